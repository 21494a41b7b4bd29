import Foundation

/// msmtp, the sendmail-compatible SMTP client `.ci/run` installs, pointed at an `SMTPSink`: a
/// configuration file and a wrapper script passing it, in a folder of their own.
struct Msmtp {
    /// Where msmtp is, when it is installed.
    static let path: String? = ["/usr/bin/msmtp", "/usr/local/bin/msmtp"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Whether the tests that need it can run (CI installs it; elsewhere they are skipped).
    static var isInstalled: Bool { path != nil }

    /// The folder holding the configuration and the wrapper.
    let folder: URL
    /// The command to hand mail to: the wrapper, which runs `msmtp -C <config> -t`.
    let command: String

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
        let wrapper = folder.appendingPathComponent("sendmail")
        try "#!/bin/sh\nexec \(Msmtp.path ?? "msmtp") -C '\(config.path)' \"$@\"\n".write(to: wrapper, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
        command = wrapper.path
    }

    /// Removes the folder.
    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
