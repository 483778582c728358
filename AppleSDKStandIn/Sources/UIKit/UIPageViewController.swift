/// A container view controller that manages navigation between pages of content.
///
/// Source: developer.apple.com/documentation/uikit/uipageviewcontroller (`@MainActor class UIPageViewController :
/// UIViewController`); members from DougGregor/swift-concurrency-objc `iOS/UIKit/UIPageViewController.swift`.
@MainActor
open class UIPageViewController: UIViewController {
    /// Source: `UIPageViewController.swift`: `enum NavigationDirection : Int`.
    public enum NavigationDirection: Int, Sendable {
        /// `case forward`.
        case forward
        /// `case reverse`.
        case reverse
    }

    /// Creates a page view controller.
    public required init() {
        super.init()
    }

    /// Source: `UIPageViewController.swift`: `var viewControllers: [UIViewController]? { get }`.
    open var viewControllers: [UIViewController]? { children.isEmpty ? nil : children }

    /// Source: `UIPageViewController.swift`: `func setViewControllers(_ viewControllers: [UIViewController]?,
    /// direction: UIPageViewController.NavigationDirection, animated: Bool, completion: ((Bool) -> Void)? = nil)`.
    /// A page turned away leaves `children` but is not dismissed or popped: it may come back.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?,
        direction: NavigationDirection,
        animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        for child in children {
            child.removeFromParent()
        }
        for viewController in viewControllers ?? [] {
            addChild(viewController)
        }
        UIKitStandIn.later { [self] in
            if let window = standInWindow {
                Appearance.update(window, animated: animated)
            }
            completion?(true)
        }
    }
}
