import Presentation
import Templating

extension ShareListViewModel.State: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(title, for: "title")
        fields.write(listName, for: "listName")
        fields.write(Route.list(listID), for: "listPath")
        fields.write(isOwner, for: "isOwner")
        fields.write(preferences.inSmartLists, for: "inSmartLists")
        fields.write(preferences.receivesAlerts, for: "receivesAlerts")
        try fields.write(members, for: "members")
        try fields.write(invitations, for: "invitations")
        fields.write(!invitations.isEmpty, for: "hasInvitations")
        fields.write(email, for: "email")
        try fields.write(roleChoices, for: "roleChoices")
        try fields.write(errors, for: "errors")
    }
}

extension ShareListViewModel.MemberRow: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(id, for: "id")
        fields.write(name, for: "name")
        fields.write(email, for: "email")
        fields.write(roleName, for: "roleName")
        fields.write(isYou, for: "isYou")
        // Only a member leaves: the owner's own row offers nothing.
        fields.write(isYou && role != .owner, for: "canLeave")
        try fields.write(roleChoices, for: "roleChoices")
        fields.write(!roleChoices.isEmpty, for: "canManage")
    }
}

extension ShareListViewModel.InvitationRow: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(id, for: "id")
        fields.write(email, for: "email")
        fields.write(roleName, for: "roleName")
        fields.write(expires, for: "expires")
    }
}

extension InvitationsViewModel.State: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(title, for: "title")
        try fields.write(invitations, for: "invitations")
        fields.write(!invitations.isEmpty, for: "hasInvitations")
        fields.write(canAccept, for: "canAccept")
        fields.write(unconfirmedMessage, for: "unconfirmedMessage")
        fields.write(emptyMessage, for: "emptyMessage")
    }
}

extension InvitationsViewModel.Row: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(id, for: "id")
        fields.write(text, for: "text")
        fields.write(expires, for: "expires")
    }
}
