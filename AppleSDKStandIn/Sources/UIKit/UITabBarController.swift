/// A container view controller that manages a multiselection interface, where the selection determines which child
/// view controller to display.
///
/// Source: developer.apple.com/documentation/uikit/uitabbarcontroller (`@MainActor class UITabBarController :
/// UIViewController`); members from DougGregor/swift-concurrency-objc `iOS/UIKit/UITabBarController.swift`.
///
/// Behaviour modelled: with more than five tabs, the fifth and later live in the "More" tab; selecting one of them
/// shows it pushed on ``moreNavigationController`` (re-parented there, as UIKit does; the More stack keeps what was
/// pushed on it while other tabs are selected), and selecting the More tab itself makes ``selectedViewController``
/// the ``moreNavigationController``.
@MainActor
open class UITabBarController: UIViewController {
    private var tabs: [UIViewController]?
    private var selected: UIViewController?
    private lazy var moreList = UIViewController()

    /// Creates a tab bar controller.
    public required init() {
        super.init()
    }

    /// Source: `UITabBarController.swift`: `var viewControllers: [UIViewController]?`.
    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Source: `UITabBarController.swift`:
    /// `func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool)`.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        for child in children {
            child.removeFromParent()
        }
        tabs = viewControllers
        for tab in viewControllers ?? [] {
            addChild(tab)
        }
        if needsMore {
            addChild(moreNavigationController)
        }
        selected = viewControllers?.first
        reparentSelection()
        refresh()
    }

    /// Source: `UITabBarController.swift`: `unowned(unsafe) var selectedViewController: @sil_unmanaged UIViewController?`.
    open var selectedViewController: UIViewController? {
        get { selected }
        set {
            selected = newValue
            reparentSelection()
            refresh()
        }
    }

    /// Source: `UITabBarController.swift`: `var selectedIndex: Int`. The More tab itself has no index.
    open var selectedIndex: Int {
        get { selected.flatMap { screen in tabs?.firstIndex { $0 === screen } } ?? Int.max }
        set { selectedViewController = tabs?[newValue] }
    }

    /// Source: `UITabBarController.swift`: `var moreNavigationController: UINavigationController { get }`.
    public private(set) lazy var moreNavigationController = UINavigationController(rootViewController: moreList)

    override var standInVisibleChildren: [UIViewController] {
        guard let selected else {
            return []
        }
        return selected.parent === moreNavigationController ? [moreNavigationController] : [selected]
    }

    /// The user taps the More tab (stand-in: the system's side).
    public func standInSelectMoreTab() {
        selectedViewController = moreNavigationController
    }

    private var needsMore: Bool { (tabs?.count ?? 0) > 5 }

    /// Shows a selected tab of the More list pushed on the More navigation controller.
    private func reparentSelection() {
        guard needsMore, let tabs else {
            return
        }
        let inMore = tabs.dropFirst(4)
        if let selected, inMore.contains(where: { $0 === selected }), selected.parent !== moreNavigationController {
            moreNavigationController.standInSet([moreList, selected])
        }
    }

    private func refresh() {
        if let window = standInWindow {
            Appearance.update(window, animated: false)
        }
    }
}

extension UINavigationController {
    /// Sets the stack at once, without a transition (UIKit's own re-parenting).
    func standInSet(_ viewControllers: [UIViewController]) {
        for child in children where !viewControllers.contains(where: { $0 === child }) {
            child.removeFromParent()
        }
        for viewController in viewControllers where viewController.parent !== self {
            viewController.removeFromParent()
            viewController.parent = self
        }
        children = viewControllers
    }
}
