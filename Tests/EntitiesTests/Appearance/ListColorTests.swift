import Entities
import Testing

struct ListColorTests {
    @Test func aNewList_isBlue() {
        #expect(ListColor.default == .blue)
    }

    @Test func thePalette_hasTwelveColours_eachWithItsOwnHex() {
        #expect(ListColor.allCases.count == 12)
        #expect(Set(ListColor.allCases.map(\.hex)).count == 12)
        #expect(ListColor.allCases.allSatisfy { $0.hex.wholeMatch(of: /#[0-9A-F]{6}/) != nil })
    }

    @Test(arguments: ListColor.allCases)
    func eachCanonicalHex_isItsOwnColour(color: ListColor) {
        #expect(ListColor(nearestTo: color.hex) == color)
    }

    @Test func anyOtherHex_takesTheNearestPaletteColour() {
        #expect(ListColor(nearestTo: "#FF0000") == .red)
        #expect(ListColor(nearestTo: "#1E90FF") == .blue)
        #expect(ListColor(nearestTo: "#0082C9") == .blue)
        #expect(ListColor(nearestTo: "#9932CC") == .purple)
        #expect(ListColor(nearestTo: "#63DA38") == .green)
        #expect(ListColor(nearestTo: "#FFA500") == .orange)
        #expect(ListColor(nearestTo: "#8B4513") == .brown)
    }

    @Test func appleAlpha_lowercase_andNoHash_areRead() {
        #expect(ListColor(nearestTo: "#34C759FF") == .green)
        #expect(ListColor(nearestTo: "#ff9500") == .orange)
        #expect(ListColor(nearestTo: "FF2D55") == .pink)
    }

    @Test(arguments: ["", "#", "#FFF", "#GGGGGG", "#12345", "#1234567", "red", "#+12345", "#ＦＦ００００"])
    func whatIsNotAHexColour_isNone(text: String) {
        #expect(ListColor(nearestTo: text) == nil)
    }
}
