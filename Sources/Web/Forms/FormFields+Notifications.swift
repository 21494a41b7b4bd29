import Entities
import HTTPServer

/// The Notifications form of the settings page: two checkboxes and two time inputs. A time
/// input sends `HH:MM` or, left empty, nothing: anything else, or a form without the field, is a
/// `400`; an empty time is sent on for the rule to refuse beside its field (`422`).
extension FormFields {
    /// The notification settings the form sends.
    func notificationSettings() throws(HTTPError) -> NotificationSettingsDraft {
        NotificationSettingsDraft(
            emailAlerts: try checkbox("emailAlerts"), dailySummary: try checkbox("dailySummary"),
            summaryTime: try presentTime("summaryTime"), dateOnlyAlertTime: try presentTime("dateOnlyAlertTime")
        )
    }

    private func presentTime(_ name: String) throws(HTTPError) -> LocalTime? {
        guard form[name] != nil else { throw .badRequest("missing field “\(name)”") }
        return try time(name)
    }
}
