import ArgumentParser

/// The `reminders` command: serves the app (`serve`, the default, so that `reminders --port 0 …`
/// is `reminders serve --port 0 …`), or reads what it stored for the operator (`feedback list`).
@main
struct RemindersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reminders",
        abstract: "Keep lists of reminders in the browser.",
        discussion: """
            Without a subcommand, serves the app on http://HOST:PORT with its data in one SQLite \
            file: `reminders --port 0` is `reminders serve --port 0`, and `reminders serve --help` \
            lists every option of serving and its environment variable. \
            `reminders feedback list` prints the feedback people sent, one JSON object a line.
            """,
        subcommands: [ServeCommand.self, FeedbackCommand.self],
        defaultSubcommand: ServeCommand.self
    )
}
