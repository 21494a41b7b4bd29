/// The benchmark page's data, as `shared/bench/README.md` describes it: built once, rendered per request.
public struct BenchmarkPage: Encodable, Sendable {
    /// One to-do item.
    public struct Item: Encodable, Sendable {
        public let id: Int
        public let title: String
        public let due: String
        public let done: Bool
    }

    public let pageTitle: String
    public let userName: String
    public let items: [Item]
    public let count: Int
    public let doneCount: Int

    /// The page with its 50 items.
    public static func make() -> BenchmarkPage {
        let items = (1...50).map { n in
            let day = (n - 1) % 28 + 1
            return Item(
                id: n,
                title: "Task #\(n): compare <b> tags & \"quotes\" in item \(n)",
                due: "2026-12-" + (day < 10 ? "0\(day)" : "\(day)"),
                done: n % 3 == 0
            )
        }
        return BenchmarkPage(
            pageTitle: "To-do list <demo> & friends",
            userName: "Ada & <Bob>",
            items: items,
            count: items.count,
            doneCount: items.filter(\.done).count
        )
    }
}
