/// Turns a request past the last page into the last page, so that a stale link still shows something.
enum PageClamping {
    static func fetch<Item>(
        _ request: PageRequest,
        _ fetch: (PageRequest) async throws(RepositoryError) -> Page<Item>
    ) async throws(RepositoryError) -> Page<Item> {
        try await self.fetch(request, page: { $0 }, fetch)
    }

    /// The same for a result that holds a page among other things (`page` finds it).
    static func fetch<Value, Item>(
        _ request: PageRequest,
        page: (Value) -> Page<Item>,
        _ fetch: (PageRequest) async throws(RepositoryError) -> Value
    ) async throws(RepositoryError) -> Value {
        let value = try await fetch(request)
        let first = page(value)
        guard first.items.isEmpty, request.number > first.pageCount else { return value }
        return try await fetch(PageRequest(number: first.pageCount, size: request.size))
    }
}
