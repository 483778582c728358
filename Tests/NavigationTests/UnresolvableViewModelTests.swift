import Foundation
import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import Testing

/// Needs an unbound plug-in, resolved with a plain (non-throwing) initializer: the failure cannot be thrown.
@MainActor
private final class PlainReportVM: @MainActor IPerRequest {
    let plugin: any IReportPlugin
    required init(container: any IContainer, args: Void) { plugin = container.resolve() }
}

private final class PlainReportScreen: ModelScreen<PlainReportVM> {}

/// A view model that cannot be built: thrown where its initializer can throw, explained where it cannot.
@Suite("Unresolvable view models")
@MainActor
struct UnresolvableViewModelTests {
    @Test func aThrowingInitializerMakesThePushThrowResolutionFailed() async {
        let harness = Harness(root: TestNavigationStack(root: HomeScreen()))
        await #expect {
            try await harness.navigation.pushViewControllerAndWait(ReportScreen.self)
        } throws: { error in
            guard case .resolutionFailed(let resolution) = error as? NavigationError else { return false }
            return resolution.path == ["ReportVM", "any IReportPlugin"]
        }
    }

    @Test func aPlainInitializerStopsWithAMessageNamingTheScreenAndTheFix() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let harness = Harness(root: HomeScreen())
                harness.presenter.present(PlainReportScreen.self)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        // The screen, then the cause, then the fix (which applies: the services resolve with resolveOrThrow).
        let screen = stderr.range(of: "Harbor: presenting PlainReportScreen stopped: its view model could not")
        let cause = stderr.range(
            of: "nothing is bound to any IReportPlugin (resolving PlainReportVM → any IReportPlugin)")
        let fix = stderr.range(of: "init(container:args:)")
        #expect(screen != nil && cause != nil && fix != nil, "\(stderr)")
        if let screen, let cause, let fix {
            #expect(screen.upperBound <= cause.lowerBound && cause.upperBound <= fix.lowerBound, "\(stderr)")
        }
        #expect(!stderr.contains("make it catchable"))
    }

}
