// swift-tools-version: 6.1
import PackageDescription

// Our server with the benchmark routes, in its own package so the main package never carries them.
let package = Package(
    name: "BenchServer",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../.."),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .executableTarget(
            name: "bench-server",
            dependencies: [
                .product(name: "HTTPServer", package: "main"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/BenchServer"
        ),
    ],
    swiftLanguageModes: [.v6]
)
