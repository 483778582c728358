import HarborContainer
import HarborTesting
import Testing

/// Misusing HarborTesting's doubles stops the test process with a message saying what was wrong, in debug and
/// optimized builds alike (CI runs the suite in both; `precondition` messages are dropped in optimized builds).
@Suite("HarborTesting misuse messages")
struct TestDoubleMisuseTests {
    @Test("TestContainer.current outside a .freshContainer test says which trait to add")
    func currentWithoutTrait() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = TestContainer.current
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("TestContainer.current is only set inside a test (or suite) with the .freshContainer"))
    }

    @Test("the back gesture on a stack of one screen says there is nothing to go back to")
    func popTheLastScreen() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let stack = TestNavigationStack(root: TestScreen(title: "root"))
                stack.simulateBackGesture()
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("nothing to go back to"))
    }
}
