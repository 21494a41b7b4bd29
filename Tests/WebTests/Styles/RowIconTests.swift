import Foundation
import Testing

/// The icons of a row's meta line (`Templates/partials/reminder-row.mustache`): each is drawn from
/// its square SVG in `Public/icons/` as a mask in the text's colour, named by its class.
struct RowIconTests {
    @Test(arguments: ["flag", "repeat", "alert", "link"])
    func eachRowIcon_hasItsDrawing_aSquareSVG_paintedByItsClass(icon: String) throws {
        let svg = try String(contentsOf: repositoryRoot.appendingPathComponent("Public/icons/\(icon).svg"), encoding: .utf8)
        #expect(svg.contains(#"viewBox="0 0 24 24""#))
        let css = try String(contentsOf: repositoryRoot.appendingPathComponent("Public/app.css"), encoding: .utf8)
        #expect(css.contains(".i-\(icon) { --icon: url(/static/icons/\(icon).svg); }"))
        let row = try String(contentsOf: repositoryRoot.appendingPathComponent("Templates/partials/reminder-row.mustache"), encoding: .utf8)
        #expect(row.contains(#"<span class="i-\#(icon)" aria-hidden="true"></span>"#))
    }
}
