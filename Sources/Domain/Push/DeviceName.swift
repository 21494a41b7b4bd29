import Foundation

/// The name a device is shown by in Settings, from its browser's `User-Agent`: "Firefox on
/// Linux", say, or the header itself (cut to `PushPolicy.maximumDeviceNameLength`) when it names
/// no browser and system we know; empty without one.
public enum DeviceName {
    /// The name for `userAgent`.
    public static func from(userAgent: String) -> String {
        let userAgent = userAgent.trimmingCharacters(in: .whitespacesAndNewlines)
        let browser = browsers.first { userAgent.contains($0.marker) }?.name
        let system = systems.first { userAgent.contains($0.marker) }?.name
        switch (browser, system) {
        case let (browser?, system?): return "\(browser) on \(system)"
        case let (browser?, nil): return browser
        default: return String(userAgent.prefix(PushPolicy.maximumDeviceNameLength))
        }
    }

    /// In order: Edge and Opera say Chrome too, Chrome says Safari.
    private static let browsers: [(marker: String, name: String)] = [
        ("Edg/", "Edge"), ("OPR/", "Opera"), ("SamsungBrowser/", "Samsung Internet"), ("Firefox/", "Firefox"),
        ("Chrome/", "Chrome"), ("Safari/", "Safari"),
    ]

    /// In order: Android says Linux, iPhones and iPads say Mac OS X.
    private static let systems: [(marker: String, name: String)] = [
        ("Android", "Android"), ("iPhone", "iPhone"), ("iPad", "iPad"), ("CrOS", "ChromeOS"), ("Windows", "Windows"),
        ("Mac OS X", "macOS"), ("Linux", "Linux"),
    ]
}
