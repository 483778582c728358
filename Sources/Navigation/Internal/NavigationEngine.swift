import HarborContainer

/// What both services share: the window lookup, the serial request queue, the decisions and the bookkeeping of
/// screens that hand a result back. One per container tree.
@MainActor
final class NavigationEngine: @MainActor ISingleton {
    typealias Completion = @MainActor (Result<Any?, NavigationError>) -> Void
    /// One job of the queue: it runs the transitions of one request and ends its turn once they have finished.
    typealias Job = @MainActor (_ turn: QueueTurn) -> Void

    /// Held weakly, as the container owns this singleton; a request that runs once it is gone ends with
    /// ``NavigationError/containerReleased``.
    private weak var container: (any IContainer)?
    private var pending: [(job: Job, timedOut: @MainActor () -> Void)] = []
    private var isRunning = false
    /// The present and push requests queued or in their transition, by number: an equal request made meanwhile
    /// is a duplicate (a double tap) and changes nothing.
    private var inFlight: [(number: Int, request: NavigationRequest)] = []
    private var requestCount = 0
    /// The navigation stacks a push fell back to presenting, while they are shown: a pop on their root
    /// dismisses them (see <doc:PresentingAndPushing>).
    private var fallbackStacks: Set<ObjectIdentifier> = []

    required init(container: any IContainer, args: Void) {
        self.container = container
        // Both are read again per turn (they may be bound later); resolving them here as well records the
        // engine's dependency on them in the container's dependency graph (`orders-demo --graph`).
        _ = windowProvider
        _ = options
    }

    // MARK: Configuration, read once per turn so an app may bind it at any time before navigating

    private var windowProvider: (any IWindowProvider)? {
        try? container?.resolveOrThrow((any IWindowProvider).self)
    }

    private var options: NavigationOptions {
        (try? container?.resolveOrThrow(NavigationOptions.self)) ?? NavigationOptions()
    }

    // MARK: The queue

    /// Runs `job` after every job enqueued before it, and only once no transition is running.
    ///
    /// The job's turn ends when the job ends it or at its deadline, ``NavigationOptions/transitionTimeout`` after
    /// the turn began (waiting for a running transition included): `timedOut` runs then, and the queue goes on.
    func enqueue(timedOut: @escaping @MainActor () -> Void = {}, _ job: @escaping Job) {
        pending.append((job, timedOut))
        runNext()
    }

    private func runNext() {
        guard !isRunning, !pending.isEmpty else { return }
        isRunning = true
        let (job, timedOut) = pending.removeFirst()
        // The turn holds the engine until it ends, so that the jobs queued behind it still run, and end, when the
        // container and the services are released meanwhile. The window provider and the options are resolved
        // here, once per turn: all the container work a request does besides making its screen.
        let turn = QueueTurn(windowProvider: windowProvider, options: options) { [self] in
            isRunning = false
            runNext()
        }
        waitUntilIdle(turn) { job(turn) }
        if !turn.hasEnded {
            turn.startDeadline(timedOut: timedOut)
        }
    }

    /// Runs `then` once no transition runs on screen, unless `turn` has ended meanwhile.
    private func waitUntilIdle(_ turn: QueueTurn, then: @escaping @MainActor () -> Void) {
        guard !turn.hasEnded else { return }
        guard let root = turn.windowProvider?.window?.rootScreen, let busy = ScreenPath.firstTransitioning(from: root)
        else {
            then()
            return
        }
        busy.afterTransition { [self] in
            waitUntilIdle(turn, then: then)
        }
    }

    // MARK: Requests

    /// Runs `request` in turn; `completion` gets `nil` when the transition has finished, or the screen's value
    /// (or `nil`) once it is gone when ``NavigationRequest/expectsResult``.
    ///
    /// A present or push equal to one queued or in its transition ends at once with
    /// ``NavigationError/duplicateRequest(typeName:)``, unless it ``NavigationRequest/allowsDuplicate``.
    func perform(_ request: NavigationRequest, completion: @escaping Completion) {
        if !request.allowsDuplicate, inFlight.contains(where: { request.isDuplicate(of: $0.request) }) {
            completion(.failure(.duplicateRequest(typeName: request.screenType.map { "\($0)" } ?? "?")))
            return
        }
        requestCount += 1
        let number = requestCount
        inFlight.append((number, request))
        let end = RequestEnd(completion)
        let leave: @MainActor () -> Void = { [weak self] in
            self?.inFlight.removeAll { $0.number == number }
        }
        // No longer in flight before the caller hears of it: a completion may ask for the same screen again.
        let report: Completion = { outcome in
            leave()
            end.report(outcome)
        }
        let timedOut: @MainActor () -> Void = {
            report(.failure(.transitionDidNotFinish(action: request.action)))
        }
        enqueue(timedOut: timedOut) { [self] turn in
            let done: @MainActor () -> Void = {
                leave()
                turn.end()
            }
            do throws(NavigationError) {
                try run(request, in: turn, completion: report, done: done)
            } catch {
                report(.failure(error))
                done()
            }
        }
    }

    /// The current top screen.
    func topScreen() throws(NavigationError) -> any IScreen {
        try path(in: currentWindow()).top
    }

    /// The window to navigate in, or why there is none; in a turn, through the window provider the turn resolved.
    func currentWindow(in turn: QueueTurn? = nil) throws(NavigationError) -> any IScreenWindow {
        guard container != nil else {
            throw .containerReleased
        }
        guard let provider = if let turn { turn.windowProvider } else { windowProvider } else {
            throw .noWindowProvider
        }
        guard let window = provider.window else {
            if let typeName = (provider as? FixedWindowProvider)?.releasedWindowTypeName {
                throw .windowReleased(typeName: typeName)
            }
            throw .noWindow
        }
        return window
    }

    private func path(in window: any IScreenWindow) throws(NavigationError) -> ScreenPath {
        guard let root = window.rootScreen else {
            throw .noTopScreen
        }
        return ScreenPath(root: root)
    }

    private func run(
        _ request: NavigationRequest,
        in turn: QueueTurn,
        completion: @escaping Completion,
        done: @escaping @MainActor () -> Void
    ) throws(NavigationError) {
        let window = try currentWindow(in: turn)
        let path = try path(in: window)
        let finish: @MainActor () -> Void = {
            completion(.success(nil))
            done()
        }
        switch request.action {
        case .present:
            try show(request, on: path, in: window, completion: completion, done: done)
        case .push:
            let stack = path.navigationStack
            guard stack != nil || turn.options.pushFallback == .presentInNavigationStack else {
                throw .noNavigationStack
            }
            try show(request, on: path, in: window, pushingOnto: stack, completion: completion, done: done)
        case .dismiss, .dismissTo:
            var above = path.topmostPresentedIndex
            if request.action == .dismissTo {
                guard let index = path.steps.lastIndex(where: { request.matches?($0.screen) ?? false }) else {
                    throw .screenNotFound(typeName: request.screenType.map { "\($0)" } ?? "?")
                }
                above = path.firstPresentedIndex(after: index)
            }
            guard let above else {
                throw .nothingToDismiss
            }
            path.steps[above - 1].screen.dismissPresentedScreen(animated: request.animated, completion: finish)
        case .pop, .popToRoot, .popTo:
            guard let stack = path.navigationStack else {
                throw .noNavigationStack
            }
            let screens = stack.stackScreens
            let target: Int
            switch request.action {
            case .popToRoot:
                target = 0
            case .popTo:
                guard let index = screens.lastIndex(where: { request.matches?($0) ?? false }) else {
                    throw .screenNotFound(typeName: request.screenType.map { "\($0)" } ?? "?")
                }
                target = index
            default:
                target = screens.count - 2
                if target < 0, let presenter = presenter(ofFallbackStack: stack, in: path) {
                    presenter.dismissPresentedScreen(animated: request.animated, completion: finish)
                    return
                }
            }
            guard target >= 0, target < screens.count - 1 else {
                throw .nothingToPop
            }
            stack.popToScreen(screens[target], animated: request.animated, completion: finish)
        case .open:
            preconditionFailure("a route is opened by RouterService, never by the services' engine")
        }
    }

    /// Presents the request's screen on the top screen, or pushes it onto `stack`; a push without a stack presents
    /// the screen in a new navigation stack (``NavigationOptions/pushFallback``).
    private func show(
        _ request: NavigationRequest,
        on path: ScreenPath,
        in window: any IScreenWindow,
        pushingOnto stack: (any INavigationStackScreen)? = nil,
        completion: @escaping Completion,
        done: @escaping @MainActor () -> Void
    ) throws(NavigationError) {
        let host: any IScreen = stack ?? path.top
        if stack == nil, let presented = host.presentedScreen, presented.isAlert {
            throw .blockedByAlert
        }
        guard host.isInWindowHierarchy else {
            throw .notInWindowHierarchy(typeName: typeName(of: host))
        }
        let prepared = try prepare(request, in: window)
        var shown = prepared.screen
        if let stack {
            try StackGuard.checkPush(prepared.screen, onto: stack)
        } else if request.action == .push {
            try StackGuard.checkStackable(prepared.screen)
            shown = window.makeNavigationStack(root: prepared.screen)
            let id = shown.screenID
            fallbackStacks.insert(id)
            shown.onRemoval { [weak self] in self?.fallbackStacks.remove(id) }
        }
        closeOnResult(prepared, of: request, completion: completion)
        let shownNow: @MainActor () -> Void = {
            if !request.expectsResult {
                completion(.success(nil))
            }
            done()
        }
        if let stack {
            stack.pushScreen(shown, animated: request.animated, completion: shownNow)
        } else {
            host.presentScreen(shown, animated: request.animated, completion: shownNow)
        }
    }

    /// When the screen's view model hands a value back: its screen closes once the value is set, and a request that
    /// expects it reports it once the screen is gone, however it went (closed by the value, dismissed, popped, or
    /// swiped away).
    private func closeOnResult(
        _ prepared: PreparedScreen,
        of request: NavigationRequest,
        completion: @escaping Completion
    ) {
        guard let result = prepared.result else { return }
        guard request.expectsResult else {
            ResultClosing.install(on: result, of: prepared.screen, engine: self)
            return
        }
        // Reported once closed by the value too, whoever still holds the screen (the removal report is then
        // ignored).
        ResultClosing.install(on: result, of: prepared.screen, engine: self) { [result] in
            completion(.success(result.anyValue))
        }
        prepared.screen.onRemoval { [result] in
            completion(.success(result.anyValue))
        }
    }

    /// The screen that presented `stack`, when a push fell back to presenting it.
    private func presenter(ofFallbackStack stack: any INavigationStackScreen, in path: ScreenPath) -> (any IScreen)? {
        guard fallbackStacks.contains(stack.screenID),
            let index = path.steps.firstIndex(where: { $0.screen.screenID == stack.screenID }), index > 0,
            path.steps[index].link == .presented
        else {
            return nil
        }
        return path.steps[index - 1].screen
    }

    /// Builds the request's screen and view model. A view model whose plain, non-throwing initializer fails
    /// to resolve a dependency stops the program through the container's fatal-error handler; first, the
    /// message names the screen being shown and how to make that failure catchable.
    func prepare(_ request: NavigationRequest, in window: any IScreenWindow) throws(NavigationError) -> PreparedScreen {
        guard let prepare = request.prepare else {
            preconditionFailure("a present or push request carries the screen to show")
        }
        let prepared = Container.$failureNote.withValue(UnresolvableViewModelNote(request)) {
            Result { () throws(NavigationError) -> PreparedScreen in try prepare(window) }
        }
        return try prepared.get()
    }
}
