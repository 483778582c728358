/// A container view controller that implements a hierarchical interface.
///
/// Source: developer.apple.com/documentation/uikit/uisplitviewcontroller (`@MainActor class UISplitViewController :
/// UIViewController`); members from DougGregor/swift-concurrency-objc `iOS/UIKit/UISplitViewController.swift`
/// (cited as "`UISplitViewController.swift`").
///
/// Behaviour modelled:
/// - Classic style (`init()`): `viewControllers` is `[primary, secondary]` when expanded; collapsing pushes the
///   secondary onto the primary navigation controller (re-parenting it, not removing it) and leaves `[primary]`.
/// - Column style (iOS 14, `init(style:)`): each column's view controller except the compact column's is wrapped in a
///   navigation controller (UISplitViewController.h, `setViewController:forColumn:`: "If the vc is not a
///   UINavigationController, one will be created, except for UISplitViewControllerColumnCompact."), and
///   `viewControllers` lists the columns' navigation controllers, primary first, secondary last; collapsed, it is
///   the compact column's view controller as set (UISplitViewController.h, `UISplitViewControllerColumnCompact`: "If a
///   vc is set for this column, it will be used when the UISVC is collapsed, instead of stacking the vc’s for the
///   Primary, Supplementary, and Secondary columns"), or, without one, the primary's with the other columns stacked
///   on it.
@MainActor
open class UISplitViewController: UIViewController {
    /// Source: `UISplitViewController.swift`: `@available(iOS 14.0, *) enum Style : Int`.
    public enum Style: Int, Sendable {
        /// `case unspecified` (classic).
        case unspecified
        /// `case doubleColumn`.
        case doubleColumn
        /// `case tripleColumn`.
        case tripleColumn
    }

    /// Source: `UISplitViewController.swift`: `@available(iOS 14.0, *) enum Column : Int`.
    public enum Column: Int, Sendable {
        /// `case primary`.
        case primary
        /// `case supplementary`.
        case supplementary
        /// `case secondary`.
        case secondary
        /// `case compact`.
        case compact
    }

    /// Source: `UISplitViewController.swift`: `@available(iOS 14.0, *) var style: UISplitViewController.Style { get }`.
    public let style: Style

    private var classic: [UIViewController] = []
    private var columns: [Column: UIViewController] = [:]
    private var collapsed = false

    /// Creates a classic split view controller.
    public required init() {
        style = .unspecified
        super.init()
    }

    /// Source: `UISplitViewController.swift`: `@available(iOS 14.0, *) init(style: UISplitViewController.Style)`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// Source: `UISplitViewController.swift`: `var viewControllers: [UIViewController]`.
    open var viewControllers: [UIViewController] {
        get {
            guard style != .unspecified else {
                return classic
            }
            if collapsed {
                return [columns[.compact] ?? columns[.primary]].compactMap { $0 }
            }
            let order: [Column] =
                style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            return order.compactMap { columns[$0] }
        }
        set {
            for child in children {
                child.removeFromParent()
            }
            classic = newValue
            for viewController in newValue {
                addChild(viewController)
            }
            refresh()
        }
    }

    /// Source: `UISplitViewController.swift`: `@available(iOS 8.0, *) var isCollapsed: Bool { get }`.
    open var isCollapsed: Bool { collapsed }

    /// Source: `UISplitViewController.swift`:
    /// `@available(iOS 14.0, *) func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column)`.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        columns[column]?.removeFromParent()
        guard let vc else {
            columns[column] = nil
            return
        }
        let shown =
            column == .compact || vc is UINavigationController ? vc : UINavigationController(rootViewController: vc)
        columns[column] = shown
        addChild(shown)
        refresh()
    }

    /// Source: `UISplitViewController.swift`:
    /// `@available(iOS 14.0, *) func viewController(for column: UISplitViewController.Column) -> UIViewController?`.
    /// (Stand-in: answers the column's navigation controller, where UIKit answers the view controller set for it; the
    /// compact column's view controller is not wrapped, so both answer it.)
    open func viewController(for column: Column) -> UIViewController? {
        columns[column]
    }

    override var standInVisibleChildren: [UIViewController] { viewControllers }

    /// The size class becomes compact (stand-in: the system's side): the interface collapses.
    public func standInCollapse() {
        guard !collapsed else {
            return
        }
        collapsed = true
        if style == .unspecified, classic.count == 2, let primary = classic[0] as? UINavigationController {
            let secondary = classic[1]
            classic = [primary]
            primary.standInSet(primary.children + [secondary])
        } else if style != .unspecified, columns[.compact] == nil,
            let primary = columns[.primary] as? UINavigationController
        {
            let stacked = [Column.supplementary, .secondary].compactMap { columns[$0] }
            primary.standInSet(primary.children + stacked)
        }
        refresh()
    }

    /// The size class becomes regular again (stand-in: the system's side): the interface expands.
    public func standInExpand() {
        guard collapsed else {
            return
        }
        collapsed = false
        if style == .unspecified, let primary = classic.first as? UINavigationController,
            primary.children.count > 1, let secondary = primary.children.last
        {
            primary.standInSet(Array(primary.children.dropLast()))
            addChild(secondary)
            classic = [primary, secondary]
        } else if style != .unspecified, columns[.compact] == nil,
            let primary = columns[.primary] as? UINavigationController
        {
            let stacked = [Column.supplementary, .secondary].compactMap { columns[$0] }
            primary.standInSet(primary.children.filter { child in !stacked.contains { $0 === child } })
            for navigation in stacked {
                addChild(navigation)
            }
        }
        refresh()
    }

    private func refresh() {
        if let window = standInWindow {
            Appearance.update(window, animated: false)
        }
    }
}
