import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import Testing

/// Arguments that are not `Equatable`: requests with them are compared by type.
struct Draft {
    let text: String
}

@MainActor
final class DraftVM: @MainActor IPerRequest {
    typealias Arguments = Draft
    required init(container: any IContainer, args: Draft) {}
}

final class DraftScreen: ModelScreen<DraftVM> {}

@Suite("A double tap is one screen")
@MainActor
struct DuplicateRequestTests {
    /// A stack on screen whose animated transitions run until the test finishes them, as a tap's do.
    private func harnessWithAnimations() -> Harness {
        let harness = Harness(root: TestNavigationStack(root: OrdersScreen()))
        harness.window.finishesTransitionsImmediately = false
        return harness
    }

    @Test func aSecondPushOfTheSameScreenDuringTheFirstsTransitionChangesNothing() async throws {
        let harness = harnessWithAnimations()
        var outcomes: [NavigationError?] = []
        let failures = await captureNavigationFailures {
            harness.navigation.pushViewController(OrderDetailsScreen.self, args: Order(id: 7)) {
                outcomes.append($0.failure)
            }
            harness.navigation.pushViewController(OrderDetailsScreen.self, args: Order(id: 7)) {
                outcomes.append($0.failure)
            }
            harness.navigation.pushViewController(OrderDetailsScreen.self, args: Order(id: 7))  // nobody listens
        }
        #expect(outcomes == [.duplicateRequest(typeName: "OrderDetailsScreen")])  // ends at once

        harness.window.finishAllTransitions()
        try await waitUntil { outcomes.count == 2 }

        #expect(outcomes.last == .some(nil))
        #expect(harness.window.history == ["push OrderDetailsScreen on TestNavigationStack"])
        #expect(failures.isEmpty)  // not a failure: the handler never hears of it
    }

    @Test func aSecondPresentWhileTheFirstIsQueuedChangesNothing() async throws {
        let harness = harnessWithAnimations()
        harness.navigation.pushViewController(OrderDetailsScreen.self, args: Order(id: 1), completion: nil)  // running
        var outcomes: [NavigationError?] = []
        harness.presenter.present(SettingsScreen.self) { outcomes.append($0.failure) }  // queued
        harness.presenter.present(SettingsScreen.self) { outcomes.append($0.failure) }

        harness.window.finishAllTransitions()
        try await waitUntil { outcomes.count == 2 }

        #expect(outcomes == [.duplicateRequest(typeName: "SettingsScreen"), nil])
        #expect(
            harness.window.history.filter { $0.hasPrefix("present") } == [
                "present SettingsScreen on OrderDetailsScreen"
            ])
    }

    @Test func anAwaitedDuplicateThrowsDuplicateRequest() async throws {
        let harness = harnessWithAnimations()
        harness.presenter.present(SettingsScreen.self, completion: nil)

        await #expect(throws: NavigationError.duplicateRequest(typeName: "SettingsScreen")) {
            try await harness.presenter.presentAndWait(SettingsScreen.self)
        }
    }

    @Test func otherArgumentsAnotherActionOrAFinishedTransitionAreNotDuplicates() async throws {
        let harness = harnessWithAnimations()
        var outcomes: [NavigationError?] = []
        harness.navigation.pushViewController(OrderDetailsScreen.self, args: Order(id: 7)) {
            outcomes.append($0.failure)
        }
        harness.navigation.pushViewController(OrderDetailsScreen.self, args: Order(id: 8)) {
            outcomes.append($0.failure)
        }
        harness.presenter.present(OrderDetailsScreen.self, args: Order(id: 7)) { outcomes.append($0.failure) }
        harness.window.finishAllTransitions()
        try await waitUntil { outcomes.count == 3 }
        harness.navigation.pushViewController(OrderDetailsScreen.self, args: Order(id: 8)) {
            outcomes.append($0.failure)
        }
        harness.window.finishAllTransitions()
        try await waitUntil { outcomes.count == 4 }

        #expect(outcomes == [nil, nil, nil, nil])
    }

    @Test func argumentsThatAreNotEquatableAreComparedByType() async throws {
        let harness = harnessWithAnimations()
        var outcomes: [NavigationError?] = []
        harness.navigation.pushViewController(DraftScreen.self, args: Draft(text: "a")) { outcomes.append($0.failure) }
        harness.navigation.pushViewController(DraftScreen.self, args: Draft(text: "b")) { outcomes.append($0.failure) }

        #expect(outcomes == [.duplicateRequest(typeName: "DraftScreen")])
    }

    @Test func duplicatesRunWhenAllowedForTheRequest() async throws {
        let harness = harnessWithAnimations()
        var outcomes: [NavigationError?] = []
        harness.presenter.present(SettingsScreen.self) { outcomes.append($0.failure) }
        NavigationRequest.$allowsDuplicates.withValue(true) {
            harness.navigation.pushViewController(SettingsScreen.self) { outcomes.append($0.failure) }
            harness.presenter.present(SettingsScreen.self) { outcomes.append($0.failure) }
        }
        harness.presenter.present(SettingsScreen.self) { outcomes.append($0.failure) }  // the scope has ended

        #expect(outcomes == [.duplicateRequest(typeName: "SettingsScreen")])
        harness.window.finishAllTransitions()
        try await waitUntil { outcomes.count == 4 }
        #expect(harness.window.history.count { $0.hasPrefix("present SettingsScreen") } == 2)
    }

    @Test func theRecordingDoublesRecordEveryTapAndWhetherItAllowsDuplicates() {
        let container = Container()
        let presenter = RecordingPresenterService.install(in: container)

        presenter.present(SettingsScreen.self)
        presenter.present(SettingsScreen.self)
        NavigationRequest.$allowsDuplicates.withValue(true) {
            presenter.present(SettingsScreen.self)
        }

        // The double completes each request at once: what the view model asked is what it records.
        #expect(presenter.requests.map(\.allowsDuplicate) == [false, false, true])
    }

    @Test func theOutcomeDescribesItself() {
        let error = NavigationError.duplicateRequest(typeName: "CartScreen")
        #expect(error.description.contains("CartScreen"))
        #expect(error.description.contains("changed nothing"))
    }
}

@Suite("A double tap is one screen: when the first has been shown")
@MainActor
struct DuplicateAfterCompletionTests {
    @Test func aCompletionMayShowTheSameScreenAgain() async throws {
        let harness = Harness(root: TestNavigationStack(root: OrdersScreen()))
        var outcomes: [NavigationError?] = []

        harness.navigation.pushViewController(SettingsScreen.self) { outcome in
            outcomes.append(outcome.failure)
            harness.navigation.pushViewController(SettingsScreen.self) { outcomes.append($0.failure) }
        }
        try await waitUntil { outcomes.count == 2 }

        #expect(outcomes == [nil, nil])
        #expect(harness.window.history.count == 2)
    }
}
