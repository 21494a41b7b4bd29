import Foundation
import HTMLTestKit

/// Keeps a copy of every HTML page the end-to-end suite sees in `<repository>/.build/e2e-pages/`,
/// for checks run after the tests (the Nu HTML checker reads that folder).
///
/// A file is named from the page's path and query plus a hash of its content, so parallel tests
/// never write the same name for different pages and identical pages are kept once. The folder
/// is emptied the first time a process saves into it, so it holds one run's pages.
enum PageArchive {
    /// `<repository>/.build/e2e-pages`.
    static let folder = repositoryRoot.appendingPathComponent(".build/e2e-pages", isDirectory: true)

    /// Saves `page` if it is HTML; anything else (a stylesheet, a 304) is left out.
    static func save(_ page: LoadedPage) throws {
        guard page.isHTML else { return }
        try prepared.get()
        let file = folder.appendingPathComponent(fileName(url: page.url, body: page.body))
        guard !FileManager.default.fileExists(atPath: file.path) else { return }
        // Atomic: a test reading the folder later never sees half a page.
        try Data(page.body).write(to: file, options: .atomic)
    }

    /// `lists-3-page-2-1f0c…​.html` for `/lists/3?page=2`; `index-….html` for `/`.
    static func fileName(url: String, body: [UInt8]) -> String {
        var slug = ""
        for character in url.unicodeScalars {
            let isSafe = CharacterSet.alphanumerics.contains(character) && character.isASCII
            if isSafe {
                slug.unicodeScalars.append(character)
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        if slug.hasSuffix("-") { slug.removeLast() }
        return "\(slug.isEmpty ? "index" : String(slug.prefix(80)))-\(hash(body)).html"
    }

    /// FNV-1a over the bytes, 12 hex digits: short, stable across runs, enough to tell pages apart.
    private static func hash(_ bytes: [UInt8]) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        return String(String(value, radix: 16).leftPadded(to: 16).prefix(12))
    }

    /// The folder emptied and created, once per process.
    private static let prepared: Result<Void, any Error> = Result {
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
