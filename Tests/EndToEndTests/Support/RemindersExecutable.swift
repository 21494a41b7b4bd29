import Foundation

/// Where the `reminders` executable under test is.
///
/// `swift test` builds every product of the package before it runs the tests — the
/// `reminders` executable too — into the folder that holds the test bundle
/// (`.build/<triple>/debug/`), so the executable is found beside the running test binary, for
/// whatever configuration and build path the tests were built with. `REMINDERS_EXECUTABLE`
/// points elsewhere when set.
enum RemindersExecutable {
    /// The path, or an error that says how to build it.
    static func url() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["REMINDERS_EXECUTABLE"], !path.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: path) else { throw Missing(searched: [path]) }
            return URL(fileURLWithPath: path)
        }
        // The test binary is `…/debug/RemindersPackageTests.xctest` on Linux and
        // `…/debug/RemindersPackageTests.xctest/Contents/MacOS/RemindersPackageTests` on macOS.
        var folder = testBinary.deletingLastPathComponent()
        var searched: [String] = []
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("reminders")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            searched.append(candidate.path)
            folder.deleteLastPathComponent()
        }
        throw Missing(searched: searched)
    }

    /// The running test binary, resolved through symlinks.
    private static var testBinary: URL {
        let link = "/proc/self/exe"
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: link) { return URL(fileURLWithPath: path) }
        return Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    }

    struct Missing: Error, CustomStringConvertible {
        let searched: [String]
        var description: String {
            "The reminders executable is not built (looked at \(searched.joined(separator: ", "))). "
                + "`swift test` builds it; after `swift build --build-tests` or `--skip-build`, run `swift build --product reminders`, "
                + "or set REMINDERS_EXECUTABLE to its path."
        }
    }
}
