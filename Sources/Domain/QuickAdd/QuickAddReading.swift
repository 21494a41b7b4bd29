import Entities

/// What quick add read in a reminder's text: the title left once the recognised words are taken
/// out, and what they said. A field not recognised is nil (or empty); a text with nothing
/// recognised is read as its title alone, unchanged.
public struct QuickAddReading: Sendable, Equatable {
    /// The text without the recognised words; the whole text when nothing was recognised.
    public var title: String
    /// The due day, and time when one was said.
    public var due: DueDate?
    /// How it repeats; its first occurrence is `due`.
    public var repeatRule: RepeatRule?
    /// The priority `!1` (high) to `!3` (low) said.
    public var priority: Priority?
    /// The `#tags` among the recognised words, each once, in the order typed.
    public var tags: [Tag]
    /// The person's list that `+Name` named, as the list is spelled.
    public var listName: String?
    /// The recognised words, in the order typed, so that a page can say what was read.
    public var spans: [Span]

    /// A run of recognised words and what they said.
    public struct Span: Sendable, Equatable {
        /// What the words said.
        public enum Kind: Sendable, Equatable {
            /// A day or a time, or both.
            case due
            /// A repeat.
            case repeats
            /// A priority.
            case priority
            /// A tag.
            case tag
            /// A list.
            case list
        }

        /// The words as typed.
        public var text: String
        /// What they said.
        public var kind: Kind
        /// Where they stand in the text, in characters from its start.
        public var range: Range<Int>

        /// Creates a span.
        public init(text: String, kind: Kind, range: Range<Int>) {
            self.text = text
            self.kind = kind
            self.range = range
        }
    }

    /// Creates a reading.
    public init(
        title: String, due: DueDate? = nil, repeatRule: RepeatRule? = nil, priority: Priority? = nil, tags: [Tag] = [],
        listName: String? = nil, spans: [Span] = []
    ) {
        self.title = title
        self.due = due
        self.repeatRule = repeatRule
        self.priority = priority
        self.tags = tags
        self.listName = listName
        self.spans = spans
    }

    /// Whether nothing was recognised.
    public var isEmpty: Bool { spans.isEmpty }
}
