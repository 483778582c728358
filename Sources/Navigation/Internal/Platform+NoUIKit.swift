#if !canImport(UIKit) || os(watchOS)
    /// Without UIKit only ``IInstantiableScreen``s are created (by ``ScreenFactory``).
    @MainActor
    func platformMake<VC: IPresentableScreen>(_ type: VC.Type) -> VC? {
        nil
    }

    /// Without UIKit every screen is its own node.
    @MainActor
    func platformNode(for object: AnyObject) -> (any IScreen)? {
        nil
    }
#endif
