import Presentation
import Templating

/// The paths of the places every page may link or post to whatever it shows (the navigation,
/// the account forms), printed from `Route` and written into the compiled templates once at
/// start-up as `{{routes.today}}`. A place of one list or reminder is printed by its page's
/// writer instead (`ScreenStates+TemplateWritable.swift`).
enum TemplateRoutes {
    static let tree: TemplateValue = .object(TemplateObject([
        ("lists", .string(Route.lists.path)),
        ("today", .string(Route.smartList(.today).path)),
        ("scheduled", .string(Route.smartList(.scheduled).path)),
        ("flagged", .string(Route.smartList(.flagged).path)),
        ("all", .string(Route.smartList(.all).path)),
        ("completed", .string(Route.smartList(.completed).path)),
        ("search", .string(Route.search().path)),
        ("signIn", .string(Route.signIn().path)),
        ("signUp", .string(Route.signUp().path)),
        ("signOut", .string(Route.signOut.path)),
        ("account", .string(Route.account.path)),
        ("accountDeletion", .string(Route.accountDeletion.path)),
        ("accountExport", .string(Route.accountExport.path)),
        ("settings", .string(Route.settings.path)),
        ("invitations", .string(Route.invitations.path)),
        ("quickAddPreview", .string(Route.quickAddPreview(text: "").path)),
        ("forgotPassword", .string(Route.forgotPassword.path)),
        ("resetPassword", .string(Route.resetPassword().path)),
        ("confirmEmail", .string(Route.confirmEmail().path)),
    ]))
}
