/// The name assistive technology announces for a control.
extension HTMLElement {
    /// The element's accessible name, by the common cases of the W3C computation: the texts of
    /// the elements `aria-labelledby` names, else `aria-label`, else a form field's `<label>`s, a
    /// button's text or value, a link's or summary's text; else `title`. Whitespace normalized.
    public var accessibleName: String {
        if let ids = self["aria-labelledby"] {
            let texts = ids.split(separator: " ").compactMap { id in
                ((try? xpath("//*[@id=\(XPathLiteral.quote(String(id)))]")) ?? []).first?.text
            }
            if !texts.isEmpty { return texts.joined(separator: " ") }
        }
        if let label = self["aria-label"]?.split(whereSeparator: \.isWhitespace).joined(separator: " "), !label.isEmpty {
            return label
        }
        var name = ""
        switch tagName {
        case "input" where isSubmitButton || ["button", "reset"].contains(inputType):
            name = buttonLabel
        case "input", "select", "textarea":
            name = labelTexts.joined(separator: " ")
        case "button", "a", "summary":
            name = text
        default:
            break
        }
        return name.isEmpty ? (self["title"] ?? "") : name
    }

    /// The texts of the `<label>`s of a form field: a wrapping one and those whose `for` is its id.
    private var labelTexts: [String] {
        var labels = (try? xpath("ancestor::label[1]")) ?? []
        if let id = self["id"], !id.isEmpty {
            labels += (try? xpath("//label[@for=\(XPathLiteral.quote(id))]")) ?? []
        }
        return labels.map(\.text)
    }
}
