import HTTPServer
import Presentation

/// The sign-in form, decoded into its action.
public enum SignInForm {
    /// The action the posted form asks for; a missing field is a `400`. `next` is kept only when
    /// it is a local path.
    public static func action(from form: URLEncodedForm) throws(HTTPError) -> SignInViewModel.Action {
        let fields = FormFields(form: form)
        return .signInTapped(email: try fields.string("email"), password: try fields.string("password"), next: try Route.next(in: fields))
    }
}

/// The sign-up form, decoded into its action.
public enum SignUpForm {
    /// The action the posted form asks for; a missing field is a `400`.
    public static func action(from form: URLEncodedForm) throws(HTTPError) -> SignUpViewModel.Action {
        let fields = FormFields(form: form)
        return .signUpTapped(
            email: try fields.string("email"), displayName: try fields.string("displayName"),
            password: try fields.string("password"), timeZone: try fields.optionalString("timeZone"), next: try Route.next(in: fields)
        )
    }
}

/// The forms of the account page and its deletion confirmation, and the header's sign-out
/// button, decoded into the account page's actions.
public enum AccountForm {
    /// The action a form posted to `/account` or `/account/delete` asks for; unknown or malformed is a `400`.
    public static func action(from form: URLEncodedForm) throws(HTTPError) -> AccountViewModel.Action {
        let fields = FormFields(form: form)
        switch try fields.action() {
        case "saveDisplayName":
            return .saveDisplayNameTapped(displayName: try fields.string("displayName"))
        case "changePassword":
            return .changePasswordTapped(currentPassword: try fields.string("currentPassword"), newPassword: try fields.string("newPassword"))
        case "signOutOthers":
            return .signOutOthersTapped
        case "sendConfirmation":
            return .sendConfirmationTapped
        case "deleteAccount":
            return .deleteAccountConfirmed(password: try fields.string("password"))
        case let other:
            throw .badRequest("unknown action “\(other)”")
        }
    }

    /// The sign-out button's post: it carries nothing but the form token, and always means sign out.
    public static func signOutAction(from form: URLEncodedForm) -> AccountViewModel.Action {
        .signOutTapped
    }
}

/// The forgot-password form, decoded into its action.
enum ForgotPasswordForm {
    /// The action the posted form asks for; a missing field is a `400`.
    static func action(from fields: FormFields) throws(HTTPError) -> ForgotPasswordViewModel.Action {
        .sendLinkTapped(email: try fields.string("email"))
    }
}

/// The new-password form a reset link opens, decoded into its action: the link's token travels
/// in a hidden field.
enum ResetPasswordForm {
    /// The action the posted form asks for; a missing field is a `400`.
    static func action(from fields: FormFields) throws(HTTPError) -> ResetPasswordViewModel.Action {
        .savePasswordTapped(token: try fields.string(Route.QueryName.token), newPassword: try fields.string("newPassword"))
    }
}

/// The confirmation page's button, decoded into its action: the link's token in a hidden field.
enum ConfirmEmailForm {
    /// The action the posted form asks for; a missing token is a `400`.
    static func action(from fields: FormFields) throws(HTTPError) -> ConfirmEmailViewModel.Action {
        .confirmTapped(token: try fields.string(Route.QueryName.token))
    }
}
