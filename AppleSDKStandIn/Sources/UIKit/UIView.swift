/// An object that manages the content for a rectangular area on the screen.
///
/// Source: developer.apple.com/documentation/uikit/uiview (`@MainActor class UIView : UIResponder`);
/// DougGregor/swift-concurrency-objc `iOS/UIKit/UIView.swift` for the members below. Stand-in: no geometry.
@MainActor
open class UIView: UIResponder {
    /// Source: `iOS/UIKit/UIView.swift`: `var window: UIWindow? { get }`.
    open var window: UIWindow? { standInWindow ?? superview?.window }

    /// Source: `iOS/UIKit/UIView.swift`: `var superview: UIView? { get }`.
    public private(set) weak var superview: UIView?

    /// Source: `iOS/UIKit/UIView.swift`: `var subviews: [UIView] { get }`.
    public private(set) var subviews: [UIView] = []

    /// Source: `iOS/UIKit/UIView.swift`: `var isHidden: Bool`.
    open var isHidden = false

    /// Set by the simulation while the view of a view controller is on screen in a window.
    weak var standInWindow: UIWindow?

    /// Creates a view (the SDK's `init(frame:)` takes a `CGRect`; the stand-in has no geometry).
    override public init() {
        super.init()
    }

    /// Source: `iOS/UIKit/UIView.swift`: `func addSubview(_ view: UIView)`.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Source: `iOS/UIKit/UIView.swift`: `func removeFromSuperview()`.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
}
