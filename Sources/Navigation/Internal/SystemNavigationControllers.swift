/// The system's own navigation controllers: an app presents them and never pushes its screens on them, so the
/// services never walk them as navigation stacks. Matched by class name along the class chain (an app's subclass
/// counts too), which needs no import of their frameworks and no API missing on some platforms:
/// `UIImagePickerController` and `UIVideoEditorController` are `API_UNAVAILABLE(tvos)` (UIImagePickerController.h,
/// UIVideoEditorController.h). Platform-free, so the rule is tested on Linux.
enum SystemNavigationControllers {
    /// Each is declared `: UINavigationController` in its framework's header.
    static let names: Set<String> = [
        "UIImagePickerController",  // UIKit
        "UIVideoEditorController",  // UIKit
        "MFMailComposeViewController",  // MessageUI
        "MFMessageComposeViewController",  // MessageUI
        "EKEventEditViewController",  // EventKitUI
        "GKGameCenterViewController",  // GameKit
    ]

    /// Whether a class whose chain of class names (most derived first) is `classNames` is a system navigation
    /// controller or a subclass of one.
    static func contains(_ classNames: [String]) -> Bool {
        classNames.contains(where: names.contains)
    }
}
