/// The one place where screens are created from their type and where the engine gets its ``IScreen`` node for
/// an ``IPresentableScreen``: an ``IInstantiableScreen`` is created with `init()` and is its own node; on UIKit a
/// view controller is created with `VC()` and wrapped (`Platform+UIKit.swift`).
@MainActor
enum ScreenFactory {
    /// A new, empty `VC`.
    ///
    /// - Throws: ``NavigationError/notCreatable(typeName:)`` for a type that adopts ``IPresentableScreen`` itself.
    static func make<VC: IPresentableScreen>(_ type: VC.Type) throws(NavigationError) -> VC {
        if let instantiable = type as? any IInstantiableScreen.Type, let screen = instantiable.init() as? VC {
            return screen
        }
        if let screen = platformMake(type) {
            return screen
        }
        throw .notCreatable(typeName: String(describing: type))
    }

    /// The node the engine walks for `object`: the object itself when it is a screen, else its platform
    /// wrapper (a view controller's, on UIKit).
    static func node(for object: any IPresentableScreen) -> any IScreen {
        if let screen = object as? any IScreen {
            return screen
        }
        if let node = platformNode(for: object) {
            return node
        }
        // Only objects `make` created get here, and `make` creates screens and platform screens only.
        fatalError("Harbor: \(type(of: object)) is not a screen: adopt IInstantiableScreen")
    }
}

/// A screen node that stands for another object (UIKit: a view controller) and may be made anew from it.
@MainActor
protocol IScreenAdapter: IScreen {
    /// The object this node stands for.
    var adaptedScreen: any IPresentableScreen { get }

    /// Whether the object is a navigation stack that is never pushed on (UIKit: every navigation controller, the
    /// system's own ones included, which are not walked as stacks).
    var isNavigationContainer: Bool { get }
}

extension IScreen {
    /// The object this screen stands for: the adapted view controller, or the screen itself.
    var presentable: AnyObject {
        (self as? any IScreenAdapter)?.adaptedScreen ?? self
    }
}

/// A weak reference to the object a screen stands for, giving back its node while the object lives; what the
/// engine keeps in closures that outlive a request (a wrapper made for the request would be gone already).
@MainActor
struct WeakScreen {
    private weak var object: AnyObject?

    init(_ screen: any IScreen) {
        object = screen.presentable
    }

    /// The screen's node, or `nil` once the object is gone.
    var screen: (any IScreen)? {
        switch object {
        case let screen as any IScreen:
            screen
        case let presentable as any IPresentableScreen:
            ScreenFactory.node(for: presentable)
        default:
            nil
        }
    }
}
