/// Which view controllers are on screen in a window, and the appearance callbacks when that changes.
@MainActor
enum Appearance {
    /// Recomputes what `window` shows and sends `viewWillDisappear`/`viewDidDisappear` to the view controllers that
    /// left it (children included), then `viewWillAppear`/`viewDidAppear` to those that entered it (loading their
    /// views), as UIKit does when a transition ends.
    static func update(_ window: UIWindow, animated: Bool) {
        let shown = window.isHidden ? [] : visible(in: window)
        let shownIDs = Set(shown.map(ObjectIdentifier.init))
        let previous = window.standInOnScreen
        window.standInOnScreen = shown.map(Weak.init)
        let previousIDs = Set(previous.compactMap(\.object).map(ObjectIdentifier.init))
        for viewController in previous.compactMap(\.object) where !shownIDs.contains(ObjectIdentifier(viewController)) {
            viewController.viewWillDisappear(animated)
            viewController.viewIfLoaded?.standInWindow = nil
            viewController.viewDidDisappear(animated)
        }
        for viewController in shown where !previousIDs.contains(ObjectIdentifier(viewController)) {
            viewController.viewWillAppear(animated)
            viewController.view.standInWindow = window
            viewController.viewDidAppear(animated)
        }
    }

    private static func visible(in window: UIWindow) -> [UIViewController] {
        guard var start = window.rootViewController else {
            return []
        }
        // A finished full-screen presentation hides everything under it.
        var current: UIViewController? = start
        while let screen = current {
            if let presented = screen.standInPresented, presented.standInPresentationShown,
                presented.modalPresentationStyle == .fullScreen
            {
                start = presented
            }
            current = screen.standInPresented
        }
        var result: [UIViewController] = []
        collect(start, into: &result)
        return result
    }

    private static func collect(_ viewController: UIViewController, into result: inout [UIViewController]) {
        result.append(viewController)
        for child in viewController.standInVisibleChildren {
            collect(child, into: &result)
        }
        if let presented = viewController.standInPresented, presented.standInPresentationShown {
            collect(presented, into: &result)
        }
    }
}
