/// The notification settings as a person gives them, before validation: a time left empty is
/// nil, and refused beside its field.
public struct NotificationSettingsDraft: Sendable, Hashable {
    /// Whether alerts are emailed.
    public var emailAlerts: Bool
    /// Whether the daily summary is emailed.
    public var dailySummary: Bool
    /// When the daily summary is sent; nil when left empty.
    public var summaryTime: LocalTime?
    /// When a reminder due on a day without a time alerts; nil when left empty.
    public var dateOnlyAlertTime: LocalTime?

    /// Creates a draft.
    public init(emailAlerts: Bool, dailySummary: Bool, summaryTime: LocalTime?, dateOnlyAlertTime: LocalTime?) {
        self.emailAlerts = emailAlerts
        self.dailySummary = dailySummary
        self.summaryTime = summaryTime
        self.dateOnlyAlertTime = dateOnlyAlertTime
    }

    /// The draft of `settings` as stored.
    public init(_ settings: NotificationSettings) {
        self.init(
            emailAlerts: settings.emailAlerts, dailySummary: settings.dailySummary,
            summaryTime: settings.summaryTime, dateOnlyAlertTime: settings.dateOnlyAlertTime
        )
    }

    /// The settings, or each time left empty (`.empty` beside `.summaryTime`, `.dateOnlyAlertTime`):
    /// the summary's time is needed even while it is off, so that switching it on keeps it.
    public func validated() -> Result<NotificationSettings, ValidationErrors> {
        var errors = ValidationErrors()
        if summaryTime == nil { errors.issues[.summaryTime] = .empty }
        if dateOnlyAlertTime == nil { errors.issues[.dateOnlyAlertTime] = .empty }
        guard let summaryTime, let dateOnlyAlertTime else { return .failure(errors) }
        return .success(NotificationSettings(
            emailAlerts: emailAlerts, dailySummary: dailySummary, summaryTime: summaryTime, dateOnlyAlertTime: dateOnlyAlertTime
        ))
    }
}
