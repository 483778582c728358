/// A view controller that manages the system interfaces for taking pictures, recording movies, and choosing items
/// from the user's media library.
///
/// Source: developer.apple.com/documentation/uikit/uiimagepickercontroller (`@MainActor class UIImagePickerController
/// : UINavigationController`); DougGregor/swift-concurrency-objc `iOS/UIKit/UIImagePickerController.swift`.
/// A system navigation controller: apps present it and never push their own view controllers on it.
@MainActor
open class UIImagePickerController: UINavigationController {
    /// Creates a picker showing its own list.
    public required init() {
        super.init(rootViewController: UIViewController())
    }
}
