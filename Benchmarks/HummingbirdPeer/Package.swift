// swift-tools-version: 6.1
import PackageDescription

// The peer that Benchmarks/run.sh measures our server against: Hummingbird + swift-mustache
// serving the same bytes. A package of its own, so the main package never depends on it.
let package = Package(
    name: "HummingbirdPeer",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "hummingbird-peer", targets: ["HummingbirdPeer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    ],
    targets: [
        .executableTarget(
            name: "HummingbirdPeer",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            resources: [.copy("page.mustache")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
