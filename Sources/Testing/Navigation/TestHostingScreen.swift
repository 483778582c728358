import HarborMVVM
import HarborNavigation

/// The screen ``TestScreenHost`` makes for a hosted view: a ``TestScreen`` that keeps the view, as a
/// `UIHostingController` keeps its root view, and counts how often the view would be shown again.
///
/// ```swift
/// let details = try #require(window.topScreen as? TestHostingScreen<OrderDetailsView>)
/// #expect(details.view.viewModel.order == order)
/// ```
@MainActor
public final class TestHostingScreen<Hosted: IHostedView>: TestScreen, IHostingScreen {
    /// The hosted view, built with its resolved view model.
    public let view: Hosted

    /// How many times the view would have been shown again because its `INotifyOnChanged` view model raised
    /// `changed`, as the SwiftUI host refreshes it.
    public private(set) var refreshCount = 0

    /// Creates the screen hosting `view`.
    ///
    /// - Parameter view: The view.
    public init(view: Hosted) {
        self.view = view
        super.init(title: String(describing: Hosted.self))
        view.viewModelChanges?.subscribe(self) { this, _ in this.refreshCount += 1 }
    }

    /// Not available: a hosting screen is made with its view.
    @available(*, unavailable, message: "use init(view:)")
    public required init() {
        preconditionFailure("TestHostingScreen is made with init(view:)")
    }

    /// The hosted view's type.
    public var hostedViewType: any Any.Type { Hosted.self }
}
