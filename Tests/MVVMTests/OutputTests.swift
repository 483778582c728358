import HarborMVVM
import Testing

@MainActor
@Suite("Output")
struct OutputTests {
    @Test("send reaches every receiver in subscription order (a container view and its content view)")
    func severalReceivers() {
        let output = Output<String>()
        let log = Recorder<String>()
        let container = Listener("container")
        let content = Listener("content")
        output.subscribe(container) { this, message in log.append("\(this.name):\(message)") }
        output.subscribe(content) { this, message in log.append("\(this.name):\(message)") }
        output.send("loading")
        output.unsubscribe(container)
        output.send("done")
        #expect(log.all == ["container:loading", "content:loading", "content:done"])
    }

    @Test("receivers are held weakly")
    func weakReceivers() {
        let output = Output<Int>()
        weak var weakReceiver: Listener?
        do {
            let receiver = Listener()
            weakReceiver = receiver
            output.subscribe(receiver) { _, _ in }
        }
        #expect(weakReceiver == nil)
        output.send(1)
        #expect(output.events.subscriberCount == 0)
    }

    @Test("its events compose with map and filter")
    func signals() {
        let output = Output<Int>()
        let log = Recorder<Int>()
        let token = output.events.filter { $0.isMultiple(of: 2) }.map { $0 * 10 }.bind { log.append($0) }
        for value in 1...4 { output.send(value) }
        #expect(log.all == [20, 40])
        token.cancel()
    }
}
