#if !canImport(UIKit)
    /// What the services create and show: on UIKit `UIViewController`, elsewhere any ``IInstantiableScreen``.
    ///
    /// The services' generic constraint is `VC: PresentableScreen & IHaveViewModel`, which on UIKit reads
    /// exactly as `VC: UIViewController & IHaveViewModel`.
    public typealias PresentableScreen = IInstantiableScreen
#endif
