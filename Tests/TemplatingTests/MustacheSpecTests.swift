import Testing

/// The official Mustache spec, one parameterised test per spec file, one case per spec test.
struct MustacheSpecTests {
    @Test(arguments: try SpecCase.load("comments"))
    func comments(_ spec: SpecCase) throws {
        try expectConforms(spec)
    }

    @Test(arguments: try SpecCase.load("delimiters"))
    func delimiters(_ spec: SpecCase) throws {
        try expectConforms(spec)
    }

    @Test(arguments: try SpecCase.load("interpolation"))
    func interpolation(_ spec: SpecCase) throws {
        try expectConforms(spec)
    }

    @Test(arguments: try SpecCase.load("inverted"))
    func inverted(_ spec: SpecCase) throws {
        try expectConforms(spec)
    }

    @Test(arguments: try SpecCase.load("partials"))
    func partials(_ spec: SpecCase) throws {
        try expectConforms(spec)
    }

    @Test(arguments: try SpecCase.load("sections"))
    func sections(_ spec: SpecCase) throws {
        try expectConforms(spec)
    }

    @Test(arguments: try SpecCase.load("~inheritance"))
    func inheritance(_ spec: SpecCase) throws {
        try expectConforms(spec)
    }

    private func expectConforms(_ spec: SpecCase) throws {
        let output = try spec.render()
        #expect(output == spec.expected, """
            spec '\(spec.file): \(spec.name)' — \(spec.description)
            template: \(spec.template.debugDescription)
            partials: \(spec.partials.debugDescription)
            expected: \(spec.expected.debugDescription)
            rendered: \(output.debugDescription)
            """)
    }
}
