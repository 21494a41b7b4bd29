// swift-tools-version: 6.1
import PackageDescription

// Our server with the benchmark routes, in its own package so the main package never carries them.
let package = Package(
    name: "BenchServer",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "bench-server", targets: ["bench-server"]),
        .library(name: "BenchmarkPage", targets: ["BenchmarkPage"]),
    ],
    dependencies: [
        .package(name: "Reminders", path: "../.."),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .target(name: "BenchmarkPage"),
        .executableTarget(
            name: "bench-server",
            dependencies: [
                "BenchmarkPage",
                .product(name: "HTTPServer", package: "Reminders"),
                .product(name: "Templating", package: "Reminders"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/BenchServer"
        ),
    ],
    swiftLanguageModes: [.v6]
)
