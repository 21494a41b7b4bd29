import Domain
import Entities
import Foundation

extension SettingsViewModel {
    /// Stores the subscription the script posted for this browser, named after its user agent.
    func subscribe(endpoint: String, p256dh: Data, auth: Data) async {
        do {
            _ = try await useCases.subscribePushUseCase.execute(
                userID: session.user.id, endpoint: endpoint, p256dh: p256dh, auth: auth, userAgent: userAgent
            )
            state.outcome = .redirect(.settings, flash: FlashText(.pushSubscribed))
        } catch .invalid(let errors) {
            await showPage()
            showRefused(errors)
        } catch {
            state.outcome = Outcome(error, strings: strings)
        }
    }

    /// Removes device `id` of the person; someone else's or an unknown one is `notFound`.
    func removeDevice(id: PushSubscription.ID) async {
        do {
            try await useCases.removePushDeviceUseCase.execute(userID: session.user.id, id: id)
            state.outcome = .redirect(.settings, flash: FlashText(.pushDeviceRemoved))
        } catch {
            state.outcome = Outcome(error, strings: strings)
        }
    }

    /// The devices that get notifications (those disabled after failing for days say so), and
    /// the key this browser would subscribe with.
    func showPushDevices() async {
        state.pushApplicationServerKey = useCases.pushPolicy.applicationServerKey
        do {
            let texts = DateTexts(strings: strings, clock: useCases.calendarClock)
            state.pushDevices = try await useCases.fetchPushDevicesUseCase.execute(userID: session.user.id).map { device in
                let name = device.deviceName.isEmpty ? strings[.pushDeviceUnknown] : device.deviceName
                return PushDeviceRow(
                    id: device.id, name: name, addedText: texts.instant(device.createdAt, .pushDeviceAdded),
                    removeLabel: strings.string(.pushDeviceRemoveLabel, name),
                    disabledText: device.disabledAt.map { _ in texts.instant(device.failingSince ?? device.createdAt, .pushDeviceDisabled) }
                )
            }
        } catch {
            if state.outcome == .none { state.outcome = Outcome(error, strings: strings) }
        }
    }
}
