import ArgumentParser
import Foundation

/// How a subcommand ends in failure: a clear message on standard error, then an exit code.
enum CommandFailure {
    /// Writes "reminders: error: `message`" to standard error; throw the exit code it returns.
    static func exit(_ code: Int32, _ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("reminders: error: \(message)\n".utf8))
        return ExitCode(code)
    }
}
