import OrdersApp
import Testing

@Suite("LaunchOptions")
struct LaunchOptionsTests {
    @Test func withoutArgumentsTheDemoIsInteractive() throws {
        #expect(try LaunchOptions(parsing: []) == LaunchOptions())
    }

    @Test func aScriptIsSplitIntoTrimmedSteps() throws {
        let options = try LaunchOptions(parsing: ["--script", " open 7,back ,, quit ", "--graph"])

        #expect(options.script == ["open 7", "back", "quit"])
        #expect(options.printsGraph)
    }

    @Test func helpIsRecognised() throws {
        #expect(try LaunchOptions(parsing: ["--help"]).showsHelp)
    }

    @Test func mistakesAreReported() {
        #expect(throws: LaunchOptionsError(message: "unknown option '--grpah'")) {
            try LaunchOptions(parsing: ["--grpah"])
        }
        #expect(throws: LaunchOptionsError(message: "--script needs steps")) {
            try LaunchOptions(parsing: ["--script"])
        }
    }
}
