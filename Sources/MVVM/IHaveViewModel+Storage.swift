import HarborSupport

extension IHaveViewModel {
    /// The view model, type-erased, for code that knows no types (a table data source setting a cell's model).
    ///
    /// Setting it behaves like setting ``IHaveViewModel/viewModel``. Setting a value of another type than
    /// `ViewModel` is a programming error: the message naming both types goes to standard error, then debug builds
    /// stop with an assertion and release builds clear the view model.
    ///
    /// ```swift
    /// (cell as? any IHaveAnyViewModel)?.anyViewModel = viewModel.orders[indexPath.row]
    /// ```
    public var anyViewModel: Any? {
        get { viewModel }
        set {
            // Through `viewModel`, so that a screen that stores its own view model gets it too.
            guard let newValue else {
                viewModel = nil
                return
            }
            guard let typed = newValue as? ViewModel else {
                // Logged in every build (a release build does not stop), then a debug build stops.
                let message =
                    "Harbor: \(Self.self).anyViewModel was set to a \(type(of: newValue)), but its ViewModel is "
                    + "\(ViewModel.self). Assign a \(ViewModel.self) (the view model is cleared)."
                writeToStandardError(message + "\n")
                assertionFailure(message)
                viewModel = nil
                return
            }
            viewModel = typed
        }
    }

    /// The view model, kept by HarborMVVM's storage (see ``ViewModelStorage``); setting a non-`nil` value calls
    /// ``IHaveViewModel/viewModelChanged(_:)``.
    ///
    /// The view holds its view model strongly; the view model never holds its view. When the view model conforms
    /// to ``INotifyOnChanged``, the view is subscribed (weakly) to its ``INotifyOnChanged/changed`` event, so each
    /// `changed.raise()` calls `viewModelChanged` again (on the main queue); assigning another view model (or
    /// `nil`) unsubscribes it. This subscription is Harbor's own: the view may subscribe to `changed` itself
    /// without replacing it. When the view model is `@Observable` (Observation), `viewModelChanged` also runs again,
    /// on the main queue, after a change of any property it read.
    public var viewModel: ViewModel? {
        get { SideTable.shared.existingBox(for: self)?.viewModel as? ViewModel }
        set { storeViewModel(newValue) }
    }

    private func storeViewModel(_ newValue: ViewModel?) {
        let table = SideTable.shared
        table.didWrite()
        guard let box = newValue == nil ? table.existingBox(for: self) : table.box(for: self) else { return }
        let (oldValue, oldRefresh) = (box.viewModel, box.refresh)
        if let old = oldValue as? any INotifyOnChanged, let oldRefresh {
            old.changed.unsubscribe(key: oldRefresh)
        }
        box.refresh = nil
        box.viewModel = newValue
        if let newValue {
            if let notifying = newValue as? any INotifyOnChanged {
                // Harbor's own subscription, keyed by a key the view's state keeps, so the app's subscription of
                // the view cannot replace it.
                let key = SubscriptionKey()
                notifying.changed.subscribe(self, key: key) { view, _ in
                    if let current = view.viewModel { view.renderViewModel(current) }
                }
                box.refresh = key
            }
            renderViewModel(newValue)
        }
        _ = (oldValue, oldRefresh)  // Released only now, after the view's state is consistent.
    }
}
