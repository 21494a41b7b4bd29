import Foundation

/// How search compares text, in every store: ignoring case and accents, in every script. Text
/// and query are both reduced to their key, and a query matches where its key is part of the
/// text's: "kase", "KÄSE" and "Käse" all find "Käse", "ecole" finds "École", "strasse" finds
/// "Straße" (and "é" finds every "e": the accent is not a second letter).
///
/// The key is the text lowercased, decomposed (NFD) with its combining marks dropped, then
/// composed again (NFC), with the few letters that carry their accent inside the letter and
/// have no decomposition written as their base letters (`ß` → `ss`, `ø` → `o`, `æ` → `ae`…).
/// A store keeps the keys of a reminder's title and notes beside them and compares keys.
public enum SearchKey {
    /// The key of `text`.
    public static func of(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark: continue
            default:
                if let letters = lettersWithoutDecomposition[scalar] {
                    scalars.append(contentsOf: letters.unicodeScalars)
                } else {
                    scalars.append(scalar)
                }
            }
        }
        return String(scalars).precomposedStringWithCanonicalMapping
    }

    /// Letters whose accent Unicode does not decompose, as the letters a person types without
    /// it (German, Scandinavian, Polish, Croatian, Icelandic, French and Turkish keyboards).
    private static let lettersWithoutDecomposition: [Unicode.Scalar: String] = [
        "ß": "ss", "ø": "o", "æ": "ae", "œ": "oe", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i",
    ]
}
