// Stand-in for SwiftUI's `View`, `ViewBuilder` and `EmptyView`. Declarations read from Apple's documentation
// (theAppLaunchers/apple-docs-for-rag):
// - SwiftUI/md/swiftui-view.md: `@MainActor @preconcurrency protocol View`, iOS 13.0+
// - SwiftUI/md/swiftui-view-body.md: `associatedtype Body : View`
// - SwiftUI's `var body` page (found by its source line): `@ViewBuilder @MainActor @preconcurrency
//   var body: Self.Body { get }`
// - SwiftUI/md/swiftui-viewbuilder-buildblock(_:).md: `static func buildBlock(_ content: Content) -> Content where
//   Content : View`, `static func buildBlock() -> EmptyView`
// - SwiftUI/md/swiftui-emptyview.md: `@frozen struct EmptyView`, `init()`, conforms to `View` and `Sendable`
// - SwiftUI's module interface (iOS 17.4 SDK): `@available(iOS 13.0, …) extension Swift.Optional : SwiftUI.View where
//   Wrapped : SwiftUI.View { public typealias Body = Swift.Never }`: a primitive view showing its wrapped view or nothing
// `Never: View` is how SwiftUI ends the chain of bodies (primitive views have `Body == Never`); the stand-in does
// the same.

/// A type that represents part of your app's user interface (stand-in).
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view.
    @ViewBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

/// A custom parameter attribute that constructs views from closures (stand-in).
@resultBuilder
public struct ViewBuilder {
    /// Builds an empty view from a block containing no statements.
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    /// Passes a single view written as a child view through unmodified.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
        content
    }
}

/// A view that doesn't contain any content (stand-in).
public struct EmptyView: Sendable {
    /// Creates an empty view.
    public init() {}
}

// Conformance in an extension, so that `EmptyView` is not main-actor isolated (it is `Sendable`).
extension EmptyView: View {
    /// A primitive view: no body.
    public var body: Never {
        fatalError("EmptyView has no body")
    }
}

extension Never: View {
    /// Ends the chain of bodies.
    public var body: Never {
        fatalError("Never has no body")
    }
}

extension Optional: View where Wrapped: View {
    /// A primitive view: no body; the renderer shows the wrapped view, or nothing.
    public var body: Never {
        fatalError("Optional has no body")
    }
}
