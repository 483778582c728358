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
/// With a `base` (your app's container), each test gets `base.makeChild()`: it sees the app's bindings and
/// singletons, and its mocks and `IScoped` instances stay its own. Without one, each test gets a new
/// root `Container()`. On a suite, the trait applies to every test in it, each with its own container.
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
        let container = base()?.makeChild() ?? Container()
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
    /// @Test(.freshContainer(base: AppContainer.shared) { $0.mock((any IClock).self, with: FixedClock()) })
    /// func showsToday() { … }
    /// ```
    ///
    /// - Parameters:
    ///   - base: Your app's container; evaluated for each test. Its bindings and singletons are shared.
    ///   - configure: Runs on each test's container before the test, to add mocks.
    /// - Returns: The trait.
    public static func freshContainer(
        base: @autoclosure @escaping @Sendable () -> Container? = nil,
        configure: FreshContainerTrait.Configure? = nil
    ) -> FreshContainerTrait {
        FreshContainerTrait(base: base, configure: configure)
    }
}
