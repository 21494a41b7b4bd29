import Presentation
import Templating

/// A pager as its template sees it: the pagination's numbers and flags, and the path of every
/// link, printed from the route of the page it leads to.
struct Pager: TemplateWritable {
    let pagination: Pagination
    /// The place of page `n` of what is paged.
    let route: (Int) -> Route

    init(_ pagination: Pagination, route: @escaping (Int) -> Route) {
        self.pagination = pagination
        self.route = route
    }

    /// One link of the pager (a gap has no place to go).
    struct Link: TemplateWritable {
        let page: PageLink
        let route: Route?

        func writeFields(to fields: inout TemplateFieldWriter) throws {
            fields.write(page.number, for: "number")
            fields.write(page.isCurrent, for: "isCurrent")
            fields.write(page.isGap, for: "isGap")
            fields.write(route, for: "path")
        }
    }

    func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(pagination.number, for: "number")
        fields.write(pagination.hasPrevious, for: "hasPrevious")
        fields.write(pagination.hasNext, for: "hasNext")
        fields.write(pagination.isVisible, for: "isVisible")
        fields.write(pagination.hasPrevious ? route(pagination.previousNumber) : nil, for: "previousPath")
        fields.write(pagination.hasNext ? route(pagination.nextNumber) : nil, for: "nextPath")
        // An invisible pager (one page) shows no links: none are printed.
        let links = pagination.isVisible ? pagination.pages.map { Link(page: $0, route: $0.isGap ? nil : route($0.number)) } : []
        try fields.write(links, for: "pages")
    }
}

extension TemplateFieldWriter {
    /// Writes the path of `route` as a string field, printed straight into the template data;
    /// nil is an empty path (a link the template does not show).
    mutating func write(_ route: Route?, for name: StaticString) {
        writeText(for: name) { text in route?.print(into: &text) }
    }
}
