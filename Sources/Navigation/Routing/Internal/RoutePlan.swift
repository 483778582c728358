import HarborContainer

/// The transitions that turn what is on screen into a ``Destination``: keep what matches, dismiss what is
/// presented above it, select the tab, pop or push the difference, present the rest.
///
/// Every screen to show is created (its view model resolved) while the plan is made, so a plan that cannot be
/// made leaves the screen as it was.
@MainActor
struct RoutePlan {
    /// One transition; only the plan's last one animates.
    typealias Transition = @MainActor (_ animated: Bool, _ done: @escaping @MainActor () -> Void) -> Void

    /// In order.
    private(set) var transitions: [Transition] = []

    /// Why a transition was refused when it was about to run; the transitions after it do not run.
    private let refusal = Refusal()

    private final class Refusal {
        var error: NavigationError?
    }

    /// A presented level of the hierarchy (or the window's own level) as it is now.
    private struct Level {
        /// The screen that presents this level; `nil` for the window's level.
        let presenter: (any IScreen)?
        /// The level's screens that can match a destination: its stack, root first, or its one screen.
        var content: [any IScreen]
        /// The level's navigation stack, if it has one.
        var stack: (any INavigationStackScreen)?
        /// The screens from the level's first to its top, through each container's visible child.
        let chain: [any IScreen]
    }

    /// Plans the way from the hierarchy under `root` to `destination`.
    ///
    /// - Throws: ``RouteError`` when the destination's base is not on screen, a push has no stack, or a view
    ///   model cannot be resolved; nothing was changed then.
    init(
        to destination: Destination,
        from root: any IScreen,
        window: any IScreenWindow,
        container: any IContainer
    ) throws(RouteError) {
        var current = Self.levels(from: root)
        let presentedNow = current.count > 1 ? current[1].presenter : nil

        // The base: the tab or root the destination starts from, and whether its tab must be selected.
        var tabSelection: (tabBar: any ITabBarScreen, index: Int)?
        let base: any IScreen
        switch destination.base {
        case .tab(let type, let matches):
            guard let tabBar = current[0].chain.lazy.compactMap({ $0 as? any ITabBarScreen }).first,
                let index = tabBar.tabScreens.firstIndex(where: {
                    matches($0) || (($0 as? any INavigationStackScreen)?.stackScreens.first.map(matches) ?? false)
                })
            else {
                throw .tabNotFound(typeName: "\(type)")
            }
            base = tabBar.tabScreens[index]
            if index != tabBar.selectedTabIndex {
                tabSelection = (tabBar, index)
                current.removeSubrange(1...)  // What is presented now covers another tab: it all goes.
            }
        case .root(let type, let matches):
            let found = current[0].chain.first { screen in
                if let stack = screen as? any INavigationStackScreen, let first = stack.stackScreens.first {
                    return matches(first)
                }
                return matches(screen)
            }
            guard let found else {
                throw .rootNotFound(typeName: "\(type)")
            }
            base = found
        }
        let baseStack = base as? any INavigationStackScreen
        current[0].stack = baseStack
        current[0].content = baseStack?.stackScreens ?? [base]
        if current[0].content.isEmpty {
            throw .rootNotFound(typeName: typeName(of: base))  // An empty stack has no root to keep.
        }

        // The target, level by level; `nil` is the base's root, which always stays.
        var target: [[ScreenStep?]] = destination.levels.map { $0.map { $0 } }
        target[0].insert(nil, at: 0)

        // The first level that differs, and how much of it matches.
        var divergence: (level: Int, kept: Int)?
        for index in 0..<max(current.count, target.count) {
            guard index < current.count, index < target.count else {
                divergence = (index, 0)
                break
            }
            var kept = 0
            for (screen, step) in zip(current[index].content, target[index]) {
                guard step?.matches(screen) ?? true else {
                    break
                }
                kept += 1
            }
            if kept == current[index].content.count && kept == target[index].count {
                continue
            }
            if index > 0 && current[index].stack == nil && target[index].count > kept {
                kept = 0  // A presented screen without a stack cannot be pushed on: present it anew.
            }
            divergence = (index, kept)
            break
        }
        guard let divergence = divergence ?? (tabSelection != nil ? (current.count, 0) : nil) else {
            return  // Already there.
        }

        // Create every screen to show before anything changes on screen.
        let keepsLevel = divergence.level < current.count && divergence.kept > 0
        let firstNewLevel = keepsLevel ? divergence.level + 1 : divergence.level
        var pushes: [any IScreen] = []
        if keepsLevel {
            pushes = try Self.make(target[divergence.level][divergence.kept...].compactMap { $0 }, container, window)
        }
        var presented: [[any IScreen]] = []
        for level in target.indices where level >= firstNewLevel {
            presented.append(try Self.make(target[level].compactMap { $0 }, container, window))
        }

        // Dismiss what is presented above the level that stays.
        let firstGone = min(firstNewLevel, current.count)
        if tabSelection != nil, let presentedNow {
            transitions.append { animated, done in
                presentedNow.dismissPresentedScreen(animated: animated, completion: done)
            }
        } else if firstGone < current.count, let presenter = current[firstGone].presenter {
            transitions.append { animated, done in
                presenter.dismissPresentedScreen(animated: animated, completion: done)
            }
        }
        if let (tabBar, index) = tabSelection {
            transitions.append { _, done in tabBar.selectTab(at: index, completion: done) }
        }
        if keepsLevel {
            let level = current[divergence.level]
            try adjust(level, keeping: divergence.kept, pushing: pushes)
        }
        for screens in presented {
            let shown = screens.count > 1 ? try Self.stack(of: screens, in: window) : screens[0]
            transitions.append { animated, done in
                root.topScreen.presentScreen(shown, animated: animated, completion: done)
            }
        }
    }

    /// Pops `level`'s stack to its first `kept` screens and pushes `pushes`, in one transition when the stack can
    /// be set as a whole.
    private mutating func adjust(_ level: Level, keeping kept: Int, pushing pushes: [any IScreen]) throws(RouteError) {
        let pops = level.content.count > kept
        guard let stack = level.stack else {
            guard pushes.isEmpty else {
                throw .noNavigationStack(typeName: typeName(of: level.content[0]))
            }
            return
        }
        let keptScreens = Array(level.content.prefix(kept))
        let last = keptScreens[kept - 1]
        for screen in pushes {
            try navigating { () throws(NavigationError) in try StackGuard.checkPush(screen, onto: stack) }
        }
        if let settable = stack as? any ISettableStackScreen, pushes.count > 1 || (pops && !pushes.isEmpty) {
            transitions.append { animated, done in
                settable.setStackScreens(keptScreens + pushes, animated: animated, completion: done)
            }
            return
        }
        if pops {
            // Checked when it runs: the dismiss planned before it may have taken `last` away.
            transitions.append { [refusal] animated, done in
                do throws(NavigationError) {
                    try StackGuard.checkPop(to: last, in: stack)
                } catch {
                    refusal.error = error
                    done()
                    return
                }
                stack.popToScreen(last, animated: animated, completion: done)
            }
        }
        for screen in pushes {
            transitions.append { animated, done in stack.pushScreen(screen, animated: animated, completion: done) }
        }
    }

    /// Runs the transitions one after another, animating only the last, then calls `completion`; stops at a
    /// transition refused when it was about to run (a pop to a screen no longer in its stack), and before the next
    /// transition once `turn` has ended (its deadline passed).
    func run(
        from index: Int = 0,
        animated: Bool,
        in turn: QueueTurn,
        completion: @escaping @MainActor (Result<Void, RouteError>) -> Void
    ) {
        guard !turn.hasEnded else { return }
        if let error = refusal.error {
            completion(.failure(.navigation(error)))
            return
        }
        guard index < transitions.count else {
            completion(.success(()))
            return
        }
        transitions[index](animated && index == transitions.count - 1) {
            self.run(from: index + 1, animated: animated, in: turn, completion: completion)
        }
    }

    // MARK: Helpers

    /// The hierarchy as levels: the window's, then one per presented screen.
    private static func levels(from root: any IScreen) -> [Level] {
        var levels: [Level] = []
        var presenter: (any IScreen)?
        var chain: [any IScreen] = [root]
        var screen = root
        func close() {
            let stack = chain.lazy.compactMap { $0 as? any INavigationStackScreen }.first
            levels.append(
                Level(presenter: presenter, content: stack?.stackScreens ?? [chain[0]], stack: stack, chain: chain))
        }
        while true {
            if let next = screen.presentedScreen {
                close()
                presenter = screen
                chain = [next]
                screen = next
            } else if let child = screen.visibleChildScreen {
                chain.append(child)
                screen = child
            } else {
                break
            }
        }
        close()
        return levels
    }

    private static func make(_ steps: [ScreenStep], _ container: any IContainer, _ window: any IScreenWindow)
        throws(RouteError) -> [any IScreen]
    {
        var screens: [any IScreen] = []
        for step in steps {
            try navigating { () throws(NavigationError) in screens.append(try step.make(container, window)) }
        }
        return screens
    }

    /// A new navigation stack holding `screens`, built before it is shown.
    private static func stack(of screens: [any IScreen], in window: any IScreenWindow) throws(RouteError) -> any IScreen
    {
        for screen in screens {
            try navigating { () throws(NavigationError) in try StackGuard.checkStackable(screen) }
        }
        let stack = window.makeNavigationStack(root: screens[0])
        if let settable = stack as? any ISettableStackScreen {
            settable.setStackScreens(screens, animated: false) {}
        } else {
            for screen in screens.dropFirst() {
                stack.pushScreen(screen, animated: false) {}
            }
        }
        return stack
    }
}
