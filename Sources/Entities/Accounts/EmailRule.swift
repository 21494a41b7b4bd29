/// The rule for email addresses: normalized (trimmed, lowercased), at most 254 characters, one
/// `@` between a local part of 1–64 characters and a domain of at least two dot-separated labels.
///
/// It is the dot-atom subset of RFC 5322 that people actually use, stricter than the RFC on
/// purpose, because an address ends up in a mail header and on a mail command's line: the local
/// part is words of letters, digits and `_ - + ' = ~ & # $ * ? ^ { }` joined by single dots; a
/// domain label is letters, digits and inner hyphens (letters may be any script's, for
/// internationalized addresses). So no quotes, commas, angle brackets, colons, semicolons,
/// parentheses, backslashes, spaces or control characters — nothing that would make one address
/// two recipients or a header of its own — and none of the characters mail systems give a
/// meaning of their own (`|` a program, `/` a file, `!` and `%` a route). Lowercasing the local part
/// is not what the RFC says, but no mail provider people use distinguishes case there, and it
/// keeps one account per address however it is typed.
///
/// Sign-up applies it, and the mail transport refuses to mail an address stored before it that
/// breaks it.
public enum EmailRule {
    /// The longest address accepted (RFC 5321's path limit less the angle brackets).
    public static let maximumLength = 254
    /// The longest local part (before `@`).
    public static let maximumLocalLength = 64
    /// The longest domain label.
    public static let maximumLabelLength = 63

    /// The address trimmed and lowercased, the form it is stored and compared in.
    public static func normalized(_ text: String) -> String {
        text.trimmingWhitespace().lowercased()
    }

    /// The normalized address, or the issue that breaks the rule.
    public static func validate(_ text: String) -> Result<String, ValidationIssue> {
        let email = normalized(text)
        if email.isEmpty { return .failure(.empty) }
        if email.count > maximumLength { return .failure(.tooLong(maximum: maximumLength)) }
        return isWellFormed(email) ? .success(email) : .failure(.malformed)
    }

    /// Whether `email`, as it is (not normalized), keeps the rule.
    public static func isValid(_ email: String) -> Bool {
        validate(email) == .success(email)
    }

    private static func isWellFormed(_ email: String) -> Bool {
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let local = parts.first, let domain = parts.last,
              (1...maximumLocalLength).contains(local.count)
        else { return false }
        let words = local.split(separator: ".", omittingEmptySubsequences: false)
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        return words.allSatisfy { !$0.isEmpty && $0.unicodeScalars.allSatisfy(isLocalScalar) }
            && labels.count >= 2
            && labels.allSatisfy { label in
                (1...maximumLabelLength).contains(label.count) && label.first != "-" && label.last != "-"
                    && label.unicodeScalars.allSatisfy(isDomainScalar)
            }
    }

    /// The ASCII symbols a local part may hold besides letters and digits.
    private static let localSymbols = Set("_-+'=~&#$*?^{}".unicodeScalars)

    private static func isLocalScalar(_ scalar: Unicode.Scalar) -> Bool {
        isLetterOrDigit(scalar) || localSymbols.contains(scalar)
    }

    private static func isDomainScalar(_ scalar: Unicode.Scalar) -> Bool {
        isLetterOrDigit(scalar) || scalar == "-"
    }

    /// ASCII letters and digits, and beyond ASCII any script's letters, marks and digits.
    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber:
                return true
            default:
                return false
            }
        }
        return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}
