import HarborContainer
import HarborMVVM
import HarborNavigation

/// The Orders app in the terminal: its container, its window, and the loop that turns typed steps into
/// navigation.
///
/// ```swift
/// let app = DemoApp()
/// print(await app.launch())             // the orders list
/// print(await app.perform("open 7"))    // pushes the details of order #7
/// ```
///
/// It sets the app up the way an iOS app's scene delegate would: one container, a window whose root is a
/// navigation stack showing the orders list. The only registration is where the navigation services find the
/// window; every other type declares its own lifetime (`ISingleton`, `IPerRequest`) and needs none.
@MainActor
public final class DemoApp {
    /// The app's container; it records who depends on whom, for `--graph`.
    public let container: Container
    /// The window the screens are shown in.
    public let window = TerminalWindow()
    /// Whether a `quit` step was performed.
    public private(set) var hasQuit = false

    /// Creates the app around a container.
    ///
    /// - Parameter container: The root container, or a child of it holding mocks (in tests).
    public init(container: Container = Container(recordsDependencies: true)) {
        self.container = container
        // The one binding the app makes: where Harbor's navigation services find the window.
        let windowProvider = FixedWindowProvider(window)
        container.bind((any IWindowProvider).self) { _ in windowProvider }
        Self.registerRoutes(in: container)
    }

    /// The app's deep links, as an iOS app registers them at launch: the `harbor` scheme it serves, and
    /// `harbor://orders` and `harbor://orders/7`. A link of another scheme is refused. The router compares each
    /// destination with the screen and only pushes or pops the difference; a link that launched the app gets the
    /// orders list under the details, so `back` works.
    private static func registerRoutes(in container: Container) {
        let router: RouterService = container.resolve()
        router.routes.schemes = ["harbor"]
        router.routes.register("/orders") { _ throws(RouteError) in
            Destination(root: OrdersScreen.self)
        }
        router.routes.register("/orders/:id") { [unowned container] params throws(RouteError) in
            let id = try params.value("id", as: Int.self)
            let provider: OrdersProvider = container.resolve()
            guard let order = provider.orders.first(where: { $0.id == id }) else {
                throw .notFound("order #\(id)")
            }
            return Destination(root: OrdersScreen.self).push(OrderDetailsScreen.self, args: order)
        }
    }

    /// Shows the orders list and waits until its orders are loaded.
    ///
    /// - Returns: The first screen and the stack, as ``perform(_:)`` prints them.
    public func launch() async -> String {
        let orders = OrdersScreen()
        orders.viewModel = container.resolve()
        window.rootTerminalScreen = TerminalNavigationStack(root: orders)
        return await draw()
    }

    /// Performs one step (`open 7`, `back`, `status`, `pick 3`, `close`, `link harbor://orders/7`, `quit`, …)
    /// and draws the result.
    ///
    /// - Parameter step: The step as typed.
    /// - Returns: The step's messages (errors included), then the top screen and the stack.
    public func perform(_ step: String) async -> String {
        let command = Command(step)
        var messages: [String] = []
        topScreen?.stepWillBegin()  // A message belongs to the step that caused it.
        switch command.verb {
        case "quit", "q":
            hasQuit = true
            return "bye"
        case "back", "b":
            if let error = await goBack() { messages.append("! NavigationError: \(error)") }
        case "close", "c":
            if let error = await close() { messages.append("! NavigationError: \(error)") }
        case "link", "l":
            if let error = await open(Self.link(in: step)) { messages.append("! RouteError: \(error)") }
        case "help", "h", "?":
            messages.append(Self.stepsHelp)
        case "" where command.number == nil:
            break  // An empty line redraws the screen.
        default:
            guard let screen = topScreen else { break }
            if await screen.handle(command) {
                break
            }
            if let hint = screen.hint(for: command) {
                messages.append("! \(hint)")
            } else {
                messages.append("! '\(step)' is not a step here; try one of the keys below")
            }
        }
        let screen = await draw()
        return (messages + [screen]).joined(separator: "\n")
    }

    /// Runs the app on a script: the first screen, then each step followed by what it shows, until `quit`.
    ///
    /// ```swift
    /// print(await DemoApp().run(script: ["open 7", "back", "quit"]))
    /// ```
    ///
    /// The output is the same on every run: the orders are awaited and nothing depends on time.
    ///
    /// - Parameter steps: The steps, as typed.
    /// - Returns: The transcript that `orders-demo --script` prints.
    public func run(script steps: [String]) async -> String {
        var transcript = [await launch()]
        for step in steps where !hasQuit {
            transcript.append("\n> \(step)")
            transcript.append(await perform(step))
        }
        return transcript.joined(separator: "\n")
    }

    /// Runs the app on a terminal: the first screen, then a prompt per step until `quit` or the end of input
    /// (Ctrl-D), which ends the last prompt's line so the shell's prompt starts on its own.
    ///
    /// - Parameters:
    ///   - firstSteps: Steps performed right after launch, such as the `link URL` of `--open`.
    ///   - readLine: Reads one typed line; `nil` at the end of input.
    ///   - write: Shows text as it is, without adding a newline.
    ///   - clearScreen: What to write before each screen (the terminal's clear-screen sequence).
    public func runInteractive(
        firstSteps: [String] = [],
        readLine: () -> String?,
        write: (String) -> Void,
        clearScreen: String = "\u{1B}[2J\u{1B}[H"
    ) async {
        write(clearScreen + (await launch()) + "\n")
        for step in firstSteps where !hasQuit {
            write(clearScreen + (await perform(step)) + "\n")
        }
        while !hasQuit {
            write("> ")
            guard let line = readLine() else {
                write("\n")
                return
            }
            let output = await perform(line)
            write((hasQuit ? output : clearScreen + output) + "\n")
        }
    }

    /// The steps the app understands, for `help` and `--help`.
    nonisolated public static let stepsHelp = """
        steps:
          open N, or N   open order N        status, s   change the order's status
          next, n        next page           pick N, N   choose status N in the picker
          prev, p        previous page       back, b     pop the top screen
          help, h        this text           close, c    dismiss the picker
          link URL, l    open a deep link    quit, q     leave
        """

    /// The link of a `link URL` step: everything after the verb, spaces included (trimmed), so a link is never
    /// cut at a space.
    ///
    /// - Parameter step: The step as typed, `link harbor://orders/7`.
    /// - Returns: `harbor://orders/7`, or an empty text when the step has no link.
    public static func link(in step: String) -> String {
        let text = step.trimmed
        guard let space = text.firstIndex(of: " ") else {
            return ""
        }
        return text[space...].trimmed
    }

    /// The container's dependency graph as Mermaid (`--graph`): the app's types and Harbor's public services.
    ///
    /// The navigation services share a queue the container holds for them, a type of HarborNavigation's own
    /// that the app never names; it is left out, and who depended on it is shown depending on what it used.
    public var dependencyGraphMermaid: String {
        Self.mermaid(container.dependencyGraph.mermaid, hiding: ["NavigationEngine"])
    }

    /// `graph` without the nodes named in `hidden`; an edge through a hidden node joins its two ends.
    ///
    /// - Parameters:
    ///   - graph: A graph as `DependencyGraph.mermaid` prints it.
    ///   - hidden: The type names to leave out.
    /// - Returns: The graph without them.
    public static func mermaid(_ graph: String, hiding hidden: Set<String>) -> String {
        var hiddenIDs: Set<Substring> = []
        var nodes: [(id: Substring, text: Substring)] = []
        var edges: [(from: Substring, to: Substring)] = []
        let lines = graph.split(separator: "\n")
        for line in lines.dropFirst() {
            let words = line.split(separator: " ")
            if words.count == 3, words[1] == "-->" {
                edges.append((words[0], words[2]))
            } else if let open = line.firstIndex(of: "[") {
                let id = Substring(line[..<open].trimmed)
                let name = line[line.index(after: open)...].dropFirst().prefix { $0 != "<" && $0 != "\"" }
                if hidden.contains(String(name)) {
                    hiddenIDs.insert(id)
                } else {
                    nodes.append((id, line[open...]))
                }
            }
        }
        // The nodes left are numbered again from n0, in their order.
        var newIDs: [Substring: String] = [:]
        for (index, node) in nodes.enumerated() { newIDs[node.id] = "n\(index)" }
        var result = [lines.first.map(String.init) ?? "graph TD"]
        result += nodes.map { "    \(newIDs[$0.id] ?? "")\($0.text)" }
        for edge in edges where !hiddenIDs.contains(edge.from) {
            let ends = hiddenIDs.contains(edge.to) ? edges.filter { $0.from == edge.to }.map(\.to) : [edge.to]
            for end in ends where end != edge.from && !hiddenIDs.contains(end) {
                let line = "    \(newIDs[edge.from] ?? "") --> \(newIDs[end] ?? "")"
                if !result.contains(line) { result.append(line) }
            }
        }
        return result.joined(separator: "\n")
    }

    /// The keys offered under every screen: `back` only where there is something to pop, `close` only on a
    /// presented screen, `quit` always.
    static func globalKeys(for screen: TerminalScreen) -> [(key: String, action: String)] {
        var keys: [(key: String, action: String)] = []
        if let stack = screen.navigationStack, stack.screens.first !== screen {
            keys.append(("b", "back"))
        }
        if screen.presentingScreen != nil || screen.navigationStack?.presentingScreen != nil {
            keys.append(("c", "close"))
        }
        return keys + [("q", "quit")]
    }

    /// The screen the user sees, as Harbor's services find it.
    private var topScreen: TerminalScreen? {
        let presenter: PresenterService = container.resolve()
        return try? presenter.topScreen() as? TerminalScreen
    }

    /// `back`: pops the top screen; on the root, the typed ``NavigationError`` says why nothing happened.
    private func goBack() async -> NavigationError? {
        let navigation: NavigationService = container.resolve()
        do {
            try await navigation.popViewControllerAndWait()
            return nil
        } catch {
            return error
        }
    }

    /// `link harbor://orders/7`: opens a deep link, as the system would hand it to the app.
    private func open(_ link: String) async -> RouteError? {
        let router: RouterService = container.resolve()
        do {
            try await router.openAndWait(link)
            return nil
        } catch {
            return error
        }
    }

    /// `close`: dismisses the presented screen; a picker closed this way hands back no result.
    private func close() async -> NavigationError? {
        let presenter: PresenterService = container.resolve()
        do {
            try await presenter.dismissAndWait()
            return nil
        } catch {
            return error
        }
    }

    private func draw() async -> String {
        guard let screen = topScreen else { return "(no screen)" }
        if !screen.hasAppeared {
            screen.hasAppeared = true
            await screen.screenWillAppear()
        }
        return ScreenRenderer.frame(of: screen, globalKeys: Self.globalKeys(for: screen)) + "\n"
            + ScreenRenderer.stackLine(from: window.rootTerminalScreen)
    }
}
