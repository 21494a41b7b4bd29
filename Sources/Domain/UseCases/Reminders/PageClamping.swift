/// Turns a request past the last page into the last page, so that a stale link still shows something.
enum PageClamping {
    static func fetch<Item>(
        _ request: PageRequest,
        _ fetch: (PageRequest) async throws(RepositoryError) -> Page<Item>
    ) async throws(RepositoryError) -> Page<Item> {
        let page = try await fetch(request)
        guard page.items.isEmpty, request.number > page.pageCount else { return page }
        return try await fetch(PageRequest(number: page.pageCount, size: request.size))
    }
}
