#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What is printed before a view model's plain initializer stops the program while `request` shows its screen.
func unresolvableViewModelNote(_ request: NavigationRequest) -> String {
    let screen = request.screenType.map { "\($0)" } ?? "the screen"
    let verb = request.action == .push ? "pushing" : "presenting"
    let awaited = request.action == .push ? "navigation.pushViewControllerAndWait" : "presenter.presentAndWait"
    return """
        Harbor: \(verb) \(screen) stopped: its view model's initializer could not resolve a dependency, and a plain \
        init(container:args:) cannot hand the failure back. To make it catchable (a .resolutionFailed thrown by \
        `try await \(awaited)(\(screen).self, …)`, or passed to a completion), declare the view model's \
        init(container:args:) throws(ResolutionError) and resolve with `try container.resolveOrThrow()`.

        """
}

/// Writes `text` to standard error, unbuffered.
func writeToStandardError(_ text: String) {
    _ = write(STDERR_FILENO, text, text.utf8.count)
}
