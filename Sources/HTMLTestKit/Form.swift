/// A `<form>` of a page: where it goes, how, and which controls it holds.
public struct Form: Sendable {
    /// The `<form>` element.
    public let element: HTMLElement

    /// Wraps a `<form>` element.
    public init(_ element: HTMLElement) {
        self.element = element
    }

    /// `GET` or `POST` (upper-case); anything else, or nothing, is `GET` as in browsers.
    public var method: String {
        element["method"]?.uppercased() == "POST" ? "POST" : "GET"
    }

    /// The `action` attribute; "" (the page's own URL) when absent.
    public var action: String {
        element["action"] ?? ""
    }

    /// The `enctype`; `application/x-www-form-urlencoded` when absent.
    public var enctype: String {
        element["enctype"] ?? "application/x-www-form-urlencoded"
    }

    /// The form's controls (`input`, `select`, `textarea`, `button`) in document order.
    ///
    /// Controls outside the form that point at it with a `form` attribute are not included.
    public var controls: [HTMLElement] {
        (try? element.xpath(".//input | .//select | .//textarea | .//button")) ?? []
    }

    /// The submit buttons of the form (`input` of type submit or image, `button` of type submit).
    public var submitButtons: [HTMLElement] {
        controls.filter(\.isSubmitButton)
    }
}
