/// The backdrop for your app's user interface and the object that dispatches events to your views.
///
/// Source: developer.apple.com/documentation/uikit/uiwindow (`@MainActor class UIWindow : UIView`); members from
/// DougGregor/swift-concurrency-objc `iOS/UIKit/UIWindow.swift` (cited as "`UIWindow.swift`").
@MainActor
open class UIWindow: UIView {
    /// Source: `UIWindow.swift`: `struct Level : … RawRepresentable` with `static let normal`, `alert`, `statusBar`
    /// (raw values as documented: 0, 2000, 1000).
    public struct Level: RawRepresentable, Hashable, Sendable {
        /// Source: `init(rawValue: CGFloat)` (stand-in: `Double`, there is no `CGFloat` here).
        public init(rawValue: Double) { self.rawValue = rawValue }
        /// Source: `let rawValue: CGFloat`.
        public let rawValue: Double
        /// Source: `static let normal: UIWindow.Level`.
        public static let normal = Level(rawValue: 0)
        /// Source: `static let alert: UIWindow.Level`.
        public static let alert = Level(rawValue: 2000)
        /// Source: `static let statusBar: UIWindow.Level`.
        public static let statusBar = Level(rawValue: 1000)
    }

    var standInOnScreen: [Weak<UIViewController>] = []

    /// Creates a window without a scene (`init()`, as Swift imports `NSObject`'s).
    override public init() {
        super.init()
        isHidden = true
    }

    /// Source: `UIWindow.swift`: `@available(iOS 13.0, *) init(windowScene: UIWindowScene)`.
    public init(windowScene: UIWindowScene) {
        super.init()
        isHidden = true
        self.windowScene = windowScene
        windowScene.standInWindows.append(Weak(self))  // observers do not run for assignments in an initializer
    }

    /// Source: `UIWindow.swift`: `@available(iOS 13.0, *) weak var windowScene: @sil_weak UIWindowScene?`.
    open weak var windowScene: UIWindowScene? {
        didSet {
            oldValue?.standInWindows.removeAll { $0.object === self || $0.object == nil }
            windowScene?.standInWindows.append(Weak(self))
        }
    }

    /// Source: `UIWindow.swift`: `var windowLevel: UIWindow.Level`.
    open var windowLevel: Level = .normal

    /// Source: `UIWindow.swift`: `var isKeyWindow: Bool { get }` (iOS 15 and later: key in its scene).
    open var isKeyWindow: Bool { windowScene?.keyWindow === self }

    /// Source: `UIWindow.swift`: `func makeKeyAndVisible()`.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Source: `UIWindow.swift`: `func makeKey()`.
    open func makeKey() {
        windowScene?.standInKeyWindow = Weak(self)
        Appearance.update(self, animated: false)
    }

    override open var isHidden: Bool {
        didSet { Appearance.update(self, animated: false) }
    }

    override open var window: UIWindow? { self }

    /// Source: `UIWindow.swift`: `@available(iOS 4.0, *) var rootViewController: UIViewController?`.
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.standInHostWindow = nil
            rootViewController?.standInHostWindow = self
            Appearance.update(self, animated: false)
        }
    }
}
