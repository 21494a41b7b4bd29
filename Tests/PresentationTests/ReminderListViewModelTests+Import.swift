import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

extension ReminderListViewModelTests {
    @Test func importTapped_importsTheFile_andRedirectsToTheListSayingHowManyWereAddedAndUpdated() async {
        let file = Data("BEGIN:VCALENDAR".utf8)
        let importer = MockImportRemindersUseCase(returning: ImportCount(added: 12, updated: 3))
        let viewModel = ReminderListViewModel(useCases: useCases { $0.importRemindersUseCase = importer }, strings: strings)

        await viewModel.send(.importTapped(listID: 1, file: file))

        #expect(viewModel.state == .unloaded(outcome: .redirect(.list(1, page: 1, showCompleted: false), flash: FlashText(.remindersImported, .number(12), .number(3))))
            .with { $0.listID = 0 })
        #expect(importer.stub.calls == [.init(listID: 1, file: file)])
    }

    @Test func importTapped_withARefusedFile_showsThePageWithTheReasonBesideTheField() async {
        let refusal = ValidationErrors([.file: .unreadableFile(line: 7, reason: "line 7: DUE is not a date")])
        let viewModel = ReminderListViewModel(
            useCases: useCases { $0.importRemindersUseCase = MockImportRemindersUseCase(failing: .invalid(refusal)) }, strings: strings
        )

        await viewModel.send(.importTapped(listID: 1, file: Data()))

        #expect(viewModel.state == .fixture(
            importError: "This file cannot be imported, so nothing was added: line 7 cannot be read.",
            outcome: .invalid
        ))
    }

    /// Issue 28 item 7: one language per message. The file format's reason is English; a
    /// German page says the line in German and no English words.
    @Test func importTapped_withARefusedFile_onAGermanPage_saysItAllInGerman() async throws {
        let german = try StringCatalog.bundled(language: "de")
        for (issue, message) in [
            (ValidationIssue.unreadableFile(line: 7, reason: "line 7: DUE is not a date"),
             "Diese Datei lässt sich nicht importieren, daher wurde nichts hinzugefügt: Zeile 7 ist nicht lesbar."),
            (.unreadableFile(line: nil, reason: "the file is not UTF-8 text"),
             "Diese Datei lässt sich nicht importieren, daher wurde nichts hinzugefügt: Sie ist keine Kalenderdatei."),
        ] {
            let viewModel = ReminderListViewModel(
                useCases: useCases { $0.importRemindersUseCase = MockImportRemindersUseCase(failing: .invalid(ValidationErrors([.file: issue]))) },
                strings: german
            )

            await viewModel.send(.importTapped(listID: 1, file: Data()))

            #expect(viewModel.state.importError == message)
        }
    }

    @Test func importTapped_withMoreRemindersThanOneFileMayHold_saysTheLimit() async {
        let refusal = ValidationErrors([.file: .tooMany(maximum: 10_000)])
        let viewModel = ReminderListViewModel(
            useCases: useCases { $0.importRemindersUseCase = MockImportRemindersUseCase(failing: .invalid(refusal)) }, strings: strings
        )

        await viewModel.send(.importTapped(listID: 1, file: Data()))

        #expect(viewModel.state == .fixture(
            importError: "Nothing was added: one file may hold at most 10000 reminders, and this one holds more. Split it into smaller files.",
            outcome: .invalid
        ))
    }

    @Test func importTapped_withAReminderBreakingARule_namesItsLineAndTheRule() async {
        let refusal = ValidationErrors([.file: .inFile(line: 12, field: .title, issue: .tooShort(minimum: 3))])
        let viewModel = ReminderListViewModel(
            useCases: useCases { $0.importRemindersUseCase = MockImportRemindersUseCase(failing: .invalid(refusal)) }, strings: strings
        )

        await viewModel.send(.importTapped(listID: 1, file: Data()))

        #expect(viewModel.state.importError
            == "Nothing was added: the reminder at line 12 breaks a rule — Use at least 3 characters for the title")
    }

    @Test func importTapped_intoAMissingList_isNotFound() async {
        let viewModel = ReminderListViewModel(
            useCases: useCases { $0.importRemindersUseCase = MockImportRemindersUseCase(failing: .notFound) }, strings: strings
        )
        await viewModel.send(.importTapped(listID: 9, file: Data()))
        #expect(viewModel.state.outcome == .notFound)
    }
}
