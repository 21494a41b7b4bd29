import Entities
import HTTPServer

/// The Notifications form of the settings page: two checkboxes and two time inputs. Both times
/// are `required` `type="time"` inputs, so a browser sends only `HH:MM`: anything else (empty
/// included) is a `400`, like a value no `<select>` option sends.
extension FormFields {
    /// The notification settings the form sends.
    func notificationSettings() throws(HTTPError) -> NotificationSettings {
        NotificationSettings(
            emailAlerts: try checkbox("emailAlerts"), dailySummary: try checkbox("dailySummary"),
            summaryTime: try requiredTime("summaryTime"), dateOnlyAlertTime: try requiredTime("dateOnlyAlertTime")
        )
    }

    private func requiredTime(_ name: String) throws(HTTPError) -> LocalTime {
        guard let time = try time(name) else { throw .badRequest("field “\(name)” must be a time (HH:MM)") }
        return time
    }
}
