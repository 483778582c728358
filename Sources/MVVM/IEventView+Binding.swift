extension IEventView {
    /// Binds the view and `viewModel` to each other (seed 000's `view.bind(with:)`).
    ///
    /// 1. Detaches the view from the view model it was bound to before, if any.
    /// 2. Subscribes the view, weakly, to the view model's output: its events reach ``handle(event:)`` on the
    ///    main queue, synchronously when sent on the main thread, otherwise queued on the main queue; either way
    ///    in send order, across threads.
    /// 3. Subscribes the view model, weakly, to the view's output: view events reach its `handle(event:)`.
    ///
    /// These two subscriptions are Harbor's own: the app may subscribe the view or the view model to the same
    /// outputs without replacing them.
    /// 4. Keeps the view model (type-erased, as ``boundViewModel``) alive for as long as the view is bound to it.
    /// 5. Calls ``setupBindings()``, then the view model's `start()` — once in the view model's life, even if it is
    ///    bound again.
    ///
    /// Binding to the view model the view is already bound to does nothing.
    ///
    /// ```swift
    /// let screen = LoginScreen()
    /// screen.bind(with: LoginVM())
    /// ```
    ///
    /// - Parameter viewModel: The view model to bind to.
    public func bind<Model: IEventViewModel>(with viewModel: Model)
    where Model.ViewEvent == ViewEvent, Model.ViewModelEvent == ViewModelEvent {
        let table = SideTable.shared
        table.didWrite()
        let box = table.box(for: self)
        if let current = box.binding, current.model === viewModel {
            return
        }
        let previous = box.binding
        previous?.detach()
        box.binding = nil

        // Harbor's own subscriptions, each with its own subscriber object so the app's subscriptions of the view
        // or the view model to the same outputs cannot replace them.
        let viewKey = SubscriptionKey()
        viewModel.output.events.subscribe(self, key: viewKey) { view, event in view.handle(event: event) }
        let modelKey = SubscriptionKey()
        output.events.subscribe(viewModel, key: modelKey) { model, event in model.handle(event: event) }
        box.binding = (
            AnyEventViewModel<ViewEvent, ViewModelEvent>(viewModel), viewModel,
            { [weak self, weak viewModel] in
                viewModel?.output.events.unsubscribe(key: viewKey)
                self?.output.events.unsubscribe(key: modelKey)
            }
        )
        _ = previous  // The previous view model is released only now.

        setupBindings()
        let modelBox = table.box(for: viewModel)
        if !modelBox.isStarted {
            modelBox.isStarted = true
            viewModel.start()
        }
    }

    /// Detaches the view from its view model and releases it (unless something else holds it).
    public func unbind() {
        let table = SideTable.shared
        table.didWrite()
        guard let box = table.existingBox(for: self), let binding = box.binding else { return }
        binding.detach()
        box.binding = nil
    }

    /// The view model the view is bound to, type-erased; `nil` before ``bind(with:)`` or after ``unbind()``.
    public var boundViewModel: AnyEventViewModel<ViewEvent, ViewModelEvent>? {
        SideTable.shared.existingBox(for: self)?.binding?.erased as? AnyEventViewModel<ViewEvent, ViewModelEvent>
    }
}
