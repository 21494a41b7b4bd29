// swift-tools-version: 6.1
import PackageDescription

// The list page in process, stage by stage: the use cases' reads, the ViewModel, encoding its
// state for the templates, rendering, and the whole route through Web's router. No sockets, so
// it tells where a page's CPU time goes. A package of its own, so `swift test` never builds it.
// Run with `./run.sh` (a release build).
let package = Package(
    name: "PageBench",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Reminders", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "PageBench",
            dependencies: [
                .product(name: "Data", package: "Reminders"),
                .product(name: "Domain", package: "Reminders"),
                .product(name: "Entities", package: "Reminders"),
                .product(name: "Presentation", package: "Reminders"),
                .product(name: "Templating", package: "Reminders"),
                .product(name: "HTTPServer", package: "Reminders"),
                .product(name: "Web", package: "Reminders"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
