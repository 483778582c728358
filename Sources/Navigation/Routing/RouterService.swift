import HarborContainer

/// Opens links and typed routes: compares the route's ``Destination`` with what is on screen and runs the
/// fewest transitions to get there.
///
/// ```swift
/// let router: RouterService = container.resolve()
/// router.routes.register("/orders/:id") { params throws(RouteError) in
///     Destination(tab: OrdersScreen.self)
///         .push(OrderDetailsScreen.self, args: try params.value("id", as: Int.self))
/// }
/// router.open("myapp://orders/7")                     // returns at once
/// try await router.openAndWait("myapp://orders/7")    // returns once the screen shows
/// ```
///
/// As with the navigation services, `open` returns at once in synchronous and `async` code alike, and
/// `try await openAndWait` returns once the destination shows. A link the route table does not serve
/// (``RouteTable/schemes``, ``RouteTable/hosts``) fails with ``RouteError/foreignLink(_:)``.
///
/// Opening a route keeps every screen that already matches, dismisses what is presented above it, selects the
/// tab, pops or pushes the difference (in one transition where the stack allows it, see
/// ``ISettableStackScreen``), presents the rest, and animates only the last step. On a cold start the screens
/// under the target are built too, so Back works.
///
/// A route that cannot be honoured fails with a typed ``RouteError`` and changes nothing on screen: an unknown
/// link or a parameter that does not parse fails before anything is queued, and every view model is resolved
/// before the first transition. Requests share the services' queue, so a route waits for the transitions
/// before it, and it has the same deadline: a route whose transitions have not finished within
/// ``NavigationOptions/transitionTimeout`` fails with ``NavigationError/transitionDidNotFinish(action:)`` and the
/// queue goes on. A route opened before the bound ``IWindowProvider`` has a window with a root screen (the link
/// that launched the app) waits for one, up to ``RouterOptions/windowWaitLimit``; with no provider bound it fails
/// at once with ``NavigationError/noWindowProvider``.
///
/// The class is open so that a test double can replace it through the container: HarborTesting's
/// `RecordingRouterService` overrides ``perform(_:completion:)``.
@MainActor
open class RouterService: @MainActor ISingleton {
    /// The container view models are resolved from; held weakly, as the container owns this singleton, and `nil`
    /// once it is released (a request made then ends with ``NavigationError/containerReleased``).
    public private(set) weak var container: (any IContainer)?

    /// The app's link patterns.
    public let routes = RouteTable()

    let engine: NavigationEngine

    /// The test double that took this service's place in its container after the service was handed out: it gets
    /// the requests made through this one. Set once, by the double's `install(in:)`.
    package var replacement: RouterService?

    private var waitingForWindow: [@MainActor () -> Void] = []
    private var isWaitingForWindow = false

    /// Creates the service; the container calls this.
    ///
    /// - Parameters:
    ///   - container: The container resolving the service.
    ///   - args: None.
    public required init(container: any IContainer, args: Void) {
        self.container = container
        engine = container.resolve()
    }

    /// Runs one request: the single point every `open` goes through.
    ///
    /// Override it in a test double to record requests instead of navigating.
    ///
    /// - Parameters:
    ///   - request: What to open.
    ///   - completion: Called once the destination shows, or with why it could not be reached (nothing changed
    ///     on screen then).
    open func perform(_ request: RouteRequest, completion: @escaping @MainActor (Result<Void, RouteError>) -> Void) {
        if let replacement {
            replacement.perform(request, completion: completion)
            return
        }
        let destination: Destination
        do throws(RouteError) {
            destination = try request.destination()
        } catch {
            completion(.failure(error))
            return
        }
        whenWindowExists { [weak self] in
            guard let self else {
                completion(.failure(.navigation(.containerReleased)))
                return
            }
            let end = RequestEnd(completion)
            let timedOut: @MainActor () -> Void = {
                end.report(.failure(.navigation(.transitionDidNotFinish(action: .open))))
            }
            engine.enqueue(timedOut: timedOut) { [weak self] turn in
                do throws(RouteError) {
                    guard let self, let container = self.container else {
                        throw .navigation(.containerReleased)
                    }
                    let (window, root) = try windowAndRoot(in: turn)
                    let plan = try RoutePlan(to: destination, from: root, window: window, container: container)
                    plan.run(animated: request.animated, in: turn) { result in
                        end.report(result)
                        turn.end()
                    }
                } catch {
                    end.report(.failure(error))
                    turn.end()
                }
            }
        }
    }

    // MARK: Links

    /// Opens `link` and returns at once.
    ///
    /// ```swift
    /// router.open("myapp://orders/7")
    /// ```
    ///
    /// - Parameters:
    ///   - link: A URL (`myapp://orders/7`, `https://example.com/orders/7`) or a path (`/orders/7`).
    ///   - animated: Whether the last transition animates; `true` by default.
    ///   - completion: Called once the destination shows, or with the failure; without one, a failure goes to
    ///     ``NavigationFailure/handler``.
    public func open(
        _ link: String,
        animated: Bool = true,
        completion: (@MainActor (Result<Void, RouteError>) -> Void)? = nil
    ) {
        send(linkRequest(link, animated: animated), completion: completion)
    }

    /// Opens `link` and returns once the destination shows.
    ///
    /// - Parameters:
    ///   - link: A URL or a path.
    ///   - animated: Whether the last transition animates; `true` by default.
    /// - Throws: ``RouteError``; nothing changed on screen then.
    public func openAndWait(_ link: String, animated: Bool = true) async throws(RouteError) {
        try await run(linkRequest(link, animated: animated))
    }

    // MARK: Typed routes

    /// Opens a typed route and returns at once.
    ///
    /// - Parameters:
    ///   - route: The app's route value.
    ///   - animated: Whether the last transition animates; `true` by default.
    ///   - completion: Called once the destination shows, or with the failure; without one, a failure goes to
    ///     ``NavigationFailure/handler``.
    public func open(
        _ route: some IRoute,
        animated: Bool = true,
        completion: (@MainActor (Result<Void, RouteError>) -> Void)? = nil
    ) {
        send(typedRequest(route, animated: animated), completion: completion)
    }

    /// Opens a typed route and returns once the destination shows.
    ///
    /// ```swift
    /// try await router.openAndWait(AppRoute.orderDetails(7))
    /// ```
    ///
    /// - Parameters:
    ///   - route: The app's route value.
    ///   - animated: Whether the last transition animates; `true` by default.
    /// - Throws: ``RouteError``; nothing changed on screen then.
    public func openAndWait(_ route: some IRoute, animated: Bool = true) async throws(RouteError) {
        try await run(typedRequest(route, animated: animated))
    }

    // MARK: Helpers

    private func linkRequest(_ link: String, animated: Bool) -> RouteRequest {
        RouteRequest(route: link, animated: animated) { [routes] () throws(RouteError) in
            try routes.destination(for: link)
        }
    }

    private func typedRequest(_ route: some IRoute, animated: Bool) -> RouteRequest {
        RouteRequest(route: "\(route)", typedRoute: route, animated: animated) { () throws(RouteError) in
            try route.destination()
        }
    }

    /// Runs a request whose caller may not listen: with no `completion`, a failure goes to
    /// ``NavigationFailure/handler`` (navigation failures are never silent), as an ``NavigationRequest/Action/open``
    /// request.
    private func send(_ request: RouteRequest, completion: (@MainActor (Result<Void, RouteError>) -> Void)?) {
        guard let completion else {
            let report = NavigationFailure.reporter(
                for: NavigationRequest(action: .open, arguments: request.route, animated: request.animated))
            perform(request) { outcome in
                if case .failure(let error) = outcome {
                    report(.failure(error.navigationError))
                }
            }
            return
        }
        perform(request, completion: completion)
    }

    private func run(_ request: RouteRequest) async throws(RouteError) {
        try await awaitOutcome(of: request, perform).get()
    }

    /// The window and its root screen, or why there are none.
    private func windowAndRoot(in turn: QueueTurn) throws(RouteError) -> (any IScreenWindow, any IScreen) {
        do throws(NavigationError) {
            let window = try engine.currentWindow(in: turn)
            guard let root = window.rootScreen else {
                throw .noTopScreen
            }
            return (window, root)
        } catch {
            throw .navigation(error)
        }
    }

    /// Calls `body` once the window has a root screen (at once when it has and nothing waits), or after
    /// ``RouterOptions/windowWaitLimit``, when the request then fails for want of a window; waiting requests keep
    /// their order. Only a bound provider that has no window, or a window without a root screen, is waited for (the
    /// app is launching); with no provider bound, or the container released, the request fails at once.
    private func whenWindowExists(_ body: @escaping @MainActor () -> Void) {
        if waitingForWindow.isEmpty && !mustWaitForWindow {
            body()
            return
        }
        waitingForWindow.append(body)
        guard !isWaitingForWindow else { return }
        isWaitingForWindow = true
        let options = (try? container?.resolveOrThrow(RouterOptions.self)) ?? RouterOptions()
        let interval = max(options.windowPollInterval, 0.001)
        // Holds the service until the wait ends, so that every waiting request ends, the container released or not.
        Task { [self] in
            var waited = 0.0
            while waited < options.windowWaitLimit, mustWaitForWindow {
                try? await Task.sleep(nanoseconds: UInt64(interval * 1_000_000_000))
                waited += interval
            }
            stopWaitingForWindow()
        }
    }

    private func stopWaitingForWindow() {
        let waiting = waitingForWindow
        waitingForWindow = []
        isWaitingForWindow = false
        for body in waiting {
            body()
        }
    }

    /// Whether a route has to wait for the window: a provider is bound but has no window, or its window no root
    /// screen, yet.
    private var mustWaitForWindow: Bool {
        do throws(NavigationError) {
            return try engine.currentWindow().rootScreen == nil
        } catch {
            return error == .noWindow
        }
    }
}
