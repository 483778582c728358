#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// A new view controller of `type`, made with `init()` as UIKit makes one without a storyboard.
    @MainActor
    func platformMake<VC: IPresentableScreen>(_ type: VC.Type) -> VC? {
        (type as? UIViewController.Type)?.init() as? VC
    }

    /// The wrapper of a view controller.
    @MainActor
    func platformNode(for object: AnyObject) -> (any IScreen)? {
        (object as? UIViewController).map { ViewControllerScreen.node(for: $0) }
    }
#endif
