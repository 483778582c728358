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
            guard let engine, let screen = weakScreen.screen else {
                return
            }
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
        var presenter: (any IScreen)?
        var current = root
        var levelStart = root
        while true {
            if let stack = current as? any INavigationStackScreen {
                let screens = stack.stackScreens
                if let index = screens.firstIndex(where: { $0.screenID == screen.screenID }) {
                    if index > 0 {
                        stack.popToScreen(screens[index - 1], animated: true, completion: done)
                    } else if let presenter, levelStart.screenID == stack.screenID {
                        presenter.dismissPresentedScreen(animated: true, completion: done)
                    } else {
                        done()
                    }
                    return
                }
            }
            if current.screenID == screen.screenID, let presenter, levelStart.screenID == screen.screenID {
                presenter.dismissPresentedScreen(animated: true, completion: done)
                return
            }
            if let presented = current.presentedScreen {
                presenter = current
                levelStart = presented
                current = presented
            } else if let child = current.visibleChildScreen {
                current = child
            } else {
                done()
                return
            }
        }
    }
}
