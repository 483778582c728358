import Dispatch
import Foundation

/// Ends the current process with a failure after `seconds`: the deadline of a child process (an exit test) whose
/// failure would be a hang rather than a crash.
func exitOnDeadline(seconds: Int = 30) {
    DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds)) { exit(2) }
}
