import HarborContainer
import HarborMVVM

/// Where a link leads: a target hierarchy that ``RouterService`` compares with what is on screen, to run only
/// the transitions that differ.
///
/// A destination starts from a screen the app already shows — a tab (``init(tab:)``) or the window's root
/// (``init(root:)``) — and lists the screens above it: pushed onto its navigation stack, then presented modally
/// (a presented screen followed by pushes is shown in a new navigation stack). Every screen is created like the
/// services create it, with its view model resolved from the container with typed arguments: a view controller,
/// a test screen or a SwiftUI ``IHostedView``.
///
/// ```swift
/// Destination(tab: OrdersScreen.self)             // select the Orders tab (its root stays)
///     .push(OrderDetailsScreen.self, args: 7)     // the stack under the target, so Back works
///     .present(StatusPickerScreen.self, args: .shipped)
/// ```
///
/// A screen on screen counts as the one a step wants when it has the step's type and was created (by Harbor's
/// services or router) with equal arguments; arguments that are not `Equatable` never match, so such a screen is
/// always created anew.
@MainActor
public struct Destination: @MainActor CustomStringConvertible {
    /// What the destination starts from.
    enum Base {
        /// A tab whose screen, or whose stack's root, is of the type.
        case tab(type: Any.Type, matches: @MainActor (any IScreen) -> Bool)
        /// The window's root screen, or the root of its navigation stack, of the type.
        case root(type: Any.Type, matches: @MainActor (any IScreen) -> Bool)
    }

    let base: Base

    /// `levels[0]`: the screens pushed above the base's root; `levels[n]`: the n-th presented screen, then the
    /// screens pushed above it.
    private(set) var levels: [[ScreenStep]] = [[]]

    /// A destination in the tab whose screen (or whose navigation stack's root) is a `Tab`; the tab is selected
    /// and its root stays.
    ///
    /// - Parameter tab: The type of the tab's screen or of its stack's root: a screen type (a view controller,
    ///   an ``IInstantiableScreen``, a hosted view Harbor showed), checked at compile time.
    public init<Tab: IPresentableScreen>(tab: Tab.Type) {
        base = .tab(type: Tab.self, matches: { isScreen($0.presentable, of: Tab.self) })
    }

    /// A destination above the window's root screen (or the root of the window's navigation stack), which must
    /// be a `Root` and stays.
    ///
    /// - Parameter root: The type of the root screen: a screen type (a view controller, an
    ///   ``IInstantiableScreen``, a hosted view Harbor showed), checked at compile time, so a view model or any
    ///   other type does not compile.
    public init<Root: IPresentableScreen>(root: Root.Type) {
        base = .root(type: Root.self, matches: { isScreen($0.presentable, of: Root.self) })
    }

    /// For example `tab OrdersScreen > push OrderDetailsScreen(args: 7) > present StatusPickerScreen`.
    public var description: String {
        var parts: [String]
        switch base {
        case .tab(let type, _): parts = ["tab \(type)"]
        case .root(let type, _): parts = ["root \(type)"]
        }
        for (index, level) in levels.enumerated() {
            for (position, step) in level.enumerated() {
                parts.append((index > 0 && position == 0 ? "present " : "push ") + step.describe())
            }
        }
        return parts.joined(separator: " > ")
    }

    // MARK: Push

    /// Adds a `Screen` pushed onto the stack, its view model resolved with `args`.
    ///
    /// - Parameters:
    ///   - screen: The screen type: a view controller or ``IInstantiableScreen`` that is `IHaveViewModel`, or an
    ///     ``IHostedView``.
    ///   - args: The arguments of its view model. A screen on screen created with equal arguments is kept;
    ///     arguments that are not `Equatable` never match, so such a screen is created anew.
    /// - Returns: The destination with the screen on top.
    public func push<Screen: IPresentableScreen & IHaveViewModelType>(
        _ screen: Screen.Type,
        args: Screen.ViewModel.Arguments
    ) -> Destination where Screen.ViewModel: IResolvable {
        adding(.make(Screen.self, args: args), present: false)
    }

    /// Adds a `Screen`, whose view model takes no arguments, pushed onto the stack.
    ///
    /// - Parameter screen: The screen type; a `Screen` on screen is kept.
    /// - Returns: The destination with the screen on top.
    public func push<Screen: IPresentableScreen & IHaveViewModelType>(_ screen: Screen.Type) -> Destination
    where Screen.ViewModel: IResolvable, Screen.ViewModel.Arguments == Void {
        push(screen, args: ())
    }

    // MARK: Present

    /// Adds a `Screen` presented modally, its view model resolved with `args`; pushes after it go into a new
    /// navigation stack around it.
    ///
    /// - Parameters:
    ///   - screen: The screen type: a view controller or ``IInstantiableScreen`` that is `IHaveViewModel`, or an
    ///     ``IHostedView``.
    ///   - args: The arguments of its view model. A screen on screen created with equal arguments is kept;
    ///     arguments that are not `Equatable` never match, so such a screen is created anew.
    /// - Returns: The destination with the screen on top.
    public func present<Screen: IPresentableScreen & IHaveViewModelType>(
        _ screen: Screen.Type,
        args: Screen.ViewModel.Arguments
    ) -> Destination where Screen.ViewModel: IResolvable {
        adding(.make(Screen.self, args: args), present: true)
    }

    /// Adds a `Screen`, whose view model takes no arguments, presented modally.
    ///
    /// - Parameter screen: The screen type; a `Screen` presented there already is kept.
    /// - Returns: The destination with the screen on top.
    public func present<Screen: IPresentableScreen & IHaveViewModelType>(_ screen: Screen.Type) -> Destination
    where Screen.ViewModel: IResolvable, Screen.ViewModel.Arguments == Void {
        present(screen, args: ())
    }

    /// The screen this destination ends on, named as ``description`` names it, and a test of whether a screen
    /// is it (for HarborTesting's audit of routes).
    package var lastScreen: (name: String, matches: @MainActor (any IScreen) -> Bool) {
        if let step = levels.last?.last { return (step.describe(), step.matches) }
        switch base {
        case .tab(let type, let matches), .root(let type, let matches): return ("\(type)", matches)
        }
    }

    private func adding(_ step: ScreenStep, present: Bool) -> Destination {
        var copy = self
        if present {
            copy.levels.append([step])
        } else {
            copy.levels[copy.levels.count - 1].append(step)
        }
        return copy
    }
}
