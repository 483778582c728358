import HarborContainer
import OrdersApp
import Testing

/// `orders-demo --open LINK`: the link is the first step (`link LINK`), opened by the real router over the
/// terminal screens.
@Suite("Deep links in the demo")
@MainActor
struct DeepLinkTests {
    @Test func aLinkAtLaunchBuildsTheStackUnderTheDetailsSoBackWorks() async {
        let transcript = await DemoApp().run(script: ["link harbor://orders/7", "back", "quit"])

        #expect(
            stackLines(transcript) == [
                "stack: Orders",
                "stack: Orders > Order #7",
                "stack: Orders",
            ])
        #expect(transcript.contains("| Customer:  Grace Hopper"))
    }

    @Test func aSecondLinkReplacesTheDetailsAndALinkToTheListPopsToIt() async {
        let transcript = await DemoApp().run(script: [
            "link harbor://orders/7", "link harbor://orders/12", "link harbor://orders/12", "link harbor://orders",
        ])

        #expect(
            stackLines(transcript) == [
                "stack: Orders",
                "stack: Orders > Order #7",
                "stack: Orders > Order #12",
                "stack: Orders > Order #12",
                "stack: Orders",
            ])
    }

    @Test func aLinkThatCannotBeHonouredSaysWhyAndChangesNothing() async {
        let app = DemoApp()
        _ = await app.run(script: ["open 3"])

        let unknown = await app.perform("link harbor://carts/1")
        let unparsable = await app.perform("link harbor://orders/seven")
        let missing = await app.perform("link harbor://orders/500")

        #expect(unknown.hasPrefix("! RouteError: no route matches 'harbor://carts/1'\n"))
        #expect(unparsable.hasPrefix("! RouteError: 'seven' is not a valid Int for 'id'\n"))
        #expect(missing.hasPrefix("! RouteError: order #500 does not exist\n"))
        for output in [unknown, unparsable, missing] {
            #expect(output.hasSuffix("stack: Orders > Order #3"))
        }
    }

    @Test func theOpenOptionIsParsed() throws {
        let options = try LaunchOptions(parsing: ["--open", "harbor://orders/7", "--script", "back"])

        #expect(options.link == "harbor://orders/7")
        #expect(options.script == ["back"])
        #expect(throws: LaunchOptionsError(message: "--open needs a link")) {
            try LaunchOptions(parsing: ["--open"])
        }
    }

    @Test func everyLinkTheHelpAdvertisesOpens() async throws {
        let advertised = LaunchOptions.usage.split(separator: "\n").first { $0.contains("--open LINK ") }
        let links = try #require(advertised).split(separator: " ").filter { $0.hasPrefix("harbor://") }
            .map { String($0.filter { $0 != "," }) }
        #expect(links.count >= 2)
        for link in links {
            let transcript = await DemoApp().run(script: ["link \(link)"])
            #expect(!transcript.contains("! RouteError"), "\(link): \(transcript)")
        }
    }

    @Test func aLinkIsEverythingAfterTheVerb() async {
        #expect(DemoApp.link(in: "  link harbor://orders/7 and more ") == "harbor://orders/7 and more")
        #expect(DemoApp.link(in: "link") == "")
        let output = await DemoApp().perform("link harbor://orders/7 8")
        #expect(output.hasPrefix("! RouteError: '7 8' is not a valid Int for 'id'\n"))
    }

    @Test func aLinkOfAnotherSchemeIsRefused() async {
        let app = DemoApp()
        _ = await app.launch()
        let output = await app.perform("link otherapp://orders/7")
        #expect(output.hasPrefix("! RouteError: 'otherapp://orders/7' is not a link of this app"))
        #expect(output.hasSuffix("stack: Orders"))
    }

    private func stackLines(_ transcript: String) -> [String] {
        transcript.split(separator: "\n").filter { $0.hasPrefix("stack: ") }.map(String.init)
    }
}
