#if !canImport(UIKit)
    /// Without UIKit there is no window unless the app binds an ``IWindowProvider``.
    @MainActor
    func defaultWindowProvider() -> (any IWindowProvider)? {
        nil
    }
#endif
