// Stand-in for SwiftUI's `PreviewProvider`, which the articles' preview samples adopt. Declarations read from
// Apple's documentation (theAppLaunchers/apple-docs-for-rag, SwiftUI's `PreviewProvider` page):
// `@MainActor @preconcurrency protocol PreviewProvider : _PreviewProvider` (the stand-in has no `_PreviewProvider`),
// `associatedtype Previews : View`, `@ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews
// { get }`. Nothing renders previews here: a provider is only compiled.

/// A type that produces view previews in Xcode (stand-in).
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View

    /// A collection of views to preview.
    @ViewBuilder @MainActor @preconcurrency
    static var previews: Self.Previews { get }
}
