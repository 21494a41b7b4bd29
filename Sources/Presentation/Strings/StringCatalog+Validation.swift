import Entities

extension StringCatalog {
    /// The message shown beside `field` when it breaks a rule with `issue`.
    func message(for issue: ValidationIssue, of field: Field) -> String {
        switch (field, issue) {
        case (.title, .empty): self[.titleEmpty]
        case (.title, .tooShort(let minimum)): string(.titleTooShort, minimum)
        case (.title, .tooLong(let maximum)): string(.titleTooLong, maximum)
        case (.notes, .tooLong(let maximum)): string(.notesTooLong, maximum)
        case (_, .timeWithoutDate): self[.dueTimeWithoutDate]
        case (.name, .empty): self[.nameEmpty]
        case (.name, .tooLong(let maximum)): string(.nameTooLong, maximum)
        case (.name, .duplicate): self[.nameDuplicate]
        case (.query, .tooLong(let maximum)): string(.queryTooLong, maximum)
        default: self[.formInvalid]
        }
    }
}
