extension Tag {
    /// The tag nearest to a label from elsewhere, such as another app's category (`Urgent, really`
    /// becomes `Urgent-really`): white space at the ends trimmed, each run of it inside replaced by
    /// one `-`, a leading `#` and every other character that cannot stand in a tag dropped. Nil
    /// when what is left is still no tag (no letter, or longer than `maximumLength`).
    public init?(normalizing text: some StringProtocol) {
        var name = ""
        var pendingDash = false
        for character in text.drop(while: { $0 == "#" || $0.isWhitespace }) {
            if character.isWhitespace {
                pendingDash = true
            } else if Self.isTagCharacter(character) {
                if pendingDash, !name.isEmpty { name.append("-") }
                pendingDash = false
                name.append(character)
            }
        }
        self.init(name)
    }
}
