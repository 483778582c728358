import HarborNavigation

/// The screen a ``TestWindow`` makes for a hosted view: a ``TestScreen`` that keeps the view, as a
/// `UIHostingController` keeps its root view.
///
/// ```swift
/// let details = try #require(window.topScreen as? TestHostingScreen<OrderDetailsView>)
/// #expect(details.view.viewModel.order == order)
/// ```
@MainActor
public final class TestHostingScreen<Hosted: IHostedView>: TestScreen {
    /// The hosted view, built with its resolved view model.
    public let view: Hosted

    /// Creates the screen hosting `view`.
    ///
    /// - Parameter view: The view.
    public init(view: Hosted) {
        self.view = view
        super.init(title: String(describing: Hosted.self))
    }

    /// Not available: a hosting screen is made with its view.
    @available(*, unavailable, message: "use init(view:)")
    public required init() {
        preconditionFailure("TestHostingScreen is made with init(view:)")
    }
}
