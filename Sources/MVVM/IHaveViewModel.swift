/// A view (or cell, or screen) that holds a view model of any type: what a table data source that knows no
/// types sets ("shadow type erasure").
@MainActor
public protocol IHaveAnyViewModel: AnyObject {
    /// The view model, type-erased.
    var anyViewModel: Any? { get set }
}

/// A view that holds a typed view model and reacts when it is set.
///
/// ```swift
/// final class OrderCell: UITableViewCell, IHaveViewModel {
///     typealias ViewModel = OrderVM
///     func viewModelChanged(_ viewModel: OrderVM) { textLabel?.text = viewModel.title }
/// }
/// ```
@MainActor
public protocol IHaveViewModel: IHaveAnyViewModel, IHaveViewModelType {
    /// The view model's type.
    associatedtype ViewModel

    /// The view model; setting it calls ``viewModelChanged(_:)``.
    var viewModel: ViewModel? { get set }

    /// Called whenever a view model is set (and, for an ``INotifyOnChanged`` view model, when it notifies).
    ///
    /// - Parameter viewModel: The new view model.
    func viewModelChanged(_ viewModel: ViewModel)
}
