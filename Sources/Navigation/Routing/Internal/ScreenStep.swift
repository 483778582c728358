import HarborContainer
import HarborMVVM

/// One screen of a ``Destination``: how to recognise it on screen and how to create it.
@MainActor
struct ScreenStep {
    /// Makes `OrderDetailsScreen(args: 7)`, for descriptions (only when one is asked for).
    let describe: @MainActor () -> String
    /// Whether a screen on screen is this one: of the type, created with equal arguments.
    let matches: @MainActor (any IScreen) -> Bool
    /// Creates the screen with its view model resolved from `container`, as the services do.
    let make: @MainActor (any IContainer, any IScreenWindow) throws(NavigationError) -> any IScreen

    /// A step that creates `Screen` with `args`; an existing screen matches when it was created with equal
    /// arguments (`Equatable` ones; others never match), or its view model takes none.
    static func make<Screen: IPresentableScreen & IHaveViewModelType>(
        _ screen: Screen.Type,
        args: Screen.ViewModel.Arguments
    ) -> ScreenStep where Screen.ViewModel: IResolvable {
        let isVoid = Screen.ViewModel.Arguments.self == Void.self
        return ScreenStep(
            describe: { isVoid ? "\(Screen.self)" : "\(Screen.self)(args: \(args))" },
            matches: { existing in
                guard isScreen(existing.presentable, of: Screen.self) else { return false }
                if isVoid { return true }
                let recorded = ScreenRecords.arguments(of: existing) as? any Equatable
                return recorded?.isEqual(to: args) ?? false
            },
            make: { container, window throws(NavigationError) in
                let request = screenRequest(
                    .push, Screen.self, args: args, container: container, animated: false)
                let engine: NavigationEngine = container.resolve()
                let prepared = try engine.prepare(request, in: window)  // as the services do, failure note included
                if let result = prepared.result {
                    ResultClosing.install(on: result, of: prepared.screen, engine: engine)
                }
                return prepared.screen
            }
        )
    }
}
