import Presentation
import Templating

// What `partials/sidebar` sees of the sidebar: its entries, each with the path printed from its
// route, its count when known and a list's look.

extension SidebarViewModel.State: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        try fields.write(smartLists, for: "smartLists")
        try fields.write(lists, for: "lists")
        fields.write(!lists.isEmpty, for: "hasLists")
    }
}

extension SidebarEntry: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(title, for: "title")
        fields.write(count != nil, for: "hasCount")
        fields.write(count ?? 0, for: "count")
        fields.write(route, for: "path")
        try fields.write(look, for: "look")
        fields.write(sharedMark, for: "sharedMark")
        fields.write(isCurrent, for: "isCurrent")
    }
}
