/// The data of the benchmark page, as described in shared/bench/README.md.
struct BenchmarkPage {
    struct Item {
        let id: Int
        let title: String
        let due: String
        let done: Bool
    }

    let pageTitle: String
    let userName: String
    let items: [Item]
    let count: Int
    let doneCount: Int

    /// The page every server-rendering benchmark renders: 50 items, every third one done.
    static func make() -> BenchmarkPage {
        let items = (1...50).map { n in
            let day = (n - 1) % 28 + 1
            return Item(
                id: n,
                title: "Task #\(n): compare <b> tags & \"quotes\" in item \(n)",
                due: "2026-12-\(day < 10 ? "0" : "")\(day)",
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
