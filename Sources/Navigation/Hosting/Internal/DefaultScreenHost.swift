#if !(canImport(SwiftUI) && canImport(UIKit))
    /// Without SwiftUI and UIKit there is no screen host unless the app (or a test) binds an ``IScreenHost``.
    @MainActor
    func defaultScreenHost() -> (any IScreenHost)? {
        nil
    }
#endif
