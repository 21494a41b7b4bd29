// swift-tools-version: 6.1
import PackageDescription

// The dependency rule of ../shared/DESIGN.md is enforced here: each layer is a target
// and may only import what its `dependencies` list names.
let package = Package(
    name: "Reminders",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "reminders", targets: ["App"]),
        .executable(name: "reminders-previews", targets: ["PreviewServer"]),
        .library(name: "HTTPServer", targets: ["HTTPServer"]),
        .library(name: "Templating", targets: ["Templating"]),
        .library(name: "Entities", targets: ["Entities"]),
        .library(name: "Domain", targets: ["Domain"]),
        .library(name: "Data", targets: ["Data"]),
        .library(name: "Presentation", targets: ["Presentation"]),
        .library(name: "Web", targets: ["Web"]),
        .library(name: "Mocks", targets: ["Mocks"]),
        .library(name: "HTMLTestKit", targets: ["HTMLTestKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", exact: "4.5.2"),
        .package(url: "https://github.com/swift-server/async-http-client", exact: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        .target(name: "Entities"),
        .target(name: "Domain", dependencies: ["Entities"], resources: [.copy("Resources/common-passwords.txt")]),
        .target(
            name: "Data",
            dependencies: [
                "Domain", "Entities", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"), .product(name: "CryptoExtras", package: "swift-crypto"),
            ]
        ),
        .target(
            name: "Presentation",
            dependencies: ["Domain", "Entities"],
            resources: [.copy("Resources/Localizable.xcstrings")]
        ),
        .target(name: "Mocks", dependencies: ["Domain", "Entities", "Data"]),
        // Outgoing HTTP for push and webhooks (addresses checked and pinned, no redirects, a
        // deadline, capped answers): SwiftNIO stays out of the libraries an app would link, so
        // only `App` links this.
        .target(
            name: "Outbound",
            dependencies: [
                "Data", .product(name: "AsyncHTTPClient", package: "async-http-client"), .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        .target(
            name: "Web",
            dependencies: ["HTTPServer", "Templating", "Presentation", "Domain", "Entities"]
        ),
        // The preview gallery: every screen in every state from the mocks; a development tool, kept
        // out of `reminders` so that the app never links the mocks.
        .target(
            name: "Previews",
            dependencies: ["Web", "HTTPServer", "Templating", "Presentation", "Domain", "Entities", "Mocks"]
        ),
        .executableTarget(
            name: "PreviewServer",
            dependencies: [
                "Previews", "Web", "HTTPServer", "Presentation", .product(name: "Logging", package: "swift-log"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "App",
            dependencies: [
                "Data", "Domain", "Entities", "HTTPServer", "Outbound", "Presentation", "Templating", "Web",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(name: "CHTTPSystem"),
        .target(
            name: "HTTPServer",
            dependencies: ["CHTTPSystem", .product(name: "Logging", package: "swift-log")]
        ),
        .target(name: "Templating"),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .target(name: "HTMLTestKit", dependencies: ["CLibXML2"]),
        .testTarget(name: "HTMLTestKitTests", dependencies: ["HTMLTestKit"]),
        .testTarget(name: "EntitiesTests", dependencies: ["Entities"]),
        // The trait of tests that measure time (`.timeSensitive`) and the one wait of the tests
        // (`waitUntil`); a plain target beside the tests.
        .target(name: "TimingTestSupport", path: "Tests/TimingTestSupport"),
        .testTarget(name: "DomainTests", dependencies: ["Domain", "Entities", "Mocks", "TimingTestSupport"]),
        // HTTPServer: a real local endpoint for the remote repositories to post to.
        .testTarget(
            name: "DataTests",
            dependencies: [
                "Data", "Domain", "Entities", "Mocks", "HTTPServer", "TimingTestSupport", .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // Real loopback servers (plain sockets) that redirect, drip or answer too much.
        .testTarget(
            name: "OutboundTests",
            dependencies: ["Outbound", "Data", "Domain", "Entities", "TimingTestSupport"]
        ),
        .testTarget(
            name: "HTTPServerTests",
            dependencies: ["HTTPServer", "TimingTestSupport", .product(name: "Logging", package: "swift-log")]
        ),
        .testTarget(
            name: "PresentationTests",
            dependencies: ["Presentation", "Domain", "Entities", "Mocks"]
        ),
        // What WebTests and EndToEndTests both hold pages to; a plain target kept beside the tests.
        .target(
            name: "WebTestSupport",
            dependencies: ["Web", "HTTPServer", "Presentation", "Domain", "HTMLTestKit"],
            path: "Tests/WebTestSupport"
        ),
        .testTarget(
            name: "WebTests",
            dependencies: [
                "Web", "HTTPServer", "Templating", "Presentation", "Domain", "Entities", "Mocks", "HTMLTestKit", "WebTestSupport",
            ]
        ),
        .testTarget(
            name: "PreviewsTests",
            dependencies: ["Previews", "Web", "HTTPServer", "Presentation", "HTMLTestKit", "WebTestSupport"]
        ),
        // Runs the real `reminders` executable, which `swift test` builds with every other product;
        // Data and Entities only to seed a database file before the server opens it; HTTPServer
        // for an endpoint the server delivers feedback to; Domain to seal the links of alerts with
        // the server's key, as the server does; Crypto for a push service that decrypts what the
        // server pushes; GRDB to write a list's member into the server's database, as sharing will.
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "HTMLTestKit", "WebTestSupport", "TimingTestSupport", "Web", "Presentation", "Data", "Domain", "Entities", "HTTPServer", .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .testTarget(
            name: "TemplatingTests",
            dependencies: ["Templating"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
