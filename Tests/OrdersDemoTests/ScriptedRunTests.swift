import Foundation
import HarborContainer
import OrdersApp
import Testing

/// The demo end to end, as `orders-demo --script` runs it: the real container, the real navigation services and
/// the terminal screens; only the printed text is checked.
@Suite("Scripted run")
@MainActor
struct ScriptedRunTests {
    @Test func printsEveryScreenAndTheStack() async {
        let transcript = await DemoApp().run(script: ["open 3", "status", "pick 4", "back", "back", "quit"])

        #expect(transcript == expectedTranscript)
    }

    @Test func closingThePickerKeepsTheStatus() async {
        let transcript = await DemoApp().run(script: ["open 7", "status", "close"])

        #expect(
            stackLines(transcript) == [
                "stack: Orders",
                "stack: Orders > Order #7",
                "stack: Orders > Order #7 ^ Change status",
                "stack: Orders > Order #7",
            ]
        )
        #expect(transcript.hasSuffix("| Status:    shipped" + transcriptTail(of: "Order #7")))
    }

    @Test func navigationFailuresAreShownNotSwallowed() async {
        let app = DemoApp()
        _ = await app.launch()

        #expect(await app.perform("back").hasPrefix("! NavigationError: the navigation stack has nothing to pop\n"))
        #expect(await app.perform("close").hasPrefix("! NavigationError: no presented screen to dismiss\n"))
        #expect(await app.perform("open 123").contains("| ! there is no order #123\n"))
        #expect(await app.perform("hello").hasPrefix("! 'hello' is not a step here"))
    }

    @Test func quitEndsTheScript() async {
        let app = DemoApp()
        let transcript = await app.run(script: ["quit", "open 7"])

        #expect(app.hasQuit)
        #expect(transcript.hasSuffix("> quit\nbye"))
    }

    @Test func theContainerRecordsWhoDependsOnWhom() async {
        let app = DemoApp()
        _ = await app.run(script: ["open 7", "status", "pick 2"])

        let graph = app.container.dependencyGraph.description
        #expect(graph.contains("OrdersVM (per-request) → NavigationService, OrdersProvider"))
        #expect(graph.contains("OrderDetailsVM (per-request) → OrdersProvider, PresenterService"))
        #expect(graph.contains("OrdersProvider (singleton)"))
        #expect(app.container.dependencyGraph.mermaid.hasPrefix("graph TD\n"))
    }

    @Test func theGraphShowsTheAppsTypesAndHarborsPublicServicesOnly() async {
        let app = DemoApp()
        _ = await app.run(script: ["open 7", "status", "pick 2"])

        let graph = app.dependencyGraphMermaid
        #expect(graph.hasPrefix("graph TD\n"))
        #expect(!graph.contains("NavigationEngine"))
        for name in ["OrdersVM", "OrderDetailsVM", "OrdersProvider", "NavigationService", "PresenterService"] {
            #expect(graph.contains("\"\(name)<br/>"), "\(name)")
        }
        // Every edge joins two nodes the graph shows.
        let ids = Set(
            graph.split(separator: "\n").compactMap { $0.split(separator: "[").first?.split(separator: " ").last }.map(
                String.init))
        for line in graph.split(separator: "\n") where line.contains("-->") {
            let ends = line.split(separator: " ").filter { $0 != "-->" }.map(String.init)
            #expect(ends.allSatisfy(ids.contains), "\(line)")
        }
    }

    @Test func theGraphTheGettingStartedArticlePrintsIsTheDemosOwn() async throws {
        let app = DemoApp()
        _ = await app.run(script: LaunchOptions.steps(in: "open 3, status, pick 4, back, back, quit"))
        let article = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Docs/Harbor.docc/Articles/GettingStarted.md")
        let text = try String(contentsOf: article, encoding: .utf8)

        #expect(text.contains("```text\n" + app.dependencyGraphMermaid + "\n```"))
    }

    @Test func anEdgeThroughAHiddenNodeJoinsItsEnds() {
        let graph = """
            graph TD
                n0["A<br/>singleton"]
                n1["Hidden<br/>singleton"]
                n2["B<br/>bound"]
                n0 --> n1
                n1 --> n2
                n0 --> n2
            """
        #expect(
            DemoApp.mermaid(graph, hiding: ["Hidden"]) == """
                graph TD
                    n0["A<br/>singleton"]
                    n1["B<br/>bound"]
                    n0 --> n1
                """)
    }

    private func stackLines(_ transcript: String) -> [String] {
        transcript.split(separator: "\n").filter { $0.hasPrefix("stack: ") }.map(String.init)
    }

    private func transcriptTail(of title: String) -> String {
        """

        +-----------------------------------------------------------
          keys: [s] change status  [b] back  [q] quit
        stack: Orders > \(title)
        """
    }
}
