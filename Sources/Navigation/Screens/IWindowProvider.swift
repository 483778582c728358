/// Where the services find the window to navigate in.
///
/// Bind it in the container before the services are first resolved; without a binding the services use the
/// key window of the foreground-active window scene on UIKit (`KeyWindowProvider`) and have no window
/// elsewhere.
///
/// ```swift
/// let provider = FixedWindowProvider(window)  // on the main actor, at launch
/// container.bind((any IWindowProvider).self) { _ in provider }
/// ```
@MainActor
public protocol IWindowProvider: AnyObject, Sendable {
    /// The window to navigate in now, or `nil` when there is none.
    var window: (any IScreenWindow)? { get }
}
