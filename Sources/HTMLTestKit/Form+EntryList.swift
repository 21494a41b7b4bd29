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
        controls.flatMap { Self.entries(of: $0, pressing: button) }
    }

    /// The parts a browser submits as `multipart/form-data` when `button` is pressed: the entries
    /// of `submission(pressing:)` as text parts, except that a file field sends the file
    /// `files` holds for it (by the field's `name`), or, with none chosen, an empty file without
    /// a name, as browsers do.
    public func multipartSubmission(pressing button: HTMLElement?, files: [String: MultipartEncoding.File] = [:]) -> [MultipartEncoding.Part] {
        controls.flatMap { control -> [MultipartEncoding.Part] in
            guard control.tagName == "input", control.inputType == "file" else {
                return Self.entries(of: control, pressing: button).map { .text(name: $0.0, value: $0.1) }
            }
            guard let name = control["name"], !name.isEmpty, !control.isDisabled else { return [] }
            return [.file(name: name, file: files[name] ?? MultipartEncoding.File(filename: "", contentType: "application/octet-stream", bytes: []))]
        }
    }

    /// The entries one control adds to the entry list.
    private static func entries(of control: HTMLElement, pressing button: HTMLElement?) -> [(String, String)] {
        guard let name = control["name"], !name.isEmpty, !control.isDisabled else { return [] }
        switch control.tagName {
        case "select":
            return selectedValues(of: control).map { (name, $0) }
        case "textarea":
            return [(name, normalizedLineBreaks(control.rawText))]
        case "button":
            if control.isSubmitButton, let button, control.isSameNode(as: button) { return [(name, control["value"] ?? "")] }
            return []
        default:
            return inputEntries(control, name: name, pressed: button)
        }
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
