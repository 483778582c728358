/// A protocol that provides information about an in-flight view controller transition.
///
/// Source: DougGregor/swift-concurrency-objc `iOS/UIKit/UIViewControllerTransitionCoordinator.swift`:
/// `protocol UIViewControllerTransitionCoordinatorContext : NSObjectProtocol` (the members the stand-in models);
/// main-thread-only as the header declares it (objc2-ui-kit's generated `UIViewControllerTransitionCoordinator.rs`
/// translates it `MainThreadOnly`), hence `@MainActor`.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Source: `var isAnimated: Bool { get }`.
    var isAnimated: Bool { get }
    /// Source: `var isInteractive: Bool { get }`.
    var isInteractive: Bool { get }
    /// Source: `var isCancelled: Bool { get }`.
    var isCancelled: Bool { get }
}

/// A protocol that provides support for animations associated with a view controller transition.
///
/// Source: developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
/// (`@MainActor protocol UIViewControllerTransitionCoordinator : UIViewControllerTransitionCoordinatorContext`);
/// members from DougGregor/swift-concurrency-objc `iOS/UIKit/UIViewControllerTransitionCoordinator.swift`.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Source: `func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
    /// completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool`
    /// (as Swift 6 spells it: `any UIViewControllerTransitionCoordinatorContext`).
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// The SDK's default argument `completion: … = nil`, which a protocol requirement cannot carry in Swift.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of one running transition: set on the view controllers involved, cleared when it finishes.
@MainActor
final class StandInTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let isAnimated: Bool
    let isInteractive: Bool
    private(set) var isCancelled = false
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var involved: [Weak<UIViewController>]

    init(animated: Bool, interactive: Bool = false, involving viewControllers: [UIViewController]) {
        isAnimated = animated
        isInteractive = interactive
        involved = viewControllers.map(Weak.init)
        for viewController in viewControllers {
            viewController.standInCoordinator = self
        }
    }

    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Ends the transition: runs the animations and completions, then clears itself from the view controllers.
    func finish(cancelled: Bool = false) {
        isCancelled = cancelled
        for viewController in involved.compactMap(\.object) where viewController.standInCoordinator === self {
            viewController.standInCoordinator = nil
        }
        involved = []
        let animations = self.animations
        let completions = self.completions
        self.animations = []
        self.completions = []
        for animation in animations { animation(self) }
        for completion in completions { completion(self) }
    }
}

/// A weak reference.
final class Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}
