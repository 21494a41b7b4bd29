import Domain
import Entities

/// The page the daily summary's stop link opens, signed in or not: it asks, then turns the
/// summary off for the person the link's sealed token names. A mail client's one-click
/// unsubscribe (RFC 8058) turns it off without asking.
public final class StopSummaryViewModel {
    /// The use case that finds the link's person (the accounts' container).
    public typealias UseCases = HasResolveAlertLinkUseCase
    /// The use cases of the person the link acts for.
    public typealias PersonUseCases = HasUpdateSettingsUseCase

    /// What the user did.
    public enum Action: Sendable, Equatable {
        /// Opened the link (`stopped`: came back after stopping the summary).
        case onAppear(token: String, stopped: Bool)
        /// Pressed "Stop the daily summary".
        case stopTapped(token: String)
        /// Their mail client's "Unsubscribe" posted `List-Unsubscribe=One-Click` (RFC 8058).
        case oneClickUnsubscribed(token: String)
    }

    /// What the page shows.
    public struct State: Sendable, Equatable, LinkPageState {
        /// The page title: "Daily summary".
        public var title: String
        /// The link's token, which the form posts back.
        public var token: String
        /// Whether the summary is stopped (else the page asks).
        public var isStopped = false
        /// What the page answers: itself, a redirect after stopping, or not found.
        public var outcome: Outcome = .none
        /// The language of the person the link is for, which the page speaks once it knows
        /// whose the link is, whoever opens it (`StringCatalogs`, rule 1); nil: the request's.
        public var language: String?
    }

    /// The page's current state.
    public internal(set) var state: State
    private let useCases: any UseCases
    private let person: @Sendable (User) -> any PersonUseCases
    var strings: StringCatalog
    /// Every language's catalog; nil: the page speaks `strings` throughout.
    let catalogs: StringCatalogs?

    /// A ViewModel for one request.
    /// - Parameters:
    ///   - person: the use cases of the person a link names (`AccountsContainer.container(for:)`).
    ///   - strings: the request's language, spoken until the page knows whose the link is;
    ///     then that person's, among `catalogs`.
    public init(
        useCases: any UseCases, person: @escaping @Sendable (User) -> any PersonUseCases, strings: StringCatalog,
        catalogs: StringCatalogs? = nil
    ) {
        self.useCases = useCases
        self.person = person
        self.strings = strings
        self.catalogs = catalogs
        state = State(title: strings[.stopSummaryTitle], token: "")
    }

    /// Handles what the user did.
    public func send(_ action: Action) async {
        switch action {
        case .onAppear(let token, _), .stopTapped(let token), .oneClickUnsubscribed(let token): state.token = token
        }
        switch action {
        case let .onAppear(token, stopped):
            guard await user(token) != nil else { return }
            state.isStopped = stopped
        case .stopTapped(let token):
            guard await stop(token) else { return }
            state.outcome = .redirect(.stopSummary(token: token, stopped: true), flash: nil)
        case .oneClickUnsubscribed(let token):
            // A mail client follows no redirect: the answer is the page itself.
            guard await stop(token) else { return }
            state.isStopped = true
        }
    }

    /// Turns the summary off for the token's person; false (the outcome set) when it failed.
    private func stop(_ token: String) async -> Bool {
        guard let user = await user(token) else { return false }
        var settings = user.settings
        settings.notifications.dailySummary = false
        do {
            _ = try await person(user).updateSettingsUseCase.execute(userID: user.id, settings: settings)
            return true
        } catch {
            state.outcome = Outcome(error, strings: strings)
            return false
        }
    }

    /// The person the token names; nil (the outcome set) for a token that is no link of this
    /// server's, or a person who is gone.
    private func user(_ token: String) async -> User? {
        do {
            guard let user = try await useCases.resolveAlertLinkUseCase.stopSummary(token: token) else {
                state.outcome = .notFound
                return nil
            }
            speak(to: user)
            return user
        } catch {
            state.outcome = Outcome(error, strings: strings)
            return nil
        }
    }
}

extension StopSummaryViewModel: LinkPageViewModel {
    static var titleKey: StringKey { .stopSummaryTitle }
}
