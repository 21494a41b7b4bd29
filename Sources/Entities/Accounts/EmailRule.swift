/// The rule for email addresses: normalized (trimmed, lowercased), at most 254 characters, one
/// `@` between a local part of 1–64 characters and a domain of dot-separated labels.
///
/// It is a sanity check, not RFC 5322: it refuses what cannot be an address someone types
/// (spaces, a missing or doubled `@`, an empty label) and accepts the rest. Lowercasing the local
/// part is not what the RFC says, but no mail provider people use distinguishes case there, and
/// it keeps one account per address however it is typed.
public enum EmailRule {
    /// The longest address accepted (RFC 5321's path limit less the angle brackets).
    public static let maximumLength = 254
    /// The longest local part (before `@`).
    public static let maximumLocalLength = 64

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

    private static func isWellFormed(_ email: String) -> Bool {
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let local = parts.first, let domain = parts.last,
              (1...maximumLocalLength).contains(local.count),
              email.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F && !$0.properties.isWhitespace })
        else { return false }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { label in
            (1...63).contains(label.count) && label.first != "-" && label.last != "-"
        }
    }
}
