import Foundation
import HarborMVVM
import Testing

/// A raise from a background queue to a main-actor subscriber killed the app inside libdispatch. Each
/// path runs in a child process (so a crash fails the test instead of the run), then checks what arrived.
@Suite("Background raises reach main-actor subscribers")
struct BackgroundDeliveryTests {
    @Test("through vm.changed: the view refreshes on the main queue")
    func changed() async {
        await #expect(processExitsWith: .success) {
            let (screen, changed) = await MainActor.run {
                let screen = OrdersScreen()
                let viewModel = OrdersVM()
                screen.viewModel = viewModel
                return (screen, viewModel.changed)
            }
            await Task.detached { changed.raise() }.value
            await drainMainQueue()
            let reloads = await MainActor.run { screen.reloads.count }
            if reloads != 2 { exit(1) }
        }
    }

    @Test("to a second receiver of an Output, in send order")
    func secondReceiver() async {
        await #expect(processExitsWith: .success) {
            let (screen, viewModel, second) = await MainActor.run {
                let screen = LoginScreen()
                let viewModel = LoginVM()
                screen.bind(with: viewModel)
                let second = LoginScreen()
                viewModel.output.subscribe(second) { this, event in this.handle(event: event) }
                return (screen, viewModel, second)
            }
            let output = viewModel.output
            await Task.detached {
                output.send(.loading(true))
                output.send(.loading(false))
            }.value
            await drainMainQueue()
            let (first, other) = await MainActor.run { (screen.handled, second.handled) }
            guard first == [.title("Sign in"), .loading(true), .loading(false)],
                other == [.loading(true), .loading(false)]
            else { exit(1) }
        }
    }

    @Test("through output.events.map { … } set up in setupBindings()")
    func mappedInSetupBindings() async {
        await #expect(processExitsWith: .success) {
            let (screen, viewModel) = await MainActor.run {
                let screen = MappingScreen()
                let viewModel = LoginVM()
                screen.bind(with: viewModel)
                return (screen, viewModel)
            }
            let output = viewModel.output
            await Task.detached { output.send(.title("Orders")) }.value
            await drainMainQueue()
            let titles = await MainActor.run { screen.titles }
            if titles != ["Sign in", "Orders"] { exit(1) }
        }
    }

    @Test("bind(with:) keeps send order across threads: a background .a sent before a main .b arrives first")
    @MainActor
    func bindOrder() async {
        let screen = LoginScreen()
        let viewModel = LoginVM()
        screen.bind(with: viewModel)
        let output = viewModel.output
        await Task.detached { output.send(.title("a")) }.value
        output.send(.title("b"))
        #expect(screen.handled == [.title("Sign in"), .title("a"), .title("b")])
        #expect(screen.handledOnMainQueue.allSatisfy { $0 })
    }
}

/// A view whose own binding, made in `setupBindings()`, maps its view model's output.
@MainActor
final class MappingScreen: IEventView {
    let output = Output<LoginVM.ViewEvent>()
    let tokens = TokenBag()
    var titles: [String] = []
    private weak var boundModel: LoginVM?

    func setupBindings() {
        guard let model = boundViewModel?.base as? LoginVM else { return }
        boundModel = model
        model.output.events
            .map { event -> String? in
                if case .title(let text) = event { return text }
                return nil
            }
            .bind { [weak self] text in
                if let text { self?.titles.append(text) }
            }
            .store(in: tokens)
    }

    func handle(event: LoginVM.ViewModelEvent) {}
}
