import Entities
import HTTPServer
import Presentation

/// Typed access to a form's or query's fields, where a missing or malformed field is a `400`
/// that says which field and why. Rules about content (a title too short) are not checked here:
/// they are the domain's, answered `422`.
struct FormFields {
    let form: URLEncodedForm

    /// A raw field longer than this is not a typing mistake but a malformed request.
    static let maxFieldLength = 10_000

    /// The `action` field: what the form asks for.
    func action() throws(HTTPError) -> String {
        try string("action")
    }

    /// A text field that must be present (it may be empty).
    func string(_ name: String) throws(HTTPError) -> String {
        guard let value = form[name] else { throw .badRequest("missing field “\(name)”") }
        guard value.count <= Self.maxFieldLength else { throw .badRequest("field “\(name)” is too long") }
        return value
    }

    /// An optional text field; absent is empty.
    func optionalString(_ name: String) throws(HTTPError) -> String {
        form[name] == nil ? "" : try string(name)
    }

    /// A positive identifier.
    func id(_ name: String) throws(HTTPError) -> Int64 {
        try Self.id(string(name), field: name)
    }

    /// A positive identifier, or nil when the field is absent or empty (a choice of "no one").
    func optionalID(_ name: String) throws(HTTPError) -> Int64? {
        guard let raw = form[name], !raw.isEmpty else { return nil }
        return try Self.id(raw, field: name)
    }

    /// A page number: absent is 1; otherwise a positive integer.
    func page(_ name: String = "page") throws(HTTPError) -> Int {
        guard let raw = form[name], !raw.isEmpty else { return 1 }
        guard raw.count <= 9, let page = Int(raw), page >= 1 else { throw .badRequest("field “\(name)” must be a page number") }
        return page
    }

    /// `true`/`false` (also `1`/`0`, `on` for a checkbox).
    func bool(_ name: String) throws(HTTPError) -> Bool {
        switch try string(name) {
        case "true", "1", "on": return true
        case "false", "0": return false
        default: throw .badRequest("field “\(name)” must be true or false")
        }
    }

    /// A checkbox: present (any of the true values) or absent.
    func checkbox(_ name: String) throws(HTTPError) -> Bool {
        form[name] == nil ? false : try bool(name)
    }

    /// A day from a date input: empty is none; anything but `YYYY-MM-DD` is malformed.
    func date(_ name: String) throws(HTTPError) -> LocalDate? {
        let raw = try optionalString(name)
        if raw.isEmpty { return nil }
        guard let date = LocalDate(raw) else { throw .badRequest("field “\(name)” must be a date (YYYY-MM-DD)") }
        return date
    }

    /// A time from a time input: empty is none; anything but `HH:MM` is malformed.
    func time(_ name: String) throws(HTTPError) -> LocalTime? {
        let raw = try optionalString(name)
        if raw.isEmpty { return nil }
        guard let time = LocalTime(raw) else { throw .badRequest("field “\(name)” must be a time (HH:MM)") }
        return time
    }

    /// A priority: `none`, `low`, `medium` or `high`.
    func priority(_ name: String) throws(HTTPError) -> Priority {
        let raw = try optionalString(name)
        if raw.isEmpty { return .none }
        guard let priority = Priority(rawValue: raw) else { throw .badRequest("field “\(name)” must be none, low, medium or high") }
        return priority
    }

    /// A reminder's alert from the alert `<select>`: `none`, or one of `ReminderAlert.choices`'
    /// minutes before (`0`, `5`, `15`, `30`, `60`, `1440`); anything else is malformed. Absent
    /// (a form without the select, the quick-add's title alone) is at the time, as a new form
    /// shows it: Apple Reminders alerts at the time once a date is set.
    func alert(_ name: String) throws(HTTPError) -> ReminderAlert? {
        guard form[name] != nil else { return .atTime }
        guard let alert = ReminderForm.alert(value: try string(name)) else {
            throw .badRequest("field “\(name)” must be none or one of \(ReminderAlert.choices.map { String($0.minutesBefore) }.joined(separator: ", "))")
        }
        return alert
    }

    /// A list's order: one of `ReminderSortOrder`'s names.
    func sortOrder(_ name: String) throws(HTTPError) -> ReminderSortOrder {
        try choice(name)
    }

    /// One of the names of a fixed set (a list's order, colour or icon); anything else is malformed.
    func choice<Value: RawRepresentable & CaseIterable>(_ name: String, of type: Value.Type = Value.self) throws(HTTPError) -> Value
    where Value.RawValue == String {
        guard let value = Value(rawValue: try string(name)) else {
            throw .badRequest("field “\(name)” must be one of \(Value.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }

    /// Where a reminder moves in its list's manual order: up or down as the action says, or
    /// (`placeReminder`, which the drag-and-drop script posts) before `beforeID` or after
    /// `afterID`, exactly one of the two.
    func placement() throws(HTTPError) -> ReminderPlacement {
        switch try action() {
        case "moveReminderUp": return .up
        case "moveReminderDown": return .down
        default:
            switch (form["beforeID"], form["afterID"]) {
            case (.some, nil): return .before(try id("beforeID"))
            case (nil, .some): return .after(try id("afterID"))
            default: throw .badRequest("give exactly one of the fields “beforeID” and “afterID”")
            }
        }
    }

    /// A positive identifier from a path segment or a field's text.
    static func id(_ raw: String, field: String) throws(HTTPError) -> Int64 {
        guard raw.count <= 18, raw.allSatisfy(\.isASCII), let id = Int64(raw), id > 0 else {
            throw .badRequest("“\(field)” must be a positive number")
        }
        return id
    }
}

extension HTTPRequest {
    /// The body's form fields, typed.
    func typedFormFields() throws(HTTPError) -> FormFields { FormFields(form: try formFields()) }

    /// The query's fields, typed.
    func typedQuery() throws(HTTPError) -> FormFields { FormFields(form: try queryItems()) }

    /// The route parameter `name` as a positive identifier; malformed is a 404, like an id that does not exist.
    func idParameter(_ name: String) throws(HTTPError) -> Int64 {
        guard let raw = parameters[name], let id = try? FormFields.id(raw, field: name) else { throw .notFound }
        return id
    }
}
