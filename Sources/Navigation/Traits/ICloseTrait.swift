/// A navigation ability by conformance: whatever holds a ``PresenterService`` gains
/// `close()`, which dismisses the topmost presented screen.
///
/// ```swift
/// final class OrderDetailsVM: @MainActor IPerRequest, ICloseTrait {
///     let presenter: PresenterService
///     required init(container: any IContainer, args: Order) { presenter = container.resolve() }
/// }
///
/// try await detailsVM.close()
/// ```
///
/// A test swaps the behaviour with a marker protocol, without touching the type (see <doc:Traits>):
///
/// ```swift
/// protocol Mock: AnyObject { var log: [String] { get set } }
/// extension ICloseTrait where Self: Mock {
///     func close() async throws(NavigationError) { log.append("close") }
/// }
/// ```
@MainActor
public protocol ICloseTrait: AnyObject {
    /// The service the default implementation dismisses with.
    var presenter: PresenterService { get }

    /// Dismisses the topmost presented screen.
    ///
    /// - Throws: ``NavigationError``, for example ``NavigationError/nothingToDismiss``.
    func close() async throws(NavigationError)
}

extension ICloseTrait {
    /// Dismisses the topmost presented screen with ``presenter``.
    ///
    /// - Throws: ``NavigationError``, for example ``NavigationError/nothingToDismiss``.
    public func close() async throws(NavigationError) {
        try await presenter.dismissAndWait()
    }
}
