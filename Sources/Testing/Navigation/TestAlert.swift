/// An in-memory alert (a `UIAlertController` for tests): never chosen to present on.
///
/// ```swift
/// top.presentScreen(TestAlert(title: "Delete?"), animated: false) {}
/// ```
@MainActor
public final class TestAlert: TestScreen {
    /// Always `true`.
    override public var isAlert: Bool { true }
}
