#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// View controllers are what the services create and show on UIKit; the only thing Harbor adds to UIKit's
    /// types. The services walk them through an internal wrapper, so an app's own members never clash with Harbor's.
    extension UIViewController: IPresentableScreen {}
#endif
