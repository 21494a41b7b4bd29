// swift-tools-version: 6.1
import PackageDescription

// The libFuzzer targets, in their own package: they link only with `-sanitize=fuzzer`, so they
// must stay out of the main package's ordinary build (and CI's). See run.sh.
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
        .executableTarget(
            name: "multipart-fuzzer",
            dependencies: ["CFuzzer", .product(name: "HTTPServer", package: "Reminders")],
            path: "Sources/MultipartFuzzer"
        ),
        .executableTarget(
            name: "icalendar-fuzzer",
            dependencies: ["CFuzzer", .product(name: "Data", package: "Reminders"), .product(name: "Domain", package: "Reminders")],
            path: "Sources/ICalendarFuzzer"
        ),
    ],
    swiftLanguageModes: [.v6]
)
