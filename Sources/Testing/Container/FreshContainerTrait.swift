import HarborContainer
import Testing

/// A Swift Testing trait that gives each test its own container, reachable as ``TestContainer/current``.
///
/// ```swift
/// @Suite(.freshContainer(base: AppContainer.shared) { container in
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
/// With a `base` (the app's container), each test gets a new root container with the bindings and mocks `base`
/// has when the test starts, and none of its instances: singletons, weak-shared and scoped instances are made
/// for that test and released when it ends, so a cart filled by one test is empty in the next, and `base` is
/// never changed by a test. Each case of a parameterized test counts as a test. Bindings made on `base` after a
/// test started do not reach that test. Without a base, each test gets a new root `Container()`.
///
/// On a suite, the trait applies to every test in it. A test's own `.freshContainer` without a base gets a
/// child of the suite's container for that test: the suite's mocks apply, and the test's own mocks win over
/// them. A test's own `base` replaces the suite's.
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
    ///   - base: The container whose bindings each test's container starts with; `nil` for a new root per test.
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
        let container =
            base().map { Container(bindingsOf: $0) } ?? TestContainer.currentIfAny?.makeChild() ?? Container()
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

    /// Gives each test a container with `base`'s bindings and instances of its own, prepared by `configure`.
    ///
    /// ```swift
    /// @Test(.freshContainer(base: AppContainer.shared) { $0.mock((any IClock).self, with: FixedClock()) })
    /// func showsToday() { … }
    /// ```
    ///
    /// - Parameters:
    ///   - base: Your app's container, as built at launch; evaluated for each test. Its bindings and mocks are
    ///     copied when the test starts; its instances are not, and it is never changed by the test. Without one,
    ///     a test in a suite with this trait gets a child of the suite's container, any other a new root.
    ///   - configure: Runs on each test's container before the test, to add mocks.
    /// - Returns: The trait.
    public static func freshContainer(
        base: @autoclosure @escaping @Sendable () -> Container? = nil,
        configure: FreshContainerTrait.Configure? = nil
    ) -> FreshContainerTrait {
        FreshContainerTrait(base: base, configure: configure)
    }
}
