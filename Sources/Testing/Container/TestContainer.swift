import HarborContainer

/// The container of the running test, given by the ``FreshContainerTrait`` (`@Test(.freshContainer)`).
///
/// ```swift
/// @Test(.freshContainer) func showsOrders() {
///     TestContainer.current.mock((any IOrdersProvider).self) { _ in StubOrdersProvider() }
///     let viewModel: OrdersVM = TestContainer.current.resolve()
///     #expect(viewModel.orders.count == 1)
/// }
/// ```
///
/// It is a task-local value: every test (and the tasks it starts) sees its own container, so tests that
/// run in parallel never see each other's mocks.
public enum TestContainer {
    /// The running test's container; `nil` outside a test that has the trait.
    @TaskLocal public static var currentIfAny: Container?

    /// The running test's container.
    ///
    /// Stops the test process with a message when the test lacks the ``FreshContainerTrait``.
    public static var current: Container {
        guard let container = currentIfAny else {
            fatalError(
                "HarborTesting: TestContainer.current is only set inside a test (or suite) with the "
                    + ".freshContainer trait: write @Test(.freshContainer) or @Suite(.freshContainer(base: …))."
            )
        }
        return container
    }
}
