import Entities
import Testing

struct TagTests {
    @Test(arguments: [
        ("groceries", "groceries"), ("#groceries", "groceries"), ("Einkäufe", "Einkäufe"), ("q3-report", "q3-report"),
        ("to_do", "to_do"), ("a", "a"), (String(repeating: "x", count: 30), String(repeating: "x", count: 30)),
    ])
    func aWordOfLettersDigitsDashesAndUnderscores_isATag(text: String, name: String) throws {
        let tag = try #require(Tag(text))
        #expect(tag.name == name)
        #expect(tag.description == "#\(name)")
    }

    @Test(arguments: ["", "#", "##home", "12", "2026", "-_-", "two words", "home!", "a.b", String(repeating: "x", count: 31), "#" + String(repeating: "x", count: 31)])
    func anythingElse_isNoTag(text: String) {
        #expect(Tag(text) == nil)
    }

    @Test func spellingsThatDifferInCase_areOneTag_keepingTheirOwnName() throws {
        let home = try #require(Tag("Home"))
        let lower = try #require(Tag("home"))
        #expect(home == lower)
        #expect(Set([home, lower]).count == 1)
        #expect(home.name == "Home" && lower.name == "home")
        #expect(home.key == "home")
    }

    @Test func tags_sortByTheirKeys_ignoringCase() throws {
        let tags = try ["cheese", "Bread", "apples"].map { try #require(Tag($0)) }
        #expect(tags.sorted().map(\.name) == ["apples", "Bread", "cheese"])
    }

    @Test func theLimits_areThirtyCharactersAndTenTags() {
        #expect(Tag.maximumLength == 30)
        #expect(Tag.limitPerReminder == 10)
    }
}

struct TagTextTests {
    @Test(arguments: [
        ("Buy milk #groceries", "Buy milk", ["groceries"]),
        ("#work Send the report #q3-report", "Send the report", ["work", "q3-report"]),
        ("Call mum #family, then dad", "Call mum, then dad", ["family"]),
        ("Done! #yay", "Done!", ["yay"]),
        ("Buy milk tomorrow 9am !1 #shop", "Buy milk tomorrow 9am !1", ["shop"]),
        ("Read it , then #this. Now", "Read it , then. Now", ["this"]),
        ("Learn C# today", "Learn C# today", []),
        ("Room # 12", "Room # 12", []),
        ("Fix #12 and #bug-7", "Fix #12 and", ["bug-7"]),
        ("Pack #Trip #trip #TRIP", "Pack", ["Trip"]),
        ("Einkaufen #Einkäufe\t#home", "Einkaufen", ["Einkäufe", "home"]),
        ("#only #tags", "#only #tags", ["only", "tags"]),
        ("No tags here", "No tags here", []),
    ])
    func hashWordsInATitle_becomeTags_andLeaveTheTitle(title: String, expectedTitle: String, expectedTags: [String]) {
        let (kept, tags) = TagText.tags(inTitle: title)
        #expect(kept == expectedTitle)
        #expect(tags.map(\.name) == expectedTags)
    }

    @Test func aTagsField_splitsAtCommasAndSpaces_onceEach_andNamesWhatIsNoTag() {
        let (tags, rejected) = TagText.tags(inField: "groceries, #home  Errands,,HOME 12 a.b")
        #expect(tags.map(\.name) == ["groceries", "home", "Errands"])
        #expect(rejected == ["12", "a.b"])
    }

    @Test func anEmptyTagsField_hasNoTags() {
        let (tags, rejected) = TagText.tags(inField: " , ")
        #expect(tags.isEmpty && rejected.isEmpty)
    }
}
