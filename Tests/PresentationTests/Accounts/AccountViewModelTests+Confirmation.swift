import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

struct AccountConfirmationTests {
    private func viewModel(_ container: DIContainer, confirmed: Bool = false, sendsMail: Bool = true) -> AccountViewModel {
        let user = User.fixture(id: 7, emailConfirmedAt: confirmed ? fixtureDate : nil)
        return AccountViewModel(session: .fixture(user: user), useCases: container, strings: strings, origin: "203.0.113.9", sendsMail: sendsMail)
    }

    @Test func aConfirmedAddress_saysSo_withoutAButton() async {
        let viewModel = viewModel(.mock(), confirmed: true)
        await viewModel.send(.onAppear)
        #expect(viewModel.state == .fixture(isEmailConfirmed: true, emailStatus: "Your address is confirmed.", canSendConfirmation: false))
    }

    @Test func withMailOff_theAccountSaysTheServerSendsNone_withoutAButton() async {
        let viewModel = viewModel(.mock(), sendsMail: false)
        await viewModel.send(.onAppear)
        #expect(viewModel.state == .fixture(emailStatus: "This server sends no email: it has not been set up for it.", canSendConfirmation: false))
    }

    @Test(arguments: [
        (ConfirmationRequest.sent, "We sent a new link to ada@example.com."),
        (.alreadyConfirmed, "Your address is confirmed."),
        (.tooSoon(retryAfter: 61), "A link was sent a moment ago. Wait 2 minutes before asking for another."),
        (.mailOff, "This server sends no email: it has not been set up for it."),
    ])
    func sendingTheLinkAgain_comesBackSayingWhatHappened(answer: ConfirmationRequest, flash: String) async {
        let send = MockSendConfirmationUseCase(returning: answer)
        let viewModel = viewModel(.mock(sendConfirmation: send))

        await viewModel.send(.sendConfirmationTapped)

        #expect(viewModel.state == .fixture(outcome: .redirect(.account, flash: flash)))
        #expect(send.stub.calls.map(\.id) == [7])
    }

    @Test func storageFailing_isTheErrorPage() async {
        let viewModel = viewModel(.mock(sendConfirmation: MockSendConfirmationUseCase(failing: .unavailable("disk"))))

        await viewModel.send(.sendConfirmationTapped)

        #expect(viewModel.state == .fixture(outcome: .failed(unavailableMessage, cause: "disk")))
    }
}
