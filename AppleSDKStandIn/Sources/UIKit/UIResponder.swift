/// An abstract interface for responding to and handling events.
///
/// Source: developer.apple.com/documentation/uikit/uiresponder (`@MainActor class UIResponder : NSObject`);
/// DougGregor/swift-concurrency-objc `iOS/UIKit/UIResponder.swift`.
@MainActor
open class UIResponder: NSObject {
    /// Creates a responder (`init()`, inherited from `NSObject` in the SDK, main-actor isolated as Swift imports it).
    public init() {
        super.init()
    }
}
