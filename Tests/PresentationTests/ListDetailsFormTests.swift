import Entities
@testable import Presentation
import Testing

/// The details form names every colour and icon from the catalog, in English and German: the
/// radio buttons' accessible names.
struct ListDetailsFormTests {
    @Test func everyColourAndIcon_hasItsOwnKey_inTheCatalog() {
        let keys = ListColor.allCases.map(\.nameKey.rawValue) + ListIcon.allCases.map(\.nameKey.rawValue)
        #expect(Set(keys).count == ListColor.allCases.count + ListIcon.allCases.count)
        #expect(strings.missingKeys(keys) == [])
    }

    @Test func inGerman_theChoicesAreNamedInGerman_theListsOwnSelected() throws {
        let german = try StringCatalog.bundled(language: "de")

        let form = ListDetailsForm(ReminderListDraft(name: "Garten", color: .green, icon: .leaf), strings: german)

        #expect(form.colorChoices.filter(\.isSelected) == [Choice(value: "green", label: "Grün", isSelected: true)])
        #expect(form.iconChoices.filter(\.isSelected) == [Choice(value: "leaf", label: "Blatt", isSelected: true)])
        #expect(form.colorChoices.map(\.value) == ListColor.allCases.map(\.rawValue))
        #expect(Set(form.iconChoices.map(\.label)).count == ListIcon.allCases.count)
    }
}
