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
        (ConfirmationRequest.sent, FlashText(.confirmationSent, .text("ada@example.com"))),
        (.alreadyConfirmed, FlashText(.emailConfirmed)),
        (.tooSoon(retryAfter: 61), FlashText(.confirmationTooSoon, .number(2))),
        (.mailOff, FlashText(.emailMailOff)),
    ])
    func sendingTheLinkAgain_comesBackSayingWhatHappened(answer: ConfirmationRequest, flash: FlashText) async {
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
