/// A view controller that manages the system interface for trimming video frames and encoding a previously recorded
/// movie.
///
/// Source: UIVideoEditorController.h in the iOS 17.4 SDK (`UIKIT_EXTERN API_AVAILABLE(ios(3.1)) API_UNAVAILABLE(tvos)
/// NS_SWIFT_UI_ACTOR @interface UIVideoEditorController : UINavigationController`). A system navigation controller:
/// apps present it and never push their own view controllers on it.
@MainActor
open class UIVideoEditorController: UINavigationController {
    /// Creates an editor showing its own screen.
    public required init() {
        super.init(rootViewController: UIViewController())
    }
}
