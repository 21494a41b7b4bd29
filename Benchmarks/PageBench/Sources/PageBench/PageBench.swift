import Data
import Domain
import Entities
import Foundation
import HTTPServer
import Presentation
import Templating
import Web

/// Seeds a list of 50 and one of `count` reminders and times the list page's stages on each.
@main
struct PageBench {
    static func main() async throws {
        let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
        let runs = arguments.first ?? 2_000
        let bigCount = arguments.dropFirst().first ?? 100_000
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("PageBench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let database = try AppDatabase(path: folder.appendingPathComponent("reminders.sqlite").path)
        let clock = SystemCalendarClock(timeZone: TimeZone(identifier: "UTC")!)
        let today = clock.localNow().date
        // One person owns both lists: signing up adopts the lists that have no owner yet.
        let push = PushDependencies(
            subscriptions: SQLitePushSubscriptionRepository(database: database), keys: P256PushKeyValidator(),
            policy: PushPolicy(applicationServerKey: try await VAPIDKeys.kept(in: database).publicKeyBase64URL)
        )
        let accounts = Self.accounts(database: database, clock: clock, signer: try await HMACMessageSigner.kept(in: database), push: push)
        let big = try await database.seed(listNamed: "Big", reminderCount: bigCount, today: today)
        let small = try await database.seed(listNamed: "Small", reminderCount: 50, today: today)
        let session = try await accounts.signUpUseCase.execute(
            AccountDraft(email: "bench@example.com", displayName: "Bench", password: "correct horse battery staple"),
            settings: UserSettings(), origin: "bench"
        ).session
        let container = accounts.container(for: session.user)
        let catalog = try StringCatalog.bundled()
        let router = try WebApp(
            accounts: accounts,
            localizations: Localizations(catalogs: [catalog], templatesFolder: root.appendingPathComponent("Templates").path),
            publicFolder: root.appendingPathComponent("Public").path,
            health: { nil }, reportError: { print("error:", $0) }
        ).router()
        let templates = try TemplateLibrary(
            directory: root.appendingPathComponent("Templates"), options: WebApp.templateOptions(catalog: catalog)
        )
        // PAGEBENCH_ONLY=route times only the whole route (for a profiler).
        let stopwatch = Stopwatch(runs: runs, only: ProcessInfo.processInfo.environment["PAGEBENCH_ONLY"])
        print("\(runs) runs per stage; CPU µs per run (process user+system time / runs), wall µs median and p99")

        for (name, list) in [("50", small), ("\(bigCount)", big)] {
            print("— list of \(name), page 1 with completed (50 rows)")
            await stopwatch.measure("fetchReminders use case") {
                _ = try! await container.fetchRemindersUseCase.execute(listID: list.id, includeCompleted: true, page: PageRequest())
            }
            await stopwatch.measure("fetchListSummaries use case") {
                _ = try! await container.fetchListSummariesUseCase.execute()
            }
            await stopwatch.measure("ViewModel .onAppear (its read + rows)") {
                let viewModel = ReminderListViewModel(useCases: container, strings: catalog)
                await viewModel.send(.onAppear(listID: list.id, page: 1, showCompleted: true))
            }
            let viewModel = ReminderListViewModel(useCases: container, strings: catalog)
            await viewModel.send(.onAppear(listID: list.id, page: 1, showCompleted: true))
            let state = viewModel.state
            await stopwatch.measure("encode the state (TemplateData)") {
                _ = try! TemplateData(encoding: Wrapper(page: state))
            }
            let data = try TemplateData(encoding: Wrapper(page: state))
            await stopwatch.measure("render the encoded state") {
                _ = try! templates.render("list", data)
            }
            let request = HTTPRequest(
                method: .get, target: "/lists/\(list.id)?completed=1", headers: ["Cookie": "session=\(session.token)"]
            )
            let response = try await router.respond(to: request)
            guard response.status == .ok, case .bytes(let body) = response.body else { fatalError("not the page: \(response.status)") }
            await stopwatch.measure("whole route through the router (\(body.count) bytes)") {
                _ = try! await router.respond(to: request)
            }
        }
    }
}

extension PageBench {
    /// The app's wiring (as `reminders` builds it, `AccountsContainer.real`), with cheap password
    /// hashing: the benchmark signs up once and times pages, not hashes.
    static func accounts(database: AppDatabase, clock: SystemCalendarClock, signer: any MessageSigner, push: PushDependencies) -> AccountsContainer {
        let dependencies = AccountDependencies(
            users: SQLiteUserRepository(database: database), sessions: SQLiteSessionRepository(database: database),
            hasher: KDFPasswordHasher(parameters: .insecureForTesting), commonPasswords: CommonPasswords(text: ""),
            clock: clock, signer: signer
        )
        let feedback = FeedbackDependencies(queue: SQLiteFeedbackQueueRepository(database: database))
        let imports = ImportQueue()
        return AccountsContainer(dependencies: dependencies) { user in
            DIContainer(
                lists: SQLiteReminderListRepository(database: database, owner: user.id),
                reminders: SQLiteReminderRepository(database: database, owner: user.id),
                unitOfWork: SQLiteUnitOfWork(database: database, owner: user.id),
                archive: ArchiveDependencies(
                    archives: SQLiteReminderArchiveRepository(database: database, owner: user.id), accountFormat: JSONAccountExportFormat(),
                    fileFormat: ICalendarFormat(), imports: imports
                ),
                clock: clock.zoned(user.settings.timeZone), accounts: dependencies, feedback: feedback, push: push,
                access: SQLiteListAccessRepository(database: database, person: user.id), settings: user.settings
            )
        }
    }
}

/// The page context's shape, for timing the state's encoding apart from the route.
struct Wrapper<State: Encodable>: Encodable {
    var nav = ["lists": true, "today": false, "scheduled": false, "completed": false]
    var flash: String? = nil
    var user = ["displayName": "Bench"]
    var csrf = "0123456789abcdef0123456789abcdef0123456789a"
    var page: State
    var error: String? = nil
}
