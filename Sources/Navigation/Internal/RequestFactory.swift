import HarborContainer
import HarborMVVM

/// A request to show a new `Screen`: resolves its view model from `container` with `args` and creates the screen
/// (``ScreenFactory``) before anything is shown.
@MainActor
func screenRequest<Screen: IPresentableScreen & IHaveViewModelType>(
    _ action: NavigationRequest.Action,
    _ screen: Screen.Type,
    args: Screen.ViewModel.Arguments,
    container: (any IContainer)?,
    animated: Bool,
    expectsResult: Bool = false
) -> NavigationRequest where Screen.ViewModel: IResolvable {
    NavigationRequest(
        action: action,
        screenType: Screen.self,
        arguments: args,
        animated: animated,
        expectsResult: expectsResult,
        prepare: { [weak container] window throws(NavigationError) -> PreparedScreen in
            guard let container else {
                throw .containerReleased
            }
            let viewModel: Screen.ViewModel
            do throws(ResolutionError) {
                viewModel = try container.resolveOrThrow(Screen.ViewModel.self, args: args)
            } catch {
                throw .resolutionFailed(error)
            }
            let screen = try ScreenFactory.make(Screen.self, viewModel: viewModel, container: container, window: window)
            let viewType = Screen.self is any IHostedView.Type ? Screen.self : nil
            ScreenRecords.record(args, viewType: viewType, for: screen.presentable)
            return PreparedScreen(screen: screen, result: (viewModel as? any IReturnsResult)?.anyResult)
        }
    )
}

/// A request to go back to the topmost screen of type `Target`.
@MainActor
func backRequest<Target>(_ action: NavigationRequest.Action, _ target: Target.Type, animated: Bool)
    -> NavigationRequest
{
    NavigationRequest(
        action: action,
        screenType: Target.self,
        animated: animated,
        matches: { isScreen($0.presentable, of: Target.self) }
    )
}

/// Whether `object` (what a screen stands for) is a `Target`, or hosts a view of type `Target`: how "back to this
/// type" requests and a route's tab or root match.
@MainActor
func isScreen<Target>(_ object: AnyObject, of target: Target.Type) -> Bool {
    object is Target || ScreenRecords.viewType(of: object) == Target.self
}

extension IReturnsResult {
    /// The result, type-erased for the services' bookkeeping.
    var anyResult: any AnyScreenResult { result }
}
