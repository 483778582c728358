import Foundation
import HarborMVVM
import Testing

/// A view model whose `deinit` unsubscribes from the feed it listens to, kept by a screen that is not an
/// `NSObject`: when the storage releases the dead screen's view model (on a later write, or in `purge()`), that
/// `deinit` uses the storage again. Each case runs in a child process with a deadline, as it once aborted.
@Suite("Unsubscribing in deinit")
struct UnsubscribeInDeinitTests {
    @Test("a view model released by a later write to the storage may unsubscribe in its deinit")
    func releasedByAWrite() async {
        await #expect(processExitsWith: .success) {
            exitOnDeadline()
            let released = await MainActor.run { releaseDeadScreen(purging: false) }
            if !released { exit(1) }
        }
    }

    @Test("a view model released by purge() may unsubscribe in its deinit")
    func releasedByPurge() async {
        await #expect(processExitsWith: .success) {
            exitOnDeadline()
            let released = await MainActor.run { releaseDeadScreen(purging: true) }
            if !released { exit(1) }
        }
    }
}

@MainActor
private final class FeedVM {
    let feed: Event<Int>
    var received: [Int] = []

    init(feed: Event<Int>) {
        self.feed = feed
        feed.subscribe(self) { this, value in this.received.append(value) }
    }

    deinit {
        feed.unsubscribe(self)
    }
}

@MainActor
private final class FeedScreen: IHaveViewModel {
    typealias ViewModel = FeedVM
    func viewModelChanged(_ viewModel: FeedVM) {}
}

/// Drops a screen that shows a `FeedVM`, then lets the storage release it; returns whether the view model was
/// released and its subscription ended.
@MainActor
private func releaseDeadScreen(purging: Bool) -> Bool {
    let feed = Event<Int>()
    weak var weakViewModel: FeedVM?
    do {
        let screen = FeedScreen()
        let viewModel = FeedVM(feed: feed)
        weakViewModel = viewModel
        screen.viewModel = viewModel
    }
    if purging {
        ViewModelStorage.purge()
    } else {
        let cell = OrderCell()
        for step in 0..<(ViewModelStorage.count + 2) {
            cell.viewModel = OrderVM(name: "\(step)")
        }
    }
    return weakViewModel == nil && feed.subscriberCount == 0
}

/// A raised value whose `deinit` uses its event, released by the delivery once the raises queued behind it are
/// delivered: it must be released outside the event's lock. Runs in a child process with a deadline, as it once deadlocked.
@Suite("Raised values that use their event in deinit")
struct RaisedValueDeinitTests {
    @Test("a nested raise's value is released outside the event's lock")
    func nestedRaiseValueReleasedOutsideTheLock() async {
        await #expect(processExitsWith: .success) {
            exitOnDeadline()
            let event = Event<Payload>()
            let listener = Listener()
            event.subscribe(
                listener,
                onAnyThread: { [unowned event] _, payload in
                    if payload.depth < 3 { event.raise(Payload(event: event, depth: payload.depth + 1)) }
                })
            event.raise(Payload(event: event, depth: 0))
            if event.subscriberCount != 1 { exit(1) }
        }
    }
}

/// A raised value that reads its event when it is released.
private final class Payload: Sendable {
    let event: Event<Payload>
    let depth: Int

    init(event: Event<Payload>, depth: Int) {
        self.event = event
        self.depth = depth
    }

    deinit {
        _ = event.subscriberCount
    }
}
