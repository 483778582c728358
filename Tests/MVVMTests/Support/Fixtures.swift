import Dispatch
import Foundation
import HarborMVVM

/// A thread-safe log of values, for handlers that run on any thread.
///
/// `@unchecked Sendable`: `lock` guards `values`.
final class Recorder<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []

    var all: [Value] { lock.withLock { values } }
    var count: Int { lock.withLock { values.count } }

    func append(_ value: Value) {
        lock.withLock { values.append(value) }
    }
}

/// A plain subscriber object.
final class Listener: Sendable {
    let name: String
    init(_ name: String = "listener") { self.name = name }
}

/// Marks the main queue, where the main actor runs (on Linux test runners, not always the process's first thread).
private let mainQueueKey: DispatchSpecificKey<UInt8> = {
    let key = DispatchSpecificKey<UInt8>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
}()

/// Whether the caller runs on the main queue.
func isOnMainQueue() -> Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) != nil
}

/// Waits until everything already enqueued on the main queue has run.
func drainMainQueue() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { continuation.resume() }
    }
}

// MARK: IHaveViewModel fixtures

@MainActor
final class OrderVM {
    let name: String
    init(name: String) { self.name = name }
}

@MainActor
final class OrderCell: IHaveViewModel {
    typealias ViewModel = OrderVM
    var shown: [String] = []

    func viewModelChanged(_ viewModel: OrderVM) {
        shown.append(viewModel.name)
    }
}

@MainActor
final class OrdersVM: INotifyOnChanged {
    var orders: [String] = []

    func load(_ orders: [String]) {
        self.orders = orders
        changed.raise()
    }
}

@MainActor
final class OrdersScreen: IHaveViewModel {
    typealias ViewModel = OrdersVM
    var reloads: [[String]] = []

    func viewModelChanged(_ viewModel: OrdersVM) {
        reloads.append(viewModel.orders)
    }
}

// MARK: Event-enum binding fixtures

@MainActor
final class LoginVM: IEventViewModel {
    enum ViewEvent: Equatable {
        case submit(String)
        case cancel
    }

    enum ViewModelEvent: Equatable, Sendable {
        case title(String)
        case loading(Bool)
    }

    let output = Output<ViewModelEvent>()
    var received: [ViewEvent] = []
    var starts = 0
    /// The log shared with the view, to check the order of `setupBindings()` and `start()`.
    var journal: ((String) -> Void)?

    func start() {
        starts += 1
        journal?("start")
        output.send(.title("Sign in"))
    }

    func handle(event: ViewEvent) {
        received.append(event)
        if case .submit = event {
            output.send(.loading(true))
        }
    }
}

@MainActor
final class LoginScreen: IEventView {
    let output = Output<LoginVM.ViewEvent>()
    var handled: [LoginVM.ViewModelEvent] = []
    var handledOnMainQueue: [Bool] = []
    var journal: [String] = []

    func setupBindings() {
        journal.append("setupBindings")
    }

    func handle(event: LoginVM.ViewModelEvent) {
        handled.append(event)
        handledOnMainQueue.append(isOnMainQueue())
    }
}
