import Foundation
import HarborContainer
import Testing

/// A Swift Testing trait that gives each test its own container, reachable as ``TestContainer/current``.
///
/// ```swift
/// @Suite(.freshContainer(base: AppContainer.make()) { container in
///     container.mock((any IOrdersProvider).self) { _ in StubOrdersProvider() }
/// })
/// struct OrdersTests {
///     @Test func showsOrders() {
///         let viewModel: OrdersVM = TestContainer.current.resolve()
///         #expect(viewModel.orders.count == 1)
///     }
/// }
/// ```
///
/// With a `base`, each test gets a child of a container `base` builds for it: the app's bindings, and
/// singletons of its own, so a cart filled by one test is empty in the next (each case of a parameterized test
/// counts as a test). `base` is evaluated for each test: pass the function that builds your app's container
/// (`AppContainer.make()`), never a container kept in a `static let`, whose singletons every test would share.
/// A base given to a second test while it still lives is refused: that test fails with a message saying so.
/// Without a base, each test gets a new root `Container()`. On a suite, the trait applies to every test in
/// it, each with its own container.
public struct FreshContainerTrait: TestTrait, SuiteTrait, TestScoping {
    /// Prepares a test's container (adds mocks) before the test runs.
    public typealias Configure = @Sendable (Container) async throws -> Void

    private let base: @Sendable () -> Container?
    private let configure: Configure?

    /// Each test of a suite gets its own container.
    public var isRecursive: Bool { true }

    /// Creates the trait; prefer `.freshContainer` and `.freshContainer(base:configure:)`.
    ///
    /// - Parameters:
    ///   - base: The container each test's container is a child of; `nil` for a new root per test.
    ///   - configure: Runs on each test's container before the test, to add mocks.
    public init(base: @escaping @Sendable () -> Container?, configure: Configure?) {
        self.base = base
        self.configure = configure
    }

    /// Runs `function` with a new container as ``TestContainer/current``.
    ///
    /// - Parameters:
    ///   - test: The test (or suite) the trait is applied to.
    ///   - testCase: The test case, for a test function.
    ///   - function: The test.
    /// - Throws: Whatever `configure` or the test throws.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let base = base()
        if let base {
            try GivenBases.shared.claim(base)
        }
        let container = base?.makeChild() ?? Container()
        try await configure?(container)
        try await TestContainer.$currentIfAny.withValue(container) {
            try await function()
        }
    }
}

extension Trait where Self == FreshContainerTrait {
    /// Gives each test a new root container as ``TestContainer/current``.
    ///
    /// ```swift
    /// @Test(.freshContainer) func resolvesFresh() {
    ///     let viewModel: OrdersVM = TestContainer.current.resolve()
    /// }
    /// ```
    public static var freshContainer: FreshContainerTrait {
        FreshContainerTrait(base: { nil }, configure: nil)
    }

    /// Gives each test a child of `base` as ``TestContainer/current``, prepared by `configure`.
    ///
    /// ```swift
    /// @Test(.freshContainer(base: AppContainer.make()) { $0.mock((any IClock).self, with: FixedClock()) })
    /// func showsToday() { … }
    /// ```
    ///
    /// - Parameters:
    ///   - base: Builds your app's container; evaluated for each test, which gets a child of it, so the test's
    ///     singletons are its own. A container that is already the base of another test is refused.
    ///   - configure: Runs on each test's container before the test, to add mocks.
    /// - Returns: The trait.
    public static func freshContainer(
        base: @autoclosure @escaping @Sendable () -> Container? = nil,
        configure: FreshContainerTrait.Configure? = nil
    ) -> FreshContainerTrait {
        FreshContainerTrait(base: base, configure: configure)
    }
}

/// The bases tests were given, held weakly: a base still alive when another test is given it would share its
/// singletons with that test.
///
/// `@unchecked Sendable`: `given` is read and written under `lock`.
private final class GivenBases: @unchecked Sendable {
    static let shared = GivenBases()

    private struct Given {
        weak var container: Container?
    }

    private let lock = NSLock()
    private var given: [Given] = []

    /// Records `base`, or throws when a test was given it before and it is still alive.
    func claim(_ base: Container) throws(SharedBaseError) {
        let isShared = lock.withLock {
            given.removeAll { $0.container == nil }
            if given.contains(where: { $0.container === base }) {
                return true
            }
            given.append(Given(container: base))
            return false
        }
        if isShared {
            throw SharedBaseError()
        }
    }
}

/// Why a test did not run: its `.freshContainer(base:)` gave it a container another test was given too.
struct SharedBaseError: Error, CustomStringConvertible {
    var description: String {
        """
        .freshContainer(base:) gave this test a container another test was given too, so the two would share its \
        singletons (a cart filled by one would be full in the other). Pass an expression that builds the app's \
        container for each test, such as .freshContainer(base: AppContainer.make()), not one kept in a static \
        property such as AppContainer.shared.
        """
    }
}
