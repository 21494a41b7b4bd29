import Entities
import Testing

/// The notification settings as given: both times are needed, each refused beside its field.
@Suite struct NotificationSettingsDraftTests {
    @Test func bothTimesGiven_areTheSettings() {
        let draft = NotificationSettingsDraft(emailAlerts: false, dailySummary: true, summaryTime: time("07:30"), dateOnlyAlertTime: time("08:00"))
        #expect(draft.validated() == .success(NotificationSettings(
            emailAlerts: false, dailySummary: true, summaryTime: time("07:30"), dateOnlyAlertTime: time("08:00")
        )))
    }

    @Test func aTimeLeftEmpty_isRefusedBesideItsField_evenWithTheSummaryOff() {
        let noSummaryTime = NotificationSettingsDraft(emailAlerts: true, dailySummary: false, summaryTime: nil, dateOnlyAlertTime: time("09:00"))
        #expect(noSummaryTime.validated() == .failure(ValidationErrors([.summaryTime: .empty])))
        let neither = NotificationSettingsDraft(emailAlerts: true, dailySummary: true, summaryTime: nil, dateOnlyAlertTime: nil)
        #expect(neither.validated() == .failure(ValidationErrors([.summaryTime: .empty, .dateOnlyAlertTime: .empty])))
    }

    @Test func theDraftOfStoredSettings_validatesBackToThem() {
        let stored = NotificationSettings(emailAlerts: false, dailySummary: true, summaryTime: time("06:45"), dateOnlyAlertTime: time("10:00"))
        #expect(NotificationSettingsDraft(stored).validated() == .success(stored))
    }
}
