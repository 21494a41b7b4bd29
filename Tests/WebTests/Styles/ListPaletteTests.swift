import Entities
import Foundation
import Testing

/// The lists' palette and icons in `Public/`: every colour has a light and a dark shade that a
/// person can tell from the page (WCAG 2.2 non-text contrast, 1.4.11: at least 3:1 against the
/// page's background and the surface lists sit on, in that scheme), and every icon its drawing.
struct ListPaletteTests {
    /// The stylesheet's custom properties, light (`:root`) and dark (the `prefers-color-scheme: dark` block).
    private static let schemes: (light: [String: String], dark: [String: String]) = {
        let css = try! String(contentsOf: repositoryRoot.appendingPathComponent("Public/app.css"), encoding: .utf8)
        let darkStart = css.range(of: "@media (prefers-color-scheme: dark)")!
        let darkBlock = css[darkStart.upperBound...].prefix { $0 != "}" }
        return (properties(in: css[..<darkStart.lowerBound]), properties(in: darkBlock))
    }()

    /// `--name: #RRGGBB` declarations in `css`, the first of each name.
    private static func properties(in css: Substring) -> [String: String] {
        var found: [String: String] = [:]
        for match in css.matches(of: /--([a-z-]+):\s*(#[0-9A-Fa-f]{6})\b/) where found[String(match.1)] == nil {
            found[String(match.1)] = String(match.2)
        }
        return found
    }

    /// WCAG's relative luminance of `#RRGGBB`.
    private static func luminance(_ hex: String) -> Double {
        let value = Int(hex.dropFirst(), radix: 16)!
        let channels = [value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF].map { Double($0) / 255 }
        let linear = channels.map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    private static func contrast(_ one: String, _ other: String) -> Double {
        let (a, b) = (luminance(one), luminance(other))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    @Test(arguments: ListColor.allCases)
    func eachColour_hasALightAndADarkShade_atLeast3To1AgainstItsSchemesBackgrounds(color: ListColor) throws {
        for (scheme, properties) in [("light", Self.schemes.light), ("dark", Self.schemes.dark)] {
            let shade = try #require(properties["list-\(color.rawValue)"], "no --list-\(color.rawValue) in the \(scheme) scheme")
            for background in ["bg", "surface"] {
                let page = try #require(properties[background], "no --\(background) in the \(scheme) scheme")
                let ratio = Self.contrast(shade, page)
                #expect(ratio >= 3, "\(color) \(shade) on --\(background) \(page) (\(scheme)): \(ratio)")
            }
        }
    }

    @Test func thePalette_declaresNoColourTheAppDoesNotHave() {
        let declared = Set(Self.schemes.light.keys.filter { $0.hasPrefix("list-") })
        #expect(declared == Set(ListColor.allCases.map { "list-\($0.rawValue)" }))
    }

    @Test(arguments: ListIcon.allCases)
    func eachIcon_hasItsDrawing_aSquareSVG(icon: ListIcon) throws {
        let url = repositoryRoot.appendingPathComponent("Public/list-icons/\(icon.rawValue).svg")
        let svg = try String(contentsOf: url, encoding: .utf8)
        #expect(svg.contains(#"viewBox="0 0 24 24""#))
        let css = try String(contentsOf: repositoryRoot.appendingPathComponent("Public/app.css"), encoding: .utf8)
        #expect(css.contains(#"[data-icon="\#(icon.rawValue)"] { --list-icon: url(/static/list-icons/\#(icon.rawValue).svg); }"#))
    }

    @Test(arguments: ListColor.allCases)
    func eachColour_isPaintedByItsDataAttribute(color: ListColor) throws {
        let css = try String(contentsOf: repositoryRoot.appendingPathComponent("Public/app.css"), encoding: .utf8)
        #expect(css.contains(#"[data-color="\#(color.rawValue)"] { --list-color: var(--list-\#(color.rawValue)); }"#))
    }
}
