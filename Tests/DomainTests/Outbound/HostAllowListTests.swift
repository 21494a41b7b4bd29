import Domain
import Testing

/// The operator's list of push services (`--push-hosts`).
struct HostAllowListTests {
    @Test func anEmptyList_allowsEveryHost() throws {
        #expect(try #require(HostAllowList("")) == .any)
        #expect(try #require(HostAllowList(" , ")).allows("push.example"))
        #expect(HostAllowList.any.allows("anything.example"))
    }

    @Test func aWildcard_allowsNamesUnderIt_andAnExactName_onlyItself() throws {
        let list = try #require(HostAllowList(" *.Push.Services.Mozilla.com ,fcm.googleapis.com., *.notify.windows.com"))
        #expect(list.patterns == ["*.push.services.mozilla.com", "fcm.googleapis.com", "*.notify.windows.com"])
        #expect(list.allows("updates.push.services.mozilla.com"))
        #expect(list.allows("a.b.push.services.mozilla.com"))
        #expect(list.allows("FCM.googleapis.com."))
        #expect(list.allows("wns2-by3p.notify.windows.com"))
        #expect(!list.allows("push.services.mozilla.com"))
        #expect(!list.allows("evilpush.services.mozilla.com"))
        #expect(!list.allows("x.fcm.googleapis.com"))
        #expect(!list.allows("push.example"))
    }

    @Test(arguments: ["*", "*.com", "localhost", "*.internal", "10.0.0.1", "push.example,127.0.0.1", "push*.example", "[::1]", "a b.example"])
    func aPatternThatIsNoPublicName_isRefused(text: String) {
        #expect(HostAllowList(text) == nil)
    }
}
