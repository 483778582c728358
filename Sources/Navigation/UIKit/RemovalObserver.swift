#if canImport(UIKit) && !os(watchOS)
    import ObjectiveC
    import UIKit

    /// Reports when a view controller is gone for good: an object associated with it
    /// (`objc_setAssociatedObject`), released when the view controller is deallocated.
    ///
    /// Deallocation is the one signal that covers every way out (dismissed or popped by code or by the user's
    /// gesture, popped from below while not visible, a presented chain dismissed from below) and never fires for a
    /// view controller that is only moved (split view collapse and expand, a page turned away and kept, a tab moved
    /// into "More"). It adds no child view controller, loads no view, and works for containers. A view controller
    /// kept alive by the app (a cache, a retain cycle) reports only once it is released.
    final class RemovalObserver {
        private var handlers: [@MainActor () -> Void] = []

        /// The key of the association: the address of this static, unique for the process
        /// (`objc_setAssociatedObject` takes its key as a raw pointer, so the static is `var`).
        nonisolated(unsafe) private static var key: UInt8 = 0

        /// The observer of `viewController`, associated with it the first time.
        @MainActor
        static func attached(to viewController: UIViewController) -> RemovalObserver {
            withUnsafePointer(to: &key) { key in
                if let existing = objc_getAssociatedObject(viewController, key) as? RemovalObserver {
                    return existing
                }
                let observer = RemovalObserver()
                objc_setAssociatedObject(viewController, key, observer, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                return observer
            }
        }

        @MainActor
        func add(_ handler: @escaping @MainActor () -> Void) {
            handlers.append(handler)
        }

        deinit {
            // Deallocation may happen inside a UIKit transition: report on a later turn of the main actor.
            let handlers = self.handlers
            Task { @MainActor in
                for handler in handlers {
                    handler()
                }
            }
        }
    }
#endif
