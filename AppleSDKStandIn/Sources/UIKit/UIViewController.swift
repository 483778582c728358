/// An object that manages a view hierarchy for your UIKit app.
///
/// Source: developer.apple.com/documentation/uikit/uiviewcontroller (`@MainActor class UIViewController : UIResponder`);
/// members from DougGregor/swift-concurrency-objc `iOS/UIKit/UIViewController.swift` (cited per member as
/// "`UIViewController.swift`").
///
/// Stand-in differences:
/// - `init()` is the designated initializer and `required`. Swift code creates a view controller from a metatype
///   (`VC.Type`, as Harbor's services do) with `VC()`; for an imported Objective-C class the compiler allows it
///   because every Objective-C initializer is dispatched dynamically, while a Swift class needs `required init()`.
///   The SDK's `init(nibName:bundle:)` and `init?(coder:)` are left out (no `Bundle`, no `NSCoder` here).
/// - Appearance callbacks (`viewWillAppear(_:)` … `viewDidDisappear(_:)`) are sent when a transition finishes, the
///   "will" one right before the "did" one. A transition finishes on a later main-queue turn, animated or not.
@MainActor
open class UIViewController: UIResponder {
    /// Creates a view controller without a view (loaded on first access of ``view``).
    public required override init() {
        super.init()
    }

    // MARK: The view

    private var loadedView: UIView?

    /// Source: `UIViewController.swift`: `var view: UIView!`. Loading it calls `loadView()` then `viewDidLoad()`.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Source: `UIViewController.swift`: `@available(iOS 9.0, *) var viewIfLoaded: UIView? { get }`.
    open var viewIfLoaded: UIView? { loadedView }

    /// Source: `UIViewController.swift`: `@available(iOS 3.0, *) var isViewLoaded: Bool { get }`.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Source: `UIViewController.swift`: `func loadView()`.
    open func loadView() {
        loadedView = UIView()
    }

    /// Source: `UIViewController.swift`: `@available(iOS 9.0, *) func loadViewIfNeeded()`.
    open func loadViewIfNeeded() {
        _ = view
    }

    /// Source: `UIViewController.swift`: `func viewDidLoad()`.
    open func viewDidLoad() {}

    /// Source: `UIViewController.swift`: `func viewWillAppear(_ animated: Bool)`.
    open func viewWillAppear(_ animated: Bool) {}

    /// Source: `UIViewController.swift`: `func viewDidAppear(_ animated: Bool)`.
    open func viewDidAppear(_ animated: Bool) {}

    /// Source: `UIViewController.swift`: `func viewWillDisappear(_ animated: Bool)`.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Source: `UIViewController.swift`: `func viewDidDisappear(_ animated: Bool)`.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Source: `UIViewController.swift`: `var title: String?`.
    open var title: String?

    // MARK: Containment

    /// Source: `UIViewController.swift`: `weak var parent: @sil_weak UIViewController? { get }`.
    public internal(set) weak var parent: UIViewController?

    /// Source: `UIViewController.swift`: `@available(iOS 5.0, *) var children: [UIViewController] { get }`.
    public internal(set) var children: [UIViewController] = []

    /// Source: `UIViewController.swift`: `@available(iOS 5.0, *) func addChild(_ childController: UIViewController)`.
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    /// Source: `UIViewController.swift`: `@available(iOS 5.0, *) func removeFromParent()`.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// Source: `UIViewController.swift`: `@available(iOS 5.0, *) func willMove(toParent parent: UIViewController?)`.
    open func willMove(toParent parent: UIViewController?) {}

    /// Source: `UIViewController.swift`: `@available(iOS 5.0, *) func didMove(toParent parent: UIViewController?)`.
    open func didMove(toParent parent: UIViewController?) {}

    /// Source: `UIViewController.swift`: `@available(iOS 5.0, *) var isMovingToParent: Bool { get }`.
    public internal(set) var isMovingToParent = false

    /// Source: `UIViewController.swift`: `@available(iOS 5.0, *) var isMovingFromParent: Bool { get }`.
    public internal(set) var isMovingFromParent = false

    /// The children on screen while this container is (stand-in: what each container shows).
    var standInVisibleChildren: [UIViewController] { children }

    // MARK: Presentation

    weak var standInPresenting: UIViewController?
    var standInPresented: UIViewController?
    var standInPresentationShown = false

    /// Source: `UIViewController.swift`: `@available(iOS 5.0, *) var presentedViewController: UIViewController? { get }`;
    /// developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller ("presented by this view
    /// controller, or one of its ancestors"): a child answers for the ancestor that presents.
    open var presentedViewController: UIViewController? { standInPresented ?? parent?.presentedViewController }

    /// Source: `UIViewController.swift`: `@available(iOS 5.0, *) var presentingViewController: UIViewController? { get }`;
    /// developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller ("If the view controller was
    /// not presented modally, but one of its ancestors was, … the view controller that presented the ancestor").
    open var presentingViewController: UIViewController? { standInPresenting ?? parent?.presentingViewController }

    /// Source: `UIViewController.swift`: `@available(iOS 5.0, *) var isBeingPresented: Bool { get }`.
    public internal(set) var isBeingPresented = false

    /// Source: `UIViewController.swift`: `@available(iOS 5.0, *) var isBeingDismissed: Bool { get }`.
    public internal(set) var isBeingDismissed = false

    /// Source: `UIViewController.swift`: `@available(iOS 3.2, *) var modalPresentationStyle: UIModalPresentationStyle`.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// Source: `UIViewController.swift`: `@available(iOS 5.0, *) var definesPresentationContext: Bool`.
    open var definesPresentationContext = false

    /// Presents a view controller modally.
    ///
    /// Source: developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    /// (`func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)`).
    ///
    /// Like UIKit (developer.apple.com/documentation/uikit/uipresentationcontroller/presentingviewcontroller: "the root
    /// view controller of the window, a parent view controller that is marked as defining the current context, or the
    /// last view controller that was presented"), the presentation is handled by the nearest ancestor that defines the
    /// presentation context (or the root of the containment chain); it is refused with a logged warning, and the completion never called, when the
    /// receiver's view is not in a window or the presenter already presents.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        let presenter = presentationContext
        guard viewIfLoaded?.window != nil, let window = presenter.standInWindow else {
            UIKitStandIn.warn(
                "Attempt to present \(viewControllerToPresent.standInName) on \(standInName) whose view is not in the window hierarchy."
            )
            return
        }
        if let presented = presenter.standInPresented {
            UIKitStandIn.warn(
                "Attempt to present \(viewControllerToPresent.standInName) on \(standInName) which is already presenting \(presented.standInName)."
            )
            return
        }
        precondition(
            viewControllerToPresent.standInPresenting == nil && viewControllerToPresent.parent == nil,
            "Application tried to present modally a view controller \(viewControllerToPresent.standInName) that is already presented or has a parent."
        )
        presenter.standInPresented = viewControllerToPresent
        viewControllerToPresent.standInPresenting = presenter
        viewControllerToPresent.isBeingPresented = true
        let coordinator = StandInTransitionCoordinator(animated: flag, involving: [presenter, viewControllerToPresent])
        UIKitStandIn.later {
            viewControllerToPresent.standInPresentationShown = true
            Appearance.update(window, animated: flag)
            viewControllerToPresent.isBeingPresented = false
            coordinator.finish()
            completion?()
        }
    }

    /// Dismisses the view controller that was presented modally by the view controller.
    ///
    /// Source: developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    /// (`func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)`).
    ///
    /// Like UIKit: dismisses what the receiver (or the ancestor presenting for it) presents, with everything above it;
    /// when it presents nothing, the receiver asks its presenter to dismiss it.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let presenter: UIViewController
        if presentedViewController != nil {
            presenter = presentationOwner
        } else if let presenting = presentingViewController {
            presenter = presenting.presentationOwner
        } else {
            UIKitStandIn.later { completion?() }
            return
        }
        guard let target = presenter.standInPresented else {
            UIKitStandIn.later { completion?() }
            return
        }
        var chain: [UIViewController] = []
        var next: UIViewController? = target
        while let screen = next {
            chain.append(screen)
            next = screen.standInPresented
        }
        target.isBeingDismissed = true
        let coordinator = StandInTransitionCoordinator(animated: flag, involving: [presenter, target])
        let window = presenter.standInWindow
        UIKitStandIn.later {
            presenter.standInPresented = nil
            for screen in chain {
                screen.standInPresenting = nil
                screen.standInPresentationShown = false
                screen.standInPresented = nil
            }
            if let window {
                Appearance.update(window, animated: flag)
            }
            target.isBeingDismissed = false
            coordinator.finish()
            completion?()
            _ = chain  // the dismissed view controllers live until the transition has finished, as in UIKit
        }
    }

    // MARK: Transitions

    var standInCoordinator: StandInTransitionCoordinator?

    /// Source: DougGregor/swift-concurrency-objc `iOS/UIKit/UIViewControllerTransitionCoordinator.swift`:
    /// `@available(iOS 7.0, *) var transitionCoordinator: UIViewControllerTransitionCoordinator? { get }`
    /// and developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
    /// (`var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { get }`; "UIKit checks the view
    /// controller's ancestors"): a child answers its parent's.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        standInCoordinator ?? parent?.transitionCoordinator
    }

    // MARK: Relations to containers

    /// Source: DougGregor/swift-concurrency-objc `iOS/UIKit/UINavigationController.swift`:
    /// `var navigationController: UINavigationController? { get }`.
    open var navigationController: UINavigationController? {
        parent as? UINavigationController ?? parent?.navigationController
    }

    /// Source: DougGregor/swift-concurrency-objc `iOS/UIKit/UITabBarController.swift`:
    /// `var tabBarController: UITabBarController? { get }`.
    open var tabBarController: UITabBarController? { parent as? UITabBarController ?? parent?.tabBarController }

    /// Source: DougGregor/swift-concurrency-objc `iOS/UIKit/UISplitViewController.swift`:
    /// `var splitViewController: UISplitViewController? { get }`.
    open var splitViewController: UISplitViewController? {
        parent as? UISplitViewController ?? parent?.splitViewController
    }

    // MARK: Stand-in bookkeeping

    /// The root of the containment and presentation chain this view controller is in.
    var standInRoot: UIViewController {
        var top = self
        while let next = top.parent ?? top.standInPresenting {
            top = next
        }
        return top
    }

    /// The window whose root this view controller's chain hangs from.
    var standInWindow: UIWindow? { standInRoot.standInHostWindow }

    weak var standInHostWindow: UIWindow?

    /// Who handles a presentation asked of this view controller: the nearest ancestor defining the context, else the
    /// root of the containment chain.
    private var presentationContext: UIViewController {
        var current = self
        while !current.definesPresentationContext, let parent = current.parent {
            current = parent
        }
        return current
    }

    /// Who presents for this view controller: itself or the ancestor whose presentation it answers with.
    private var presentationOwner: UIViewController {
        var current = self
        while current.standInPresented == nil, let parent = current.parent {
            current = parent
        }
        return current
    }

    var standInName: String { title ?? String(describing: type(of: self)) }
}

/// Modal presentation styles available when presenting view controllers.
///
/// Source: DougGregor/swift-concurrency-objc `iOS/UIKit/UIViewController.swift`: `enum UIModalPresentationStyle : Int`
/// (cases and availability as there; the stand-in declares the ones whose behaviour it models).
public enum UIModalPresentationStyle: Int, Sendable {
    /// `case fullScreen`: the presenter's views leave the window once the presentation has finished.
    case fullScreen = 0
    /// `@available(iOS 3.2, *) case pageSheet`: the presenter stays in the window.
    case pageSheet = 1
    /// `@available(iOS 3.2, *) case formSheet`.
    case formSheet = 2
    /// `@available(iOS 8.0, *) case overFullScreen`.
    case overFullScreen = 5
    /// `@available(iOS 13.0, *) case automatic` (a page sheet, as on iOS 13 and later).
    case automatic = -2
}
