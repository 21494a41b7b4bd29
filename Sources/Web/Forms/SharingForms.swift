import Domain
import Entities
import HTTPServer
import Presentation

/// The forms of a list's share page (`/lists/5/share`), decoded into its actions: the owner's
/// invitation, role change, removal and withdrawal, and a member's leaving and choices. The list is the
/// address's; an unknown action or a malformed field is a `400`.
public enum ShareListForm {
    /// The action a form posted to the share page of list `listID` asks for.
    public static func action(from form: URLEncodedForm, listID: ReminderList.ID) throws(HTTPError) -> ShareListViewModel.Action {
        let fields = FormFields(form: form)
        switch try fields.action() {
        case "invite": return .invite(listID: listID, email: try fields.string("email"), role: try fields.choice("role"))
        case "setRole": return .change(listID: listID, .setRole(try fields.id("member"), try fields.choice("role")))
        case "removeMember": return .change(listID: listID, .remove(try fields.id("member")))
        case "transferList": return .change(listID: listID, .transfer(to: try fields.id("member")))
        case "withdrawInvitation": return .change(listID: listID, .withdraw(try fields.id("invitation")))
        case "leaveList": return .leave(listID: listID)
        case "setPreferences":
            let preferences = ListPreferences(inSmartLists: try fields.checkbox("inSmartLists"), receivesAlerts: try fields.checkbox("receivesAlerts"))
            return .setPreferences(listID: listID, preferences)
        case let other: throw .badRequest("unknown action “\(other)”")
        }
    }
}

/// The forms of the invitations page (`/invitations`): accept or decline one invitation.
public enum InvitationsForm {
    /// The action a posted form asks for; an unknown action or a malformed field is a `400`.
    public static func action(from form: URLEncodedForm) throws(HTTPError) -> InvitationsViewModel.Action {
        let fields = FormFields(form: form)
        switch try fields.action() {
        case "acceptInvitation": return .answered(id: try fields.id("invitation"), accept: true)
        case "declineInvitation": return .answered(id: try fields.id("invitation"), accept: false)
        case let other: throw .badRequest("unknown action “\(other)”")
        }
    }
}
