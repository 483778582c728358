import HarborContainer
import HarborNavigation
import HarborTesting
import Testing

/// A request nobody listens to still reports its failure: to `NavigationFailure.handler` (decision 4).
@Suite("Failure handler")
@MainActor
struct FailureHandlerTests {
    @Test func theReadmeCallWithoutAWindowReachesTheHandler() async {
        let container = Container()
        let failures = await captureNavigationFailures {
            let presenter: PresenterService = container.resolve()
            presenter.present(OrderDetailsScreen.self, args: Order(id: 7))
        }

        #expect(failures.map(\.error) == [.noWindowProvider])
        #expect(failures.first?.request.action == .present)
        #expect(
            failures.first?.description
                == "Harbor: present OrderDetailsScreen(args: Order #7) failed: \(NavigationError.noWindowProvider)")
    }

    @Test func everyFireAndForgetRequestReports() async {
        let harness = Harness(root: HomeScreen())
        let failures = await captureNavigationFailures {
            harness.navigation.popViewController()
            harness.navigation.popToRoot()
            harness.navigation.popTo(OrdersScreen.self)
            harness.presenter.dismiss()
            harness.presenter.dismiss(to: OrdersScreen.self)
        }

        #expect(
            failures.map(\.request.action) == [.pop, .popToRoot, .popTo, .dismiss, .dismissTo])
        #expect(failures.map(\.error).contains(.nothingToDismiss))
    }

    @Test func aCompletionOrAnAwaitingCallerGetsTheFailureInstead() async {
        let harness = Harness(root: HomeScreen())
        var completed: [NavigationError] = []
        let failures = await captureNavigationFailures {
            harness.presenter.dismiss { if case .failure(let error) = $0 { completed.append(error) } }
            await #expect(throws: NavigationError.nothingToDismiss) { try await harness.presenter.dismissAndWait() }
        }

        #expect(completed == [.nothingToDismiss])
        #expect(failures.isEmpty)
    }

    @Test func successesDoNotReachTheHandler() async {
        let harness = Harness(root: HomeScreen())
        let failures = await captureNavigationFailures {
            harness.presenter.present(SettingsScreen.self)
            harness.presenter.dismiss()
        }

        #expect(failures.isEmpty)
    }

    @Test func theDefaultHandlerLogsToStandardError() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await presentOrderSevenWithoutAWindow()
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "Harbor: present OrderDetailsScreen(args: Order #7) failed: no IWindowProvider is bound in the root container"
            ))
    }

    /// Stops a debug build; an optimized build only logs (`assertionFailure`).
    @Test func logAndAssertStopsADebugBuild() async {
        #if DEBUG
            let exit = ExitTest.Condition.failure
        #else
            let exit = ExitTest.Condition.success
        #endif
        let result = await #expect(processExitsWith: exit, observing: [\.standardErrorContent]) {
            await MainActor.run {
                NavigationFailure.handler = NavigationFailure.logAndAssert
                presentOrderSevenWithoutAWindow()
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains("Harbor: present OrderDetailsScreen(args: Order #7) failed: no IWindowProvider is bound"))
    }

    @Test func aReplacedHandlerReceivesTheFailure() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                NavigationFailure.handler = { failure in
                    fatalError("the app's handler saw \(failure.request.action): \(failure.error)")
                }
                presentOrderSevenWithoutAWindow()
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("the app's handler saw present: no IWindowProvider is bound"))
    }
}

/// The README's call, with nothing bound: what the child processes above run.
@MainActor
private func presentOrderSevenWithoutAWindow() {
    let container = Container()
    let presenter: PresenterService = container.resolve()
    presenter.present(OrderDetailsScreen.self, args: Order(id: 7))
    withExtendedLifetime(container) {}
}
