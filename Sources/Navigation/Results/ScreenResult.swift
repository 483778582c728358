/// The value a screen hands back to whoever presented or pushed it; kept by an ``IReturnsResult`` view model.
///
/// The caller receives the value when the screen has left the hierarchy: after ``finish(with:)`` closed it,
/// or `nil` when it was closed without a value (by ``PresenterService/dismiss(animated:completion:)``, by
/// popping, or by the user's swipe-down or back gesture).
@MainActor
public final class ScreenResult<Value> {
    /// The value set by ``finish(with:)``, if any.
    public private(set) var value: Value?

    private var close: (@MainActor () -> Void)?

    /// Creates an empty result.
    public init() {}

    /// Records `value` and closes the screen (dismissed if it was presented, popped if it was pushed).
    ///
    /// - Parameter value: What the caller receives.
    public func finish(with value: Value) {
        self.value = value
        let close = self.close
        self.close = nil
        close?()
    }

    /// Installed by the services when the screen is shown: how to close it.
    func install(close: @escaping @MainActor () -> Void) {
        self.close = close
    }
}

/// A type-erased ``ScreenResult`` the services keep until the screen is gone.
@MainActor
protocol AnyScreenResult: AnyObject {
    var anyValue: Any? { get }
    func install(close: @escaping @MainActor () -> Void)
}

extension ScreenResult: AnyScreenResult {
    var anyValue: Any? { value.map { $0 as Any } }
}
