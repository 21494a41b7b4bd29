// swift-tools-version: 6.1
import PackageDescription

// Timings of the SQLite repositories on a seeded database: one list of 100,000 reminders beside
// one of 50. A package of its own, so `swift test` of the main package never builds or runs it.
// Run with `./run.sh` (a release build).
let package = Package(
    name: "DataBench",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Reminders", path: "../.."),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    ],
    targets: [
        .executableTarget(
            name: "DataBench",
            dependencies: [
                .product(name: "Data", package: "Reminders"),
                .product(name: "Domain", package: "Reminders"),
                .product(name: "Entities", package: "Reminders"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
