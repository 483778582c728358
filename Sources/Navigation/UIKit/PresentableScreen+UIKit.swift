#if canImport(UIKit)
    import UIKit

    /// What the services create and show: `UIViewController` on UIKit.
    ///
    /// The services' generic constraint `VC: PresentableScreen & IHaveViewModel` reads as
    /// `VC: UIViewController & IHaveViewModel`.
    public typealias PresentableScreen = UIViewController
#endif
