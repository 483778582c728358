/// What is printed before a view model's plain initializer stops the program while a request shows its screen:
/// one line naming the screen, so that the container's message right after it (the cause, then how to make the
/// failure catchable, which applies here: the services resolve the view model with `resolveOrThrow`) reads as
/// its explanation. The text is only made if it is printed.
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
        return "Harbor: \(verb) \(screen) stopped: its view model could not be created. The cause:\n"
    }
}
