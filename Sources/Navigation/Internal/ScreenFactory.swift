import HarborContainer
import HarborMVVM

/// The one place where screens are created from their type and where the engine gets its ``IScreen`` node for
/// the object a screen stands for: an ``IInstantiableScreen`` is created with `init()` and is its own node; on UIKit
/// a view controller is created with `VC()` and wrapped (`Platform+UIKit.swift`); a hosted view is hosted by the
/// window.
@MainActor
enum ScreenFactory {
    /// A new `Screen` showing `viewModel`, as the engine walks it.
    ///
    /// - Throws: ``NavigationError/notCreatable(typeName:)`` for a type that adopts ``IPresentableScreen`` itself,
    ///   ``NavigationError/noScreenHost(typeName:)`` for a hosted view the window cannot host.
    static func make<Screen: IPresentableScreen & IHaveViewModelType>(
        _ type: Screen.Type,
        viewModel: Screen.ViewModel,
        container: any IContainer,
        window: any IScreenWindow
    ) throws(NavigationError) -> any IScreen {
        if let hosted = type as? any IHostedView.Type {
            return try hosted.hostedScreen(viewModel: viewModel, container: container, window: window)
        }
        let made: Any? =
            if let instantiable = type as? any IInstantiableScreen.Type { instantiable.init() } else {
                platformMake(type)
            }
        guard let screen = made as? any IHaveAnyViewModel else {
            throw .notCreatable(typeName: String(describing: type))
        }
        screen.anyViewModel = viewModel
        return node(for: screen)
    }

    /// The node the engine walks for `object`: the object itself when it is a screen, else its platform
    /// wrapper (a view controller's, on UIKit).
    static func node(for object: AnyObject) -> any IScreen {
        // Only objects `make` created get here, and `make` creates screens and platform screens only.
        guard let node = (object as? any IScreen) ?? platformNode(for: object) else {
            fatalError("Harbor: \(type(of: object)) is not a screen: adopt IInstantiableScreen")
        }
        return node
    }
}

extension IHostedView {
    /// The window's screen hosting a view built with `viewModel`, which the caller resolved for this type.
    fileprivate static func hostedScreen(viewModel: Any, container: any IContainer, window: any IScreenWindow)
        throws(NavigationError) -> any IScreen
    {
        try window.makeScreen(hosting: Self(viewModel: viewModel as! ViewModel), container: container)
    }
}

/// A screen node that stands for another object (UIKit: a view controller) and may be made anew from it.
@MainActor
protocol IScreenAdapter: IScreen {
    /// The object this node stands for.
    var adaptedScreen: AnyObject { get }

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
    var screen: (any IScreen)? { object.map(ScreenFactory.node(for:)) }
}
