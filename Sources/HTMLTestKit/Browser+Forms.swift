import Foundation

/// Filling in and submitting forms.
extension Browser {
    /// Types `value` into the text field or textarea labelled (or named) `label`.
    /// - Parameter scope: a CSS selector; only fields inside the first element it matches count.
    public func fillIn(_ label: String, with value: String, within scope: String? = nil) throws(HTMLTestKitError) {
        let field = try control(label, within: scope, expected: "a text field") { element in
            element.tagName == "textarea"
                || (element.tagName == "input"
                    && !["checkbox", "radio", "submit", "image", "button", "reset", "hidden", "file"]
                        .contains(element.inputType))
        }
        if field.tagName == "textarea" {
            field.setText(value)
        } else {
            field.setAttribute("value", to: value)
        }
    }

    /// Ticks the checkbox or chooses the radio button labelled (or named) `label`.
    /// - Parameter scope: a CSS selector; only boxes inside the first element it matches count.
    public func check(_ label: String, within scope: String? = nil) throws(HTMLTestKitError) {
        let box = try checkable(label, within: scope)
        if box.inputType == "radio", let name = box["name"] {
            // Choosing a radio button clears the others of its group in the same form.
            let scope = (try? box.xpath("ancestor::form[1]").first) ?? document.root
            let group = (try? scope?.xpath(".//input[@type='radio'][@name=\(XPathLiteral.quote(name))]")) ?? []
            group.forEach { $0.removeAttribute("checked") }
        }
        box.setAttribute("checked", to: "checked")
    }

    /// Clears the checkbox (or radio button) labelled (or named) `label`.
    /// - Parameter scope: a CSS selector; only boxes inside the first element it matches count.
    public func uncheck(_ label: String, within scope: String? = nil) throws(HTMLTestKitError) {
        try checkable(label, within: scope).removeAttribute("checked")
    }

    /// Chooses the option with text (or value) `option` in the select box labelled (or named) `label`.
    /// - Parameter scope: a CSS selector; only select boxes inside the first element it matches count.
    public func select(_ option: String, from label: String, within scope: String? = nil) throws(HTMLTestKitError) {
        let select = try control(label, within: scope, expected: "a select box") { $0.tagName == "select" }
        let options = try select.xpath(".//option")
        guard let chosen = options.first(where: { $0.text == option }) ?? options.first(where: { $0["value"] == option })
        else {
            throw .noSuchOption(option, select: label, available: options.map(\.text))
        }
        if select["multiple"] == nil { options.forEach { $0.removeAttribute("selected") } }
        chosen.setAttribute("selected", to: "selected")
    }

    /// Chooses `file` in the file field labelled (or named) `label`, for the next submission of
    /// its form (which must be `multipart/form-data` to send it).
    /// - Parameter scope: a CSS selector; only fields inside the first element it matches count.
    public func attach(_ file: MultipartEncoding.File, to label: String, within scope: String? = nil) throws(HTMLTestKitError) {
        let field = try control(label, within: scope, expected: "a file field") { $0.tagName == "input" && $0.inputType == "file" }
        attachedFiles[field["name"] ?? label] = file
    }

    /// The files chosen in `form`'s file fields, by field name.
    private func chosenFiles(in form: Form) -> [String: MultipartEncoding.File] {
        let names = Set(form.controls.filter { $0.tagName == "input" && $0.inputType == "file" }.compactMap { $0["name"] })
        return attachedFiles.filter { names.contains($0.key) }
    }

    /// Presses the submit button with text, value, accessible name, id or name `button` and submits its form as a
    /// browser does (see `Form.submission(pressing:)`), following redirects.
    /// - Parameters:
    ///   - scope: a CSS selector; only buttons inside the first element it matches count
    ///     (the row of one reminder among many, say).
    ///   - headers: sent with the form's request besides the usual ones (a script's `fetch`
    ///     may send its own, `X-Fragment` say).
    public func press(_ button: String, within scope: String? = nil, headers: [(String, String)] = []) async throws(HTMLTestKitError) {
        let buttons = try find(".//input | .//button", within: scope).filter(\.isSubmitButton)
        guard let pressed = buttons.first(where: { $0.buttonLabel == button || $0.accessibleName == button })
            ?? buttons.first(where: { [$0["id"], $0["name"], $0["title"]].contains(button) })
        else {
            throw .noSuchButton(button, available: buttons.map { $0.buttonLabel.isEmpty ? $0.accessibleName : $0.buttonLabel })
        }
        guard let form = try owningForm(of: pressed) else { throw .noSuchForm(button: button) }
        let method = (pressed["formmethod"] ?? form.element["method"])?.uppercased() == "POST" ? "POST" : "GET"
        let action = try resolve(pressed["formaction"] ?? form.action)
        let encoded = URLEncoding.urlencoded(form.submission(pressing: pressed))
        if method == "POST", form.enctype.lowercased() == "multipart/form-data" {
            let boundary = MultipartEncoding.makeBoundary()
            let parts = form.multipartSubmission(pressing: pressed, files: chosenFiles(in: form))
            // The next page's fields start without a file, as in a browser.
            attachedFiles = [:]
            try await navigate(
                BrowserRequest(
                    method: "POST", url: action, headers: [("Content-Type", MultipartEncoding.contentType(boundary: boundary))] + headers,
                    body: MultipartEncoding.body(parts, boundary: boundary)
                )
            )
        } else if method == "POST" {
            try await navigate(
                BrowserRequest(
                    method: "POST", url: action,
                    headers: [("Content-Type", "application/x-www-form-urlencoded")] + headers,
                    body: Array(encoded.utf8)
                )
            )
        } else {
            let path = action.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
            try await navigate(BrowserRequest(method: "GET", url: "\(path)?\(encoded)"))
        }
    }

    /// The form a button submits: its `form` attribute's form, else the nearest enclosing one.
    private func owningForm(of button: HTMLElement) throws(HTMLTestKitError) -> Form? {
        if let id = button["form"] {
            return try document.xpath("//form[@id=\(XPathLiteral.quote(id))]").first.map(Form.init)
        }
        return try button.xpath("ancestor::form[1]").first.map(Form.init)
    }

    private func checkable(_ label: String, within scope: String?) throws(HTMLTestKitError) -> HTMLElement {
        try control(label, within: scope, expected: "a checkbox or radio button") {
            $0.tagName == "input" && ["checkbox", "radio"].contains($0.inputType)
        }
    }

    /// The first control labelled `label` (by `<label for>`, a wrapping label or `aria-label`),
    /// else named `label`, that `fits`; with a scope, only labels and controls inside it count.
    private func control(
        _ label: String, within scope: String?, expected: String, fits: (HTMLElement) -> Bool
    ) throws(HTMLTestKitError) -> HTMLElement {
        let fields = "self::input[not(@type='hidden')] or self::select or self::textarea"
        let labels = try find(".//label", within: scope)
        var candidates: [HTMLElement] = []
        for element in labels where element.text == label {
            if let id = element["for"] {
                candidates += try document.xpath("//*[@id=\(XPathLiteral.quote(id))][\(fields)]")
            } else {
                candidates += try element.xpath(".//*[\(fields)]").prefix(1)
            }
        }
        candidates += try find(".//*[\(fields)][@aria-label=\(XPathLiteral.quote(label))]", within: scope)
        let named = try find(".//*[\(fields)][@name]", within: scope)
        candidates += named.filter { $0["name"] == label }
        if let match = candidates.first(where: fits) { return match }
        if let other = candidates.first {
            throw .wrongKindOfControl(label, expected: expected, found: other.kindDescription)
        }
        var available = labels.map(\.text).filter { !$0.isEmpty }
        available += named.compactMap { $0["name"] }.filter { !available.contains($0) }
        throw .noSuchLabel(label, available: available)
    }

    /// The elements a relative XPath expression (`.//label`) selects inside the first element
    /// `scope` (a CSS selector) matches, or in the whole page without a scope.
    func find(_ expression: String, within scope: String?) throws(HTMLTestKitError) -> [HTMLElement] {
        guard let scope else { return try document.xpathFromDocumentNode(expression) }
        guard let element = try document.select(scope).first else { throw .noSuchElement(scope) }
        return try element.xpath(expression)
    }
}
