/// What form code needs to know about a control element.
extension HTMLElement {
    /// The lower-case `type` of an input, `text` when absent or unknown to this kit.
    var inputType: String {
        (self["type"] ?? "text").lowercased()
    }

    /// Whether pressing the element submits its form.
    var isSubmitButton: Bool {
        switch tagName {
        case "input": ["submit", "image"].contains(inputType)
        case "button": (self["type"] ?? "submit").lowercased() == "submit"
        default: false
        }
    }

    /// Disabled itself, or inside a disabled fieldset.
    var isDisabled: Bool {
        self["disabled"] != nil || !((try? xpath("ancestor::fieldset[@disabled]")) ?? []).isEmpty
    }

    /// An option's value: its `value` attribute, or else its normalized text.
    var optionValue: String {
        self["value"] ?? text
    }

    /// The text a user sees on a button: a `<button>`'s text, an input's value or alt text.
    var buttonLabel: String {
        if tagName == "button" { return text }
        return self["value"] ?? self["alt"] ?? (inputType == "submit" ? "Submit" : "")
    }

    /// "a checkbox", "a select box", … for messages.
    var kindDescription: String {
        switch tagName {
        case "input": "an input of type \(inputType)"
        case "select": "a select box"
        case "textarea": "a textarea"
        default: "a <\(tagName)>"
        }
    }
}
