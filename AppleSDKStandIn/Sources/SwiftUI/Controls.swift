// Stand-in for SwiftUI's `Text` and `Button`, for the views of Harbor's samples and tests. Declarations read from
// Apple's documentation (theAppLaunchers/apple-docs-for-rag and Apple's `Text/init(_:)` page, found by its source
// line):
// - `Text`: `init<S>(_ content: S) where S : StringProtocol`, iOS 13.0+ ("Creates a text view that displays a
//   stored string without localization"); the `LocalizedStringKey` initializers are left out
// - SwiftUI/md/swiftui-button-init(_:action:).md: `@preconcurrency nonisolated init(_ titleKey: LocalizedStringKey,
//   action: @escaping @MainActor () -> Void)`, available when `Label` is `Text`; the stand-in declares its
//   `StringProtocol` sibling from the same page's declarations, `init<S>(_ title: S, action: @escaping @MainActor
//   () -> Void) where S : StringProtocol`, and leaves `LocalizedStringKey` out

/// A view that displays one or more lines of read-only text (stand-in).
public struct Text: Equatable, Sendable {
    /// Stand-in plumbing (not Apple's API): the text shown.
    public let _standInContent: String

    /// Creates a text view that displays a stored string without localization.
    public init<S>(_ content: S) where S: StringProtocol {
        _standInContent = String(content)
    }
}

extension Text: View {
    /// A primitive view: no body.
    public var body: Never {
        fatalError("Text has no body")
    }
}

/// A control that initiates an action (stand-in).
public struct Button<Label: View> {
    /// Stand-in plumbing (not Apple's API): the label.
    public let _standInLabel: Label
    private let action: @MainActor () -> Void

    /// Stand-in plumbing (not Apple's API): what a tap does.
    @MainActor
    public func _standInTap() {
        action()
    }
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a string.
    @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void)
    where S: StringProtocol {
        _standInLabel = Text(title)
        self.action = action
    }
}

extension Button: View {
    /// A primitive view: no body.
    public var body: Never {
        fatalError("Button has no body")
    }
}
