import Foundation

/// The HTML standard's "constructing the entry list", for urlencoded forms.
extension Form {
    /// The name/value pairs a browser submits when `button` (or nothing: Enter in a field) is
    /// pressed, in document order.
    ///
    /// Disabled controls (or ones in a disabled `<fieldset>`) and nameless ones are skipped;
    /// checkboxes and radio buttons count only when checked (value "on" by default); a select box
    /// gives its selected options, or its first option when none is selected and it is neither
    /// `multiple` nor taller than one row; a textarea gives its text with CRLF line breaks; of
    /// the buttons only the pressed one counts (an image button as `name.x=0` and `name.y=0`).
    public func submission(pressing button: HTMLElement?) -> [(String, String)] {
        var entries: [(String, String)] = []
        for control in controls {
            guard let name = control["name"], !name.isEmpty, !control.isDisabled else { continue }
            switch control.tagName {
            case "select":
                entries += Self.selectedValues(of: control).map { (name, $0) }
            case "textarea":
                entries.append((name, Self.normalizedLineBreaks(control.rawText)))
            case "button":
                if control.isSubmitButton, let button, control.isSameNode(as: button) {
                    entries.append((name, control["value"] ?? ""))
                }
            default:
                entries += Self.inputEntries(control, name: name, pressed: button)
            }
        }
        return entries
    }

    private static func inputEntries(_ input: HTMLElement, name: String, pressed: HTMLElement?) -> [(String, String)] {
        let isPressed = pressed.map { input.isSameNode(as: $0) } ?? false
        switch input.inputType {
        case "checkbox", "radio":
            return input["checked"] != nil ? [(name, input["value"] ?? "on")] : []
        case "submit":
            return isPressed ? [(name, input["value"] ?? "")] : []
        case "image":
            return isPressed ? [("\(name).x", "0"), ("\(name).y", "0")] : []
        case "button", "reset":
            return []
        case "file":
            // No file chosen: an empty file name, which is how it serializes urlencoded.
            return [(name, "")]
        default:
            return [(name, input["value"] ?? "")]
        }
    }

    private static func selectedValues(of select: HTMLElement) -> [String] {
        let options = (try? select.xpath(".//option")) ?? []
        let selected = options.filter { $0["selected"] != nil && $0["disabled"] == nil }
        if !selected.isEmpty { return selected.map(\.optionValue) }
        let size = Int(select["size"] ?? "") ?? 1
        guard select["multiple"] == nil, size <= 1,
            let first = options.first(where: { $0["disabled"] == nil })
        else { return [] }
        return [first.optionValue]
    }

    private static func normalizedLineBreaks(_ text: String) -> String {
        // The HTML parser keeps a newline right after <textarea>; browsers drop it.
        var text = text
        if text.hasPrefix("\r\n") { text.removeFirst() } else if text.hasPrefix("\n") { text.removeFirst() }
        return text
            .replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\r", with: "\n")
            .replacingOccurrences(of: "\n", with: "\r\n")
    }
}
