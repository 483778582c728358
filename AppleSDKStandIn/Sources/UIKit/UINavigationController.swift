/// A container view controller that defines a stack-based scheme for navigating hierarchical content.
///
/// Source: developer.apple.com/documentation/uikit/uinavigationcontroller
/// (`@MainActor class UINavigationController : UIViewController`); members from DougGregor/swift-concurrency-objc
/// `iOS/UIKit/UINavigationController.swift` (cited as "`UINavigationController.swift`").
///
/// Behaviour modelled: an animated push, pop or `setViewControllers` runs a transition with a `transitionCoordinator`
/// and finishes on a later main-queue turn; without animation `viewControllers` changes at once but the new top's
/// view enters the window only on a later turn (UIKit's next layout pass). Removed view controllers report
/// `isMovingFromParent` during their `viewDidDisappear(_:)` and keep their parent until the transition has finished.
@MainActor
open class UINavigationController: UIViewController {
    /// Source: `UINavigationController.swift`: `init(rootViewController: UIViewController)`; UINavigationController.h:
    /// "Initializer that also pushes the root view controller without animation", so a navigation controller as the
    /// root stops the process as ``pushViewController(_:animated:)`` does.
    public init(rootViewController: UIViewController) {
        super.init()
        Self.refuseNavigationController(rootViewController)
        addChild(rootViewController)
    }

    /// Creates an empty navigation controller (`init()`, as Swift imports `NSObject`'s).
    public required init() {
        super.init()
    }

    /// Source: `UINavigationController.swift`: `var viewControllers: [UIViewController]`.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Source: `UINavigationController.swift`: `var topViewController: UIViewController? { get }`.
    open var topViewController: UIViewController? { children.last }

    /// Source: `UINavigationController.swift`: `var visibleViewController: UIViewController? { get }`.
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    override var standInVisibleChildren: [UIViewController] { children.last.map { [$0] } ?? [] }

    /// Source: `UINavigationController.swift`: `func pushViewController(_ viewController: UIViewController, animated: Bool)`.
    ///
    /// Stops the process, as UIKit raises `NSInvalidArgumentException` (an app crash), when `viewController` is a
    /// navigation controller ("Pushing a navigation controller is not supported") or already in the stack
    /// ("Pushing the same view controller instance more than once is not supported"). UINavigationController.h says
    /// of the second "Has no effect if the view controller is already in the stack"; UIKit raises since iOS 10, and
    /// the stand-in follows what UIKit does (listed in AppleSDKStandIn.md).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        Self.refuseNavigationController(viewController)
        if children.contains(where: { $0 === viewController }) {
            UIKitStandIn.raise(
                "NSInvalidArgumentException",
                "Pushing the same view controller instance more than once is not supported (\(type(of: viewController)))"
            )
        }
        var stack = children
        stack.append(viewController)
        setViewControllers(stack, animated: animated)
    }

    /// Source: `UINavigationController.swift`: `func popViewController(animated: Bool) -> UIViewController?`.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1 else {
            return nil
        }
        return popToViewController(children[children.count - 2], animated: animated)?.first
    }

    /// Source: `UINavigationController.swift`:
    /// `func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]?`.
    ///
    /// UINavigationController.h: "Pops view controllers until the one specified is on top". A view controller not
    /// in the stack stops the process, as UIKit raises `NSInvalidArgumentException` ("Tried to pop to a view
    /// controller that doesn't exist.").
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else {
            UIKitStandIn.raise("NSInvalidArgumentException", "Tried to pop to a view controller that doesn't exist.")
        }
        let popped = Array(children[(index + 1)...])
        setViewControllers(Array(children[...index]), animated: animated)
        return popped
    }

    /// Source: `UINavigationController.swift`: `func popToRootViewController(animated: Bool) -> [UIViewController]?`.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = children.first else {
            return nil
        }
        return popToViewController(root, animated: animated)
    }

    /// Source: `UINavigationController.swift`:
    /// `@available(iOS 3.0, *) func setViewControllers(_ viewControllers: [UIViewController], animated: Bool)`.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let kept = Set(viewControllers.map(ObjectIdentifier.init))
        let removed = children.filter { !kept.contains(ObjectIdentifier($0)) }
        let added = viewControllers.filter { $0.parent !== self }
        for viewController in removed {
            viewController.isMovingFromParent = true
        }
        for viewController in added {
            viewController.removeFromParent()
            viewController.parent = self
            viewController.isMovingToParent = true
        }
        children = viewControllers
        let window = standInWindow
        let coordinator =
            animated && window != nil ? StandInTransitionCoordinator(animated: true, involving: [self]) : nil
        UIKitStandIn.later { [self] in
            if let window {
                Appearance.update(window, animated: animated)
            }
            for viewController in removed {
                viewController.isMovingFromParent = false
                if viewController.parent === self {
                    viewController.parent = nil
                }
            }
            for viewController in added {
                viewController.isMovingToParent = false
            }
            coordinator?.finish()
        }
    }

    /// UIKit raises `NSInvalidArgumentException` for a navigation controller pushed on another, or made its root.
    private static func refuseNavigationController(_ viewController: UIViewController) {
        if viewController is UINavigationController {
            UIKitStandIn.raise("NSInvalidArgumentException", "Pushing a navigation controller is not supported")
        }
    }

    func standInInteractivePop(completes: Bool) {
        guard children.count > 1 else {
            return
        }
        guard completes else {
            let coordinator = StandInTransitionCoordinator(animated: true, interactive: true, involving: [self])
            UIKitStandIn.later { coordinator.finish(cancelled: true) }
            return
        }
        popViewController(animated: true)
    }
}
