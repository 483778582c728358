/// A type built around a view model of one type: what a view controller with a view model (``IHaveViewModel``)
/// and a hosted SwiftUI view have in common.
///
/// Generic code over either kind of screen reads the view model's type, and what it needs (its arguments),
/// from `Screen.ViewModel`:
///
/// ```swift
/// func argumentsType<Screen: IHaveViewModelType>(of screen: Screen.Type) -> Any.Type
/// where Screen.ViewModel: IResolvable {
///     Screen.ViewModel.Arguments.self
/// }
/// ```
///
/// Because both kinds share this one associated type, a call that passes a screen arguments of the wrong type
/// is reported as exactly that (the expected type is named), whichever kind of screen it is.
public protocol IHaveViewModelType {
    /// The view model's type.
    associatedtype ViewModel
}
