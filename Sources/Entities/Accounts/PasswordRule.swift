/// The rule for new passwords: 8–128 characters, as typed — no trimming, and no composition
/// rules (OWASP ASVS 5.0, 6.2): length is what makes a password hard to guess. Whether it is one
/// of the most common passwords is checked against a list, by the use cases.
public enum PasswordRule {
    /// The allowed length, in characters.
    public static let length = 8...128

    /// The password unchanged, or the issue that breaks the rule.
    public static func validate(_ password: String) -> Result<String, ValidationIssue> {
        if password.isEmpty { return .failure(.empty) }
        if password.count < length.lowerBound { return .failure(.tooShort(minimum: length.lowerBound)) }
        if password.count > length.upperBound { return .failure(.tooLong(maximum: length.upperBound)) }
        return .success(password)
    }
}
