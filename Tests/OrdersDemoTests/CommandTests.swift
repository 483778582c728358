import OrdersApp
import Testing

@Suite("Command")
struct CommandTests {
    @Test(
        arguments: [
            ("open 7", "open", 7),
            ("  Open   12 ", "open", 12),
            ("7", "", 7),
            ("back", "back", nil),
            ("pick x", "pick", nil),
        ] as [(String, String, Int?)])
    func parsesAVerbAndANumber(text: String, verb: String, number: Int?) {
        let command = Command(text)

        #expect(command.verb == verb)
        #expect(command.number == number)
    }
}
