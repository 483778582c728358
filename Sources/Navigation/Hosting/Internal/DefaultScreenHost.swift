#if !(canImport(SwiftUI) && canImport(UIKit) && !os(watchOS))
    /// Without SwiftUI and UIKit there is no screen host unless the app (or a test) binds an ``IScreenHost``.
    @MainActor
    func defaultScreenHost() -> (any IScreenHost)? {
        nil
    }
#endif
