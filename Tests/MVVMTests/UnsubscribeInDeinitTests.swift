import Foundation
import HarborMVVM
import Testing

/// A view model whose `deinit` unsubscribes from the feed it listens to, kept by a screen that is not an
/// `NSObject`: when the storage releases the dead screen's view model (on a later write, or in `purge()`), that
/// `deinit` uses the storage again. Each case runs in a child process, as it once aborted.
@Suite("Unsubscribing in deinit")
struct UnsubscribeInDeinitTests {
    @Test(
        "a view model released by a later write to the storage may unsubscribe in its deinit",
        .timeLimit(.minutes(1)))
    func releasedByAWrite() async {
        await #expect(processExitsWith: .success) {
            let released = await MainActor.run { releaseDeadScreen(purging: false) }
            if !released { exit(1) }
        }
    }

    @Test("a view model released by purge() may unsubscribe in its deinit", .timeLimit(.minutes(1)))
    func releasedByPurge() async {
        await #expect(processExitsWith: .success) {
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
