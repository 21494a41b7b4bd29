import Templating
import Testing

struct InheritanceTests {
    @Test func blockArguments_reachOnlyTheParentTheyArePassedTo() throws {
        // A component that reuses the block name `content` must not receive the page's content.
        let library = try TemplateLibrary.make([
            "layout": "<main>{{$content}}{{/content}}</main>",
            "card": "{{<box}}{{$content}}card: {{title}}{{/content}}{{/box}}",
            "box": "<div>{{$content}}empty{{/content}}</div>",
            "page": "{{<layout}}{{$content}}{{#cards}}{{>card}}{{/cards}}{{/content}}{{/layout}}",
        ])
        let output = try library.renderString("page", ["cards": [["title": "a"], ["title": "b"]]] as TemplateValue)
        #expect(output == "<main><div>card: a</div><div>card: b</div></main>")
    }

    @Test func multiLevelLayouts_letTheOutermostPageWin() throws {
        let library = try TemplateLibrary.make([
            "base": "<title>{{$title}}Reminders{{/title}}</title>{{$body}}{{/body}}",
            "app": "{{<base}}{{$title}}App{{/title}}{{$body}}<nav/>{{$main}}{{/main}}{{/body}}{{/base}}",
            "page": "{{<app}}{{$title}}Page{{/title}}{{$main}}hello{{/main}}{{/app}}",
        ])
        #expect(try library.renderString("page", [:] as TemplateValue) == "<title>Page</title><nav/>hello")
    }

    @Test func dataDrivenEndlessRecursion_failsInsteadOfCrashing() throws {
        // `{{#node}}` finds `node` again on the context stack, for ever.
        let library = try TemplateLibrary.make(["node": "{{#node}}<{{>node}}>{{/node}}"])
        #expect {
            try library.render("node", ["node": true] as TemplateValue)
        } throws: { error in
            guard case .recursionTooDeep("node", let location) = error as? TemplateError else { return false }
            return location == TemplateLocation(file: "node", line: 1, column: 11)
        }
    }
}
