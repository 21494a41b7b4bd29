import Entities
import Testing

struct DueDateTests {
    @Test func timeDefaultsToNone() {
        #expect(DueDate(date: day("2026-11-21")).time == nil)
    }

    @Test func earlierDay_comesFirst_whateverTheTimes() {
        #expect(DueDate(date: day("2026-11-20"), time: time("23:59")) < DueDate(date: day("2026-11-21"), time: time("00:00")))
        #expect(DueDate(date: day("2026-11-20")) < DueDate(date: day("2026-11-21"), time: time("00:00")))
        #expect(!(DueDate(date: day("2026-11-21")) < DueDate(date: day("2026-11-20"), time: time("10:00"))))
    }

    @Test func sameDay_withoutTime_comesBeforeWithTime() {
        let allDay = DueDate(date: day("2026-11-21"))
        let morning = DueDate(date: day("2026-11-21"), time: time("00:00"))
        #expect(allDay < morning)
        #expect(!(morning < allDay))
    }

    @Test func sameDay_withTimes_isOrderedByTime() {
        let morning = DueDate(date: day("2026-11-21"), time: time("09:00"))
        let evening = DueDate(date: day("2026-11-21"), time: time("18:30"))
        #expect(morning < evening)
        #expect(!(evening < morning))
        #expect(!(morning < morning))
    }

    @Test func sameDay_bothWithoutTime_areEqualNotOrdered() {
        let one = DueDate(date: day("2026-11-21"))
        #expect(!(one < DueDate(date: day("2026-11-21"))))
        #expect(one == DueDate(date: day("2026-11-21")))
    }

    @Test func sorting_mixesDaysAndTimesAsTheRuleSays() {
        let dues = [
            DueDate(date: day("2026-11-22")),
            DueDate(date: day("2026-11-21"), time: time("15:00")),
            DueDate(date: day("2026-11-21")),
            DueDate(date: day("2026-11-21"), time: time("08:00")),
        ]
        #expect(dues.sorted() == [dues[2], dues[3], dues[1], dues[0]])
    }

    @Test func earlierDay_isPast() {
        #expect(DueDate(date: day("2026-11-20")).isPast(today: day("2026-11-21"), now: time("00:00")))
        #expect(DueDate(date: day("2025-12-31"), time: time("23:59")).isPast(today: day("2026-01-01"), now: time("00:00")))
    }

    @Test func laterDay_isNotPast() {
        #expect(!DueDate(date: day("2026-11-22"), time: time("00:00")).isPast(today: day("2026-11-21"), now: time("23:59")))
        #expect(!DueDate(date: day("2026-11-22")).isPast(today: day("2026-11-21"), now: time("23:59")))
    }

    @Test func today_withoutTime_isNotPast_untilTheDayIsOver() {
        #expect(!DueDate(date: day("2026-11-21")).isPast(today: day("2026-11-21"), now: time("23:59")))
    }

    @Test func today_atAnEarlierTime_isPast() {
        #expect(DueDate(date: day("2026-11-21"), time: time("14:29")).isPast(today: day("2026-11-21"), now: time("14:30")))
    }

    @Test func today_atTheCurrentOrALaterTime_isNotPast() {
        #expect(!DueDate(date: day("2026-11-21"), time: time("14:30")).isPast(today: day("2026-11-21"), now: time("14:30")))
        #expect(!DueDate(date: day("2026-11-21"), time: time("14:31")).isPast(today: day("2026-11-21"), now: time("14:30")))
    }
}
