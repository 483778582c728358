import HarborContainer
import HarborMVVM

/// The host bound in `container`, or the platform's default (none without SwiftUI and UIKit).
@MainActor
func screenHost(in container: any IContainer) -> (any IScreenHost)? {
    (try? container.resolveOrThrow((any IScreenHost).self)) ?? defaultScreenHost()
}

/// Whether `object` (what a screen stands for) is a `Target`, or hosts a view of type `Target`: how "back to this
/// type" requests match.
@MainActor
func isScreen<Target>(_ object: AnyObject, of target: Target.Type) -> Bool {
    object is Target || HostedScreens.viewType(of: object) == Target.self
}

extension IRequestPerformer {
    /// A request to show the hosted view `Hosted`: resolves its view model from ``container`` with `args`, builds the
    /// view, and has the screen host wrap it in a screen, before anything is shown.
    func hostedRequest<Hosted: IHostedView>(
        _ action: NavigationRequest.Action,
        _ view: Hosted.Type,
        args: Hosted.ViewModel.Arguments,
        animated: Bool,
        expectsResult: Bool = false
    ) -> NavigationRequest where Hosted.ViewModel: IResolvable {
        let container = container
        return NavigationRequest(
            action: action,
            screenType: Hosted.self,
            arguments: args,
            animated: animated,
            expectsResult: expectsResult,
            prepare: { [weak container] () throws(NavigationError) -> PreparedScreen in
                guard let container else {
                    throw .containerReleased
                }
                let view: Hosted
                do throws(ResolutionError) {
                    view = try Hosted.make(args: args, in: container)
                } catch {
                    throw .resolutionFailed(error)
                }
                guard let host = screenHost(in: container) else {
                    throw .noScreenHost(typeName: "\(Hosted.self)")
                }
                let screen = try host.makeScreen(hosting: view, container: container)
                HostedScreens.record(screen, shows: Hosted.self)
                let result = expectsResult ? (view.viewModel as? any IReturnsResult)?.anyResult : nil
                return PreparedScreen(screen: ScreenFactory.node(for: screen), result: result)
            }
        )
    }
}
