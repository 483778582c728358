/// The visible chain from a window's root to the top screen, with how each step was reached.
@MainActor
struct ScreenPath {
    enum Link {
        case root
        case presented
        case child
    }

    struct Step {
        let screen: any IScreen
        let link: Link
    }

    /// Root first, top screen last.
    private(set) var steps: [Step]

    /// Follows presented screens (skipping those being dismissed, stopping below an alert), then the visible
    /// child of each container, until neither leads further.
    init(root: any IScreen) {
        var steps = [Step(screen: root, link: .root)]
        var current = root
        while true {
            if let presented = current.presentedScreen, !presented.isBeingDismissed, !presented.isAlert {
                steps.append(Step(screen: presented, link: .presented))
                current = presented
            } else if let child = current.visibleChildScreen {
                steps.append(Step(screen: child, link: .child))
                current = child
            } else {
                break
            }
        }
        self.steps = steps
    }

    /// The top screen: the one to present on.
    var top: any IScreen { steps[steps.count - 1].screen }

    /// The nearest navigation stack that holds the top screen, not crossing a presentation.
    var navigationStack: (any INavigationStackScreen)? {
        let topLevel = steps[(topmostPresentedIndex ?? 0)...]
        return topLevel.reversed().lazy.compactMap { $0.screen as? any INavigationStackScreen }.first
    }

    /// The topmost presented step's index (its presenter is the step before it).
    var topmostPresentedIndex: Int? {
        steps.lastIndex { $0.link == .presented }
    }

    /// The first presented step above `index`.
    func firstPresentedIndex(after index: Int) -> Int? {
        steps.indices.first { $0 > index && steps[$0].link == .presented }
    }

    /// The first screen, from the root, whose transition is still running; screens being dismissed included.
    static func firstTransitioning(from root: any IScreen) -> (any IScreen)? {
        var pending: [any IScreen] = [root]
        while let screen = pending.popLast() {
            if screen.isTransitioning {
                return screen
            }
            if let presented = screen.presentedScreen {
                pending.append(presented)
            }
            if let child = screen.visibleChildScreen {
                pending.append(child)
            }
        }
        return nil
    }
}

/// The readable name of a screen's type.
@MainActor
func typeName(of screen: any IScreen) -> String {
    String(describing: type(of: screen.presentable))
}
