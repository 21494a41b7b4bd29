// swift-tools-version: 6.1
import PackageDescription

// The libFuzzer target for the request parser, in its own package: it links only with
// `-sanitize=fuzzer`, so it must stay out of the main package's ordinary build. See run.sh.
let package = Package(
    name: "Fuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Reminders", path: "..")],
    targets: [
        .target(name: "CFuzzer"),
        .executableTarget(
            name: "http-parser-fuzzer",
            dependencies: ["CFuzzer", .product(name: "HTTPServer", package: "Reminders")],
            path: "Sources/HTTPParserFuzzer"
        ),
    ],
    swiftLanguageModes: [.v6]
)
