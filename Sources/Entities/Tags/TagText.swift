/// Tags as people type them: `#words` in a reminder's title, as Apple Reminders reads them, and
/// the comma-separated tags field.
public enum TagText {
    /// The title without its `#tags`, and the tags in the order typed (each once).
    ///
    /// A `#` starts a tag only at the start of the title or after white space (`C#` and `#`
    /// alone stay text), and a tag runs to the next character that cannot stand in one
    /// (`#home,` is `home`; the comma stays, against the word before it). Removing the tags
    /// leaves single spaces between the words; a title of tags only keeps its text, for the
    /// title's own rule to judge.
    public static func tags(inTitle title: String) -> (title: String, tags: [Tag]) {
        var kept = ""
        var tags: [Tag] = []
        var seen: Set<Tag> = []
        var index = title.startIndex
        var atWordStart = true
        while index < title.endIndex {
            let character = title[index]
            if character == "#", atWordStart {
                let nameStart = title.index(after: index)
                let nameEnd = title[nameStart...].firstIndex { !Tag.isTagCharacter($0) } ?? title.endIndex
                if let tag = Tag(title[nameStart..<nameEnd]) {
                    if seen.insert(tag).inserted { tags.append(tag) }
                    // Punctuation the tag stood before closes up to the word before it.
                    if nameEnd < title.endIndex, ",.;:!?".contains(title[nameEnd]) {
                        while kept.last?.isWhitespace == true { kept.removeLast() }
                    }
                    index = nameEnd
                    atWordStart = false
                    continue
                }
            }
            kept.append(character)
            atWordStart = character.isWhitespace
            index = title.index(after: index)
        }
        let words = kept.split(whereSeparator: \.isWhitespace)
        guard !tags.isEmpty, !words.isEmpty else { return (title, tags) }
        return (words.joined(separator: " "), tags)
    }

    /// The tags of a tags field (`groceries, #home Errands`): split at commas and white space,
    /// each once in the order typed; the words that are no tag, to say so beside the field.
    public static func tags(inField text: String) -> (tags: [Tag], rejected: [String]) {
        var tags: [Tag] = []
        var seen: Set<Tag> = []
        var rejected: [String] = []
        for word in text.split(whereSeparator: { $0 == "," || $0.isWhitespace }) {
            if let tag = Tag(word) {
                if seen.insert(tag).inserted { tags.append(tag) }
            } else {
                rejected.append(String(word))
            }
        }
        return (tags, rejected)
    }
}
