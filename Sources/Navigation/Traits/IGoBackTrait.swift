/// A navigation ability by conformance: whatever holds a ``NavigationService`` gains `goBack()`, which pops
/// the top screen of the navigation stack.
///
/// ```swift
/// final class AddressVM: @MainActor IPerRequest, IGoBackTrait {
///     let navigation: NavigationService
///     required init(container: any IContainer, args: Void) { navigation = container.resolve() }
/// }
/// ```
@MainActor
public protocol IGoBackTrait: AnyObject {
    /// The service the default implementation pops with.
    var navigation: NavigationService { get }

    /// Pops the top screen of the navigation stack.
    ///
    /// - Throws: ``NavigationError``, for example ``NavigationError/nothingToPop``.
    func goBack() async throws(NavigationError)
}

extension IGoBackTrait {
    /// Pops the top screen with ``navigation``.
    ///
    /// - Throws: ``NavigationError``, for example ``NavigationError/nothingToPop``.
    public func goBack() async throws(NavigationError) {
        try await navigation.popViewControllerAndWait()
    }
}
