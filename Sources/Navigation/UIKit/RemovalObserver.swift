#if canImport(UIKit)
    import UIKit

    /// A hidden child view controller that reports when its parent leaves the hierarchy for good: its
    /// `viewDidDisappear(_:)` runs inside the parent's, where the parent (or one of its own parents) reports
    /// `isBeingDismissed` (dismissed, including by swipe-down) or `isMovingFromParent` (popped, including by the
    /// back gesture). A cancelled interactive gesture never reaches `viewDidDisappear(_:)`.
    final class RemovalObserver: UIViewController {
        private var handlers: [@MainActor () -> Void] = []

        /// The observer of `screen`, added as a hidden child the first time.
        static func attached(to screen: UIViewController) -> RemovalObserver {
            if let existing = screen.children.lazy.compactMap({ $0 as? RemovalObserver }).first {
                return existing
            }
            let observer = RemovalObserver()
            screen.addChild(observer)
            observer.view.isHidden = true
            observer.view.frame = .zero
            screen.view.addSubview(observer.view)
            observer.didMove(toParent: screen)
            return observer
        }

        func add(_ handler: @escaping @MainActor () -> Void) {
            handlers.append(handler)
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            var ancestor = parent
            while let screen = ancestor {
                if screen.isBeingDismissed || screen.isMovingFromParent {
                    let handlers = self.handlers
                    self.handlers = []
                    for handler in handlers {
                        handler()
                    }
                    return
                }
                ancestor = screen.parent
            }
        }
    }
#endif
