import Foundation

/// `multipart/form-data` (RFC 7578) as a browser writes it for a form with
/// `enctype="multipart/form-data"`: one part per entry, a file field's part carrying the file.
public enum MultipartEncoding {
    /// A file chosen in a file field.
    public struct File: Sendable, Equatable {
        public var filename: String
        public var contentType: String
        public var bytes: [UInt8]

        /// Creates a file.
        public init(filename: String, contentType: String = "application/octet-stream", bytes: [UInt8]) {
            self.filename = filename
            self.contentType = contentType
            self.bytes = bytes
        }
    }

    /// One part of the body.
    public enum Part: Sendable, Equatable {
        /// A text field's value, in UTF-8.
        case text(name: String, value: String)
        /// A file field's file.
        case file(name: String, file: File)
    }

    /// The `Content-Type` header value for a body written with `boundary`.
    public static func contentType(boundary: String) -> String {
        "multipart/form-data; boundary=\(boundary)"
    }

    /// The body holding `parts`, delimited by `boundary` (which must occur in no part). Names and
    /// file names have `"` written as `%22` and line breaks as `%0D`/`%0A`, as browsers do.
    public static func body(_ parts: [Part], boundary: String) -> [UInt8] {
        var body: [UInt8] = []
        func line(_ text: String) { body += Array(text.utf8) + [13, 10] }
        for part in parts {
            line("--\(boundary)")
            switch part {
            case .text(let name, let value):
                line("Content-Disposition: form-data; name=\"\(escaped(name))\"")
                line("")
                body += Array(value.utf8)
            case .file(let name, let file):
                line("Content-Disposition: form-data; name=\"\(escaped(name))\"; filename=\"\(escaped(file.filename))\"")
                line("Content-Type: \(file.contentType)")
                line("")
                body += file.bytes
            }
            body += [13, 10]
        }
        line("--\(boundary)--")
        return body
    }

    /// A boundary no part is likely to hold.
    public static func makeBoundary() -> String {
        "----HTMLTestKitBoundary" + UUID().uuidString.replacingOccurrences(of: "-", with: "")
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "%22").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }
}
