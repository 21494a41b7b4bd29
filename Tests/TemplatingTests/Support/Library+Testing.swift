import Templating

extension TemplateLibrary {
    /// A strict library of templates given as strings, as the tests use it.
    static func make(_ templates: [String: String], strict: Bool = true) throws -> TemplateLibrary {
        try TemplateLibrary(templates: templates, options: .init(strict: strict, reloadsChangedFiles: false))
    }
}

/// Renders one template from a string, strictly, with `value` as its data.
func render(_ template: String, _ value: TemplateValue, partials: [String: String] = [:]) throws -> String {
    var templates = partials
    templates["test"] = template
    return try TemplateLibrary.make(templates).renderString("test", value)
}

/// Renders one template from a string, strictly, with a Swift value as its data.
func render<Value: Encodable>(_ template: String, encoding value: Value) throws -> String {
    try TemplateLibrary.make(["test": template]).renderString("test", value)
}
