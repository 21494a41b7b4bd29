/// The forms of a page.
extension HTMLDocument {
    /// Every `<form>` of the page, in document order.
    public var forms: [Form] {
        ((try? xpath("//form")) ?? []).map(Form.init)
    }
}
