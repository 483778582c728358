/// What is printed before a view model's plain initializer stops the program while a request shows its screen:
/// the screen, and how to make the failure catchable. The text is only made if it is printed.
///
/// `@unchecked Sendable`: it holds an immutable action and a metatype, both safe to read from any thread.
struct UnresolvableViewModelNote: CustomStringConvertible, @unchecked Sendable {
    private let action: NavigationRequest.Action
    private let screenType: Any.Type?

    init(_ request: NavigationRequest) {
        action = request.action
        screenType = request.screenType
    }

    var description: String {
        let screen = screenType.map { "\($0)" } ?? "the screen"
        let verb = action == .push ? "pushing" : "presenting"
        let awaited = action == .push ? "navigation.pushViewControllerAndWait" : "presenter.presentAndWait"
        return """
            Harbor: \(verb) \(screen) stopped: its view model's initializer could not resolve a dependency, and a \
            plain init(container:args:) cannot hand the failure back. To make it catchable (a .resolutionFailed \
            thrown by `try await \(awaited)(\(screen).self, …)`, or passed to a completion), declare the view \
            model's init(container:args:) throws(ResolutionError) and resolve with `try container.resolveOrThrow()`.

            """
    }
}
