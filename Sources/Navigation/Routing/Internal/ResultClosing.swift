/// Closes a screen the services or a route showed when its view model finishes its ``ScreenResult``: popped when a
/// stack holds it above another screen, else dismissed, wherever it is by then.
@MainActor
enum ResultClosing {
    /// Installs the close on `result`; it runs in turn on `engine`'s queue, and `closed` runs once it is done.
    static func install(
        on result: any AnyScreenResult,
        of screen: any IScreen,
        engine: NavigationEngine,
        closed: @escaping @MainActor () -> Void = {}
    ) {
        let weakScreen = WeakScreen(screen)
        result.install { [weak engine] in
            guard let engine, let screen = weakScreen.screen else { return }
            engine.enqueue { [weak engine] turn in
                guard let root = try? engine?.currentWindow(in: turn).rootScreen else {
                    turn.end()
                    return
                }
                close(screen, under: root) {
                    closed()
                    turn.end()
                }
            }
        }
    }

    /// Pops `screen` when a stack holds it above another screen, else dismisses what presents it (or the stack
    /// it is the root of); does nothing when it is no longer on screen.
    private static func close(_ screen: any IScreen, under root: any IScreen, done: @escaping @MainActor () -> Void) {
        let steps = ScreenPath(root: root).steps
        var levelStart = 0  // the step presented last so far: what presents it is the step before
        for (index, step) in steps.enumerated() {
            if step.link == .presented {
                levelStart = index
            }
            let stack = step.screen as? any INavigationStackScreen
            if let screens = stack?.stackScreens,
                let position = screens.firstIndex(where: { $0.screenID == screen.screenID }),
                position > 0
            {
                stack?.popToScreen(screens[position - 1], animated: true, completion: done)
                return
            }
            let isLevelRoot =
                step.screen.screenID == screen.screenID || stack?.stackScreens.first?.screenID == screen.screenID
            if isLevelRoot {
                if index > 0 && levelStart == index {
                    steps[index - 1].screen.dismissPresentedScreen(animated: true, completion: done)
                    return
                }
                break
            }
        }
        done()
    }
}
