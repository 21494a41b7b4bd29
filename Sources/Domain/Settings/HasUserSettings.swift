import Entities

/// The settings of the person a container serves (their language, week, default list), as the
/// session read them: ViewModels get them injected beside the clock in their time zone.
public protocol HasUserSettings {
    var userSettings: UserSettings { get }
}
