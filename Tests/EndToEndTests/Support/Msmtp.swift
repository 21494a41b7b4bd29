import Foundation

/// msmtp, the sendmail-compatible SMTP client `.ci/run` installs, pointed at an `SMTPSink`: a
/// configuration file in a folder of its own, and the command line that passes it (no wrapper
/// script: a script just written can be busy, ETXTBSY, while another test starts a process).
struct Msmtp {
    /// Where msmtp is, when it is installed.
    static let path: String? = ["/usr/bin/msmtp", "/usr/local/bin/msmtp"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Whether the tests that need it can run (CI installs it; elsewhere they are skipped).
    static var isInstalled: Bool { path != nil }

    /// The folder holding the configuration.
    let folder: URL
    /// The command and its arguments that hand mail to the sink: `msmtp -C <config>` (the app
    /// adds `-i -- RECIPIENT`).
    let arguments: [String]

    /// Writes a configuration sending to `127.0.0.1:port` without TLS or authentication, from `from`.
    init(port: UInt16, from: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("msmtp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let config = folder.appendingPathComponent("msmtprc")
        try """
            defaults
            auth off
            tls off
            account sink
            host 127.0.0.1
            port \(port)
            from \(from)
            account default : sink

            """.write(to: config, atomically: true, encoding: .utf8)
        // msmtp refuses a configuration others can read.
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: config.path)
        arguments = [Msmtp.path ?? "msmtp", "-C", config.path]
    }

    /// Removes the folder.
    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
