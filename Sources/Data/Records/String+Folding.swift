import Foundation

extension String {
    /// The text as compared ignoring case, for all of Unicode: lowercased, then in canonical
    /// composed form (NFC), so that "École", "ÉCOLE" and "e\u{301}cole" give the same key.
    var foldedKey: String {
        lowercased().precomposedStringWithCanonicalMapping
    }
}
