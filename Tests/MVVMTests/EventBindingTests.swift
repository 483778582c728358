import HarborMVVM
import Testing

@MainActor
@Suite("IEventView.bind(with:)")
struct EventBindingTests {
    @Test("wires both outputs, calls setupBindings() then start(), and keeps the view model")
    func bind() {
        let screen = LoginScreen()
        let viewModel = LoginVM()
        viewModel.journal = { [weak screen] in screen?.journal.append($0) }
        screen.bind(with: viewModel)
        #expect(screen.journal == ["setupBindings", "start"])
        #expect(screen.handled == [.title("Sign in")])
        screen.output.send(.submit("me"))
        #expect(viewModel.received == [.submit("me")])
        #expect(screen.handled == [.title("Sign in"), .loading(true)])
        #expect(screen.boundViewModel?.base === viewModel)
        screen.boundViewModel?.handle(event: .cancel)
        #expect(viewModel.received == [.submit("me"), .cancel])
    }

    @Test("start() runs exactly once per view model, even when it is bound again")
    func startOnce() {
        let viewModel = LoginVM()
        let screen = LoginScreen()
        screen.bind(with: viewModel)
        screen.bind(with: viewModel)
        LoginScreen().bind(with: viewModel)
        #expect(viewModel.starts == 1)
        #expect(screen.journal == ["setupBindings"])
    }

    @Test("view-model events sent on the main thread are delivered synchronously")
    func synchronousOnMain() {
        let screen = LoginScreen()
        let viewModel = LoginVM()
        screen.bind(with: viewModel)
        viewModel.output.send(.loading(false))
        #expect(screen.handled.last == .loading(false))
        #expect(screen.handledOnMainQueue.allSatisfy { $0 })
    }

    @Test("view-model events sent from another thread are delivered on the main queue (the main actor), in order")
    func hopsToMain() async {
        let screen = LoginScreen()
        let viewModel = LoginVM()
        screen.bind(with: viewModel)
        let output = viewModel.output
        await Task.detached {
            #expect(!isOnMainQueue())
            output.send(.loading(true))
            output.send(.loading(false))
        }.value
        await drainMainQueue()
        #expect(screen.handled == [.title("Sign in"), .loading(true), .loading(false)])
        #expect(screen.handledOnMainQueue == [true, true, true])
    }

    @Test("rebinding detaches the first view model and releases it")
    func rebind() {
        let screen = LoginScreen()
        weak var weakFirst: LoginVM?
        let second = LoginVM()
        do {
            let first = LoginVM()
            weakFirst = first
            screen.bind(with: first)
            screen.bind(with: second)
            first.output.send(.title("stale"))
            screen.output.send(.cancel)
            #expect(first.received.isEmpty)
        }
        #expect(weakFirst == nil)
        #expect(second.received == [.cancel])
        #expect(screen.handled == [.title("Sign in"), .title("Sign in")])
        #expect(screen.journal == ["setupBindings", "setupBindings"])
        #expect(screen.boundViewModel?.base === second)
    }

    @Test("unbind() detaches and releases the view model")
    func unbind() {
        let screen = LoginScreen()
        weak var weakViewModel: LoginVM?
        do {
            let viewModel = LoginVM()
            weakViewModel = viewModel
            screen.bind(with: viewModel)
        }
        #expect(weakViewModel != nil)
        screen.unbind()
        #expect(weakViewModel == nil)
        #expect(screen.boundViewModel == nil)
    }

    @Test("the view is freed with its binding, and then its view model")
    func viewFreed() {
        weak var weakScreen: LoginScreen?
        weak var weakViewModel: LoginVM?
        do {
            let screen = LoginScreen()
            let viewModel = LoginVM()
            weakScreen = screen
            weakViewModel = viewModel
            screen.bind(with: viewModel)
        }
        #expect(weakScreen == nil)
        ViewModelStorage.purge()
        #expect(weakViewModel == nil)
    }

    @Test("a view model's events reach a view that is gone nowhere, without crashing")
    func eventsAfterViewGone() async {
        let viewModel = LoginVM()
        do {
            let screen = LoginScreen()
            screen.bind(with: viewModel)
        }
        viewModel.output.send(.loading(true))
        let output = viewModel.output
        await Task.detached { output.send(.loading(false)) }.value
        await drainMainQueue()
        #expect(viewModel.output.events.subscriberCount == 0)
    }
}
