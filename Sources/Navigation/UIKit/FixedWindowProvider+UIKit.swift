#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension FixedWindowProvider {
        /// Creates a provider of a UIKit window.
        ///
        /// ```swift
        /// let provider = FixedWindowProvider(window)
        /// container.bind((any IWindowProvider).self) { _ in provider }
        /// ```
        ///
        /// - Parameter window: The window; the provider does not keep it alive.
        public convenience init(_ window: UIWindow) {
            self.init(windowTypeName: String(describing: type(of: window))) { [weak window] in
                window.map(WindowScreen.init)
            }
        }
    }
#endif
