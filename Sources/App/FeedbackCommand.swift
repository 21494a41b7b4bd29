import ArgumentParser

/// `reminders feedback`: the operator's view of the feedback people sent.
struct FeedbackCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feedback",
        abstract: "Read the feedback people sent from the Settings page.",
        subcommands: [FeedbackListCommand.self]
    )
}
