import Foundation

extension HTMLDocument {
    /// What is wrong with the page by the checks every page of an app should pass: it parses
    /// without errors, ids are unique, `<html lang>` and a non-empty `<title>` exist, and every
    /// form control a person fills in has a label (`<label for>`, a wrapping `<label>`,
    /// `aria-label` or `aria-labelledby`), and every button, link and summary has an accessible
    /// name. Empty when the page passes.
    public func pageProblems() -> [String] {
        var problems = parseErrors.map { "parse error at line \($0.line): \($0.message)" }
        var counts: [String: Int] = [:]
        var order: [String] = []
        for element in (try? xpath("//*[@id]")) ?? [] {
            let id = element["id"] ?? ""
            if counts[id] == nil { order.append(id) }
            counts[id, default: 0] += 1
        }
        for id in order where counts[id, default: 0] > 1 {
            problems.append("the id “\(id)” is used \(counts[id]!) times")
        }
        if ((try? xpath("/html[normalize-space(@lang) != '']")) ?? []).isEmpty {
            problems.append("<html> has no lang")
        }
        if title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            problems.append("the <title> is empty")
        }
        let controls = "//input[not(@type='hidden' or @type='submit' or @type='button' or @type='image' or @type='reset')]"
            + " | //select | //textarea"
        for control in (try? xpath(controls)) ?? [] where !isLabelled(control) {
            problems.append("the control “\(control["name"] ?? control["id"] ?? control.tagName)” has no label")
        }
        return problems + unnamedControlProblems()
    }

    private func isLabelled(_ control: HTMLElement) -> Bool {
        if let label = control["aria-label"], !label.isEmpty { return true }
        if control["aria-labelledby"] != nil { return true }
        if !((try? control.xpath("ancestor::label")) ?? []).isEmpty { return true }
        guard let id = control["id"], !id.isEmpty else { return false }
        return !((try? xpath("//label[@for=\(XPathLiteral.quote(id))]")) ?? []).isEmpty
    }
}
