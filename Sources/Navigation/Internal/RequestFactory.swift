import HarborContainer
import HarborMVVM

/// A request to show a new `VC`: creates it (``ScreenFactory``) and assigns its view model, resolved from
/// `container` with `args`, before anything is shown.
@MainActor
func screenRequest<VC: IPresentableScreen & IHaveViewModel>(
    _ action: NavigationRequest.Action,
    _ screen: VC.Type,
    args: VC.ViewModel.Arguments,
    container: (any IContainer)?,
    animated: Bool,
    expectsResult: Bool = false
) -> NavigationRequest where VC.ViewModel: IResolvable {
    NavigationRequest(
        action: action,
        screenType: VC.self,
        arguments: args,
        animated: animated,
        expectsResult: expectsResult,
        prepare: { [weak container] () throws(NavigationError) -> PreparedScreen in
            guard let container else {
                throw .containerReleased
            }
            let screen = try ScreenFactory.make(VC.self)
            do throws(ResolutionError) {
                screen.viewModel = try container.resolveOrThrow(VC.ViewModel.self, args: args)
            } catch {
                throw .resolutionFailed(error)
            }
            ScreenArguments.record(args, for: screen)  // so a deep link can recognise this screen
            let result = expectsResult ? (screen.viewModel as? any IReturnsResult)?.anyResult : nil
            return PreparedScreen(screen: ScreenFactory.node(for: screen), result: result)
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

extension IReturnsResult {
    /// The result, type-erased for the services' bookkeeping.
    var anyResult: any AnyScreenResult { result }
}
