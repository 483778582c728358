import HarborContainer
import OrdersApp
import Testing

/// What the demo tells the user when a step cannot be done, and only for that step.
@Suite("Demo messages")
@MainActor
struct DemoMessagesTests {
    @Test func thePickerExplainsANumberOutOfRange() async {
        let app = DemoApp()
        _ = await app.run(script: ["open 7", "status"])

        let screen = await app.perform("9")

        #expect(screen.contains("| ! there is no status 9; pick 1-5\n"))
        #expect(screen.hasSuffix("stack: Orders > Order #7 ^ Change status"))
    }

    @Test func aMessageDoesNotStayUnderLaterSteps() async {
        let app = DemoApp()
        _ = await app.launch()

        #expect(await app.perform("open 123").contains("| ! there is no order #123\n"))
        #expect(!(await app.perform("help").contains("there is no order #123")))

        _ = await app.run(script: ["open 7", "status"])
        #expect(await app.perform("pick 9").contains("there is no status 9"))
        #expect(!(await app.perform("").contains("there is no status 9")))
    }

    @Test func backIsOfferedOnlyWhereThereIsSomethingToPop() async {
        let app = DemoApp()
        #expect(!(await app.launch().contains("[b] back")))
        #expect(await app.perform("open 7").contains("[b] back"))

        let picker = await app.perform("status")
        #expect(!picker.contains("[b] back"))
        #expect(picker.contains("[c] close"))
    }

    @Test func openWithoutANumberSaysWhatIsMissing() async {
        let app = DemoApp()
        _ = await app.launch()

        #expect(await app.perform("open").hasPrefix("! 'open' needs an order number, for example 'open 7'\n"))
        #expect(await app.perform("o").hasPrefix("! 'o' needs an order number, for example 'open 7'\n"))

        _ = await app.run(script: ["open 7", "status"])
        #expect(await app.perform("pick").hasPrefix("! 'pick' needs a status number, 1-5\n"))
    }

    @Test func theEndOfInputEndsThePromptLine() async {
        let app = DemoApp()
        var input = ["open 7"]
        var output = ""

        await app.runInteractive(
            readLine: { input.isEmpty ? nil : input.removeFirst() }, write: { output += $0 }, clearScreen: "")

        #expect(output.hasSuffix("stack: Orders > Order #7\n> \n"))
    }

    @Test func theGraphShowsWhoNeedsTheWindowProvider() async {
        let app = DemoApp()
        _ = await app.run(script: ["open 7"])

        #expect(app.container.dependencyGraph.description.contains("→ any IWindowProvider"))
        #expect(app.container.dependencyGraph.mermaid.contains("IWindowProvider"))
    }
}
