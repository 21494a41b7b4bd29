import Domain
import Entities
import Mocks
@testable import Presentation
import Testing

struct SettingsMailTests {
    private func viewModel(sendsMail: Bool) -> SettingsViewModel {
        let container = DIContainer.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: []), fetchPushDevices: MockFetchPushDevicesUseCase(returning: [])
        )
        return SettingsViewModel(session: .fixture(), useCases: container, strings: strings, catalogs: [strings], sendsMail: sendsMail)
    }

    @Test func withMailOff_thePageKnows_andShowsTheSameOtherwise() async {
        let withMail = viewModel(sendsMail: true)
        let withoutMail = viewModel(sendsMail: false)

        await withMail.send(.onAppear)
        await withoutMail.send(.onAppear)

        #expect(withMail.state.sendsMail)
        var expected = withMail.state
        expected.sendsMail = false
        #expect(withoutMail.state == expected)
    }
}
