/// An object that displays an alert message.
///
/// Source: developer.apple.com/documentation/uikit/uialertcontroller (`@MainActor class UIAlertController :
/// UIViewController`); DougGregor/swift-concurrency-objc `iOS/UIKit/UIAlertController.swift`:
/// `convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style)`.
@MainActor
open class UIAlertController: UIViewController {
    /// Source: `UIAlertController.swift`: `enum Style : Int`.
    public enum Style: Int, Sendable {
        /// `case actionSheet`.
        case actionSheet
        /// `case alert`.
        case alert
    }

    /// The message.
    public private(set) var message: String?

    /// Creates an alert.
    public required init() {
        super.init()
    }

    /// Source: `UIAlertController.swift`:
    /// `convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style)`.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init()
        self.title = title
        self.message = message
    }
}
