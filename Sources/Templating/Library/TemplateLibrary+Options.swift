extension TemplateLibrary {
    /// How a library loads and renders.
    public struct Options: Sendable {
        /// Fail the render when a tag names something that resolves to nothing in the data (or
        /// interpolates a list or an object), instead of rendering nothing. On in tests.
        public var strict: Bool
        /// Recompile the folder when a template file changed, checked on every render. On by
        /// default in debug builds; meant for development only.
        public var reloadsChangedFiles: Bool
        /// Render a partial or parent that names no template as nothing, as the Mustache spec
        /// says, instead of failing at load. Off by default: an unknown name is usually a typo.
        public var allowsUnknownPartials: Bool
        /// Values fixed when the library loads, by root name (a string catalog as `t`):
        /// interpolation tags whose name starts with one (`{{t.Lists.title}}`) are written into
        /// the compiled template, so no render looks them up, and the data cannot shadow them.
        /// Sections never read constants. In strict mode a constant path that resolves to
        /// nothing fails the load with its location.
        public var constants: [String: TemplateValue] = [:]

        /// Creates options; by default not strict, reloading in debug builds only.
        public init(
            strict: Bool = false,
            reloadsChangedFiles: Bool = Options.isDebugBuild,
            allowsUnknownPartials: Bool = false
        ) {
            self.strict = strict
            self.reloadsChangedFiles = reloadsChangedFiles
            self.allowsUnknownPartials = allowsUnknownPartials
        }

        /// Whether this is a debug build, where reloading is on by default.
        public static var isDebugBuild: Bool {
            #if DEBUG
            return true
            #else
            return false
            #endif
        }
    }
}
