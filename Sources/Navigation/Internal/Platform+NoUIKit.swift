#if !canImport(UIKit)
    /// Without UIKit there is no window unless the app binds an ``IWindowProvider``.
    @MainActor
    func defaultWindowProvider() -> (any IWindowProvider)? {
        nil
    }

    /// Without UIKit only ``IInstantiableScreen``s are created (by ``ScreenFactory``).
    @MainActor
    func platformMake<VC: IPresentableScreen>(_ type: VC.Type) -> VC? {
        nil
    }

    /// Without UIKit every screen is its own node.
    @MainActor
    func platformNode(for object: any IPresentableScreen) -> (any IScreen)? {
        nil
    }
#endif
