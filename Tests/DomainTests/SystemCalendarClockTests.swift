@testable import Domain
import Entities
import Foundation
import Mocks
import Synchronization
import Testing

struct SystemCalendarClockTests {
    /// 2026-11-21T23:30:00Z.
    private let lateEvening = Date(timeIntervalSince1970: 1_795_303_800)

    @Test func aClockStartedAtAMoment_readsItNow_andRunsOnFromIt() async throws {
        let clock = SystemCalendarClock(timeZone: TimeZone(identifier: "UTC")!, startingAt: lateEvening)
        let first = clock.now()
        #expect(first >= lateEvening && first < lateEvening.addingTimeInterval(1))
        #expect(clock.localNow().date == LocalDate("2026-11-21"))
        try await Task.sleep(for: .milliseconds(20))
        #expect(clock.now() > first)
    }

    @Test func instant_isTheSameDayInUTC() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let local = SystemCalendarClock.local(lateEvening, in: utc)
        #expect(local.date == .fixture("2026-11-21"))
        #expect(local.time == .fixture("23:30"))
    }

    @Test func instant_isTheNextDayInParis() throws {
        let paris = try #require(TimeZone(identifier: "Europe/Paris"))
        let local = SystemCalendarClock.local(lateEvening, in: paris)
        #expect(local.date == .fixture("2026-11-22"))
        #expect(local.time == .fixture("00:30"))
    }

    @Test func instant_isEarlierTheSameDayInLosAngeles() throws {
        let losAngeles = try #require(TimeZone(identifier: "America/Los_Angeles"))
        let local = SystemCalendarClock.local(lateEvening, in: losAngeles)
        #expect(local.date == .fixture("2026-11-21"))
        #expect(local.time == .fixture("15:30"))
    }

    @Test func summerTime_isApplied() throws {
        // 2026-07-01T22:15:00Z is past midnight in Paris (UTC+2 in summer).
        let paris = try #require(TimeZone(identifier: "Europe/Paris"))
        let local = SystemCalendarClock.local(Date(timeIntervalSince1970: 1_782_944_100), in: paris)
        #expect(local.date == .fixture("2026-07-02"))
        #expect(local.time == .fixture("00:15"))
    }

    @Test func now_isTheSystemTime() {
        let clock = SystemCalendarClock(timeZone: .gmt)
        let before = Date()
        let now = clock.now()
        let after = Date()
        #expect(before <= now && now <= after)
    }

    @Test func localNow_isTheSystemTimeInTheClocksTimeZone() throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let clock = SystemCalendarClock(timeZone: tokyo)
        #expect(clock.timeZone == tokyo)

        let before = SystemCalendarClock.local(Date(), in: tokyo)
        let local = clock.localNow()
        let after = SystemCalendarClock.local(Date(), in: tokyo)

        // The minute may turn between the reads.
        #expect((local.date, local.time) == (before.date, before.time) || (local.date, local.time) == (after.date, after.time))
    }

    /// Instants a test sets, read by a clock.
    final class Instants: Sendable {
        private let current = Mutex(Date(timeIntervalSince1970: 0))
        func set(_ instant: Date) { current.withLock { $0 = instant } }
        func read() -> Date { current.withLock { $0 } }
    }

    @Test func localNow_followsTheInstant_withinAMinute_acrossMinutes_andAcrossSummerTime() throws {
        let paris = try #require(TimeZone(identifier: "Europe/Paris"))
        let instants = Instants()
        let clock = SystemCalendarClock(timeZone: paris, instant: { instants.read() })
        let copy = clock
        // 2026-03-29T00:59:00Z is 01:59 in Paris; at 01:00Z summer time starts and it is 03:00.
        for (seconds, date, time) in [
            (1_774_745_940.0, "2026-03-29", "01:59"), (1_774_745_999.9, "2026-03-29", "01:59"),
            (1_774_746_000.0, "2026-03-29", "03:00"), (1_774_746_059.0, "2026-03-29", "03:00"),
            (1_774_745_940.0, "2026-03-29", "01:59"), (1_795_303_800.0, "2026-11-22", "00:30"),
        ] {
            instants.set(Date(timeIntervalSince1970: seconds))
            #expect(clock.now() == Date(timeIntervalSince1970: seconds))
            let local = clock.localNow()
            #expect((local.date, local.time) == (.fixture(date), .fixture(time)), "at \(seconds)")
            #expect(copy.localNow() == local, "a copy reads the same at \(seconds)")
        }
    }
}

struct ZonedClockTests {
    /// 2026-11-21T23:30:00Z.
    private let lateEvening = Date(timeIntervalSince1970: 1_795_303_800)

    @Test func aPersonsZone_readsTheSameInstantsThere() throws {
        let clock = SystemCalendarClock(timeZone: try #require(TimeZone(identifier: "UTC")), startingAt: lateEvening)
        let tokyo = clock.zoned("Asia/Tokyo")
        #expect(tokyo.timeZone.identifier == "Asia/Tokyo")
        #expect(tokyo.localNow().date == .fixture("2026-11-22"))
        #expect(clock.localNow().date == .fixture("2026-11-21"))
        #expect(abs(tokyo.now().timeIntervalSince(clock.now())) < 1)
    }

    @Test func noZoneAnUnknownOneOrItsOwn_isTheClockItself() throws {
        let clock = SystemCalendarClock(timeZone: try #require(TimeZone(identifier: "Europe/Paris")), startingAt: lateEvening)
        #expect(clock.zoned(nil).timeZone.identifier == "Europe/Paris")
        #expect(clock.zoned("Mars/Olympus_Mons").timeZone.identifier == "Europe/Paris")
        #expect(clock.zoned("Europe/Paris").timeZone.identifier == "Europe/Paris")
    }

    @Test func aZonesClock_isMadeOnce_andSharedByTheClocksCopies() throws {
        let clock = SystemCalendarClock(timeZone: try #require(TimeZone(identifier: "UTC")), startingAt: lateEvening)
        let copy = clock
        let first = clock.zoned("Asia/Tokyo")
        // A zoned clock of a zoned clock still shares the one cache.
        let again = copy.zoned("Europe/Lisbon").zoned("Asia/Tokyo")
        #expect(first.localNow().date == again.localNow().date)
        #expect(ObjectIdentifier(first.cacheIdentity) == ObjectIdentifier(again.cacheIdentity))
    }
}
