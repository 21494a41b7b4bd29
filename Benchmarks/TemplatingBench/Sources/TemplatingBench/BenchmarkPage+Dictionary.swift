import BenchmarkPage

extension BenchmarkPage {
    /// The same data as nested dictionaries, the form swift-mustache renders fastest.
    var dictionary: [String: Any] {
        [
            "pageTitle": pageTitle,
            "userName": userName,
            "items": items.map { ["id": $0.id, "title": $0.title, "due": $0.due, "done": $0.done] as [String: Any] },
            "count": count,
            "doneCount": doneCount,
        ]
    }
}
