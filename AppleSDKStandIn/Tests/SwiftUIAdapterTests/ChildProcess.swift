import Dispatch

/// Ends the child process of an exit test that hangs, with a message, so that the test fails instead of hanging the
/// run. The deadline is a safety net, far above what a run takes.
func armChildDeadline(seconds: Int = 60) {
    DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds)) {
        fatalError("the child process did not finish within \(seconds) s")
    }
}
