import Domain
import Testing

struct OutboundChannelTests {
    @Test func channelsAndDestinations_areNamedAsStorageAndTheLogNameThem() {
        #expect(OutboundChannel.allCases.map(\.description) == ["mail", "push", "webhook"])
        #expect([OutboundDestination.mailSystem, .pushSubscription(7), .webhook].map(\.description) == ["mail", "push:7", "webhook"])
    }
}
