// swift-tools-version: 6.1
import PackageDescription

// Micro-benchmark of the `Templating` engine against swift-mustache on the benchmark page
// (../../../shared/bench). A package of its own, so the main package never depends on
// swift-mustache. Run with `./run.sh` (a release build).
let package = Package(
    name: "TemplatingBench",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Reminders", path: "../.."),
        .package(path: "../BenchServer"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
    ],
    targets: [
        .executableTarget(
            name: "TemplatingBench",
            dependencies: [
                .product(name: "Templating", package: "Reminders"),
                .product(name: "BenchmarkPage", package: "BenchServer"),
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            resources: [.copy("Templates")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
