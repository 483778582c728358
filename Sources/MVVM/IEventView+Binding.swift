extension IEventView {
    /// Binds the view and `viewModel` to each other (seed 000's `view.bind(with:)`).
    ///
    /// 1. Detaches the view from the view model it was bound to before, if any.
    /// 2. Subscribes the view, weakly, to the view model's output: its events reach ``handle(event:)`` on the
    ///    main thread, synchronously when sent there, otherwise asynchronously on the main queue in send order.
    /// 3. Subscribes the view model, weakly, to the view's output: view events reach its `handle(event:)`.
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
        table.sweep()
        let box = table.box(for: self)
        if let current = box.binding, current.model === viewModel {
            return
        }
        let previous = box.binding
        previous?.detach()
        box.binding = nil

        viewModel.output.subscribe(self, isolation: nil, handler: Self.mainQueueDelivery())
        output.subscribe(viewModel) { model, event in model.handle(event: event) }
        box.binding = EventBinding(
            erased: AnyEventViewModel<ViewEvent, ViewModelEvent>(viewModel),
            model: viewModel,
            detach: { [weak self, weak viewModel] in
                if let self {
                    viewModel?.output.unsubscribe(self)
                    if let viewModel { self.output.unsubscribe(viewModel) }
                }
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

    /// The view's handler on its view model's output: nonisolated, since the view model may send from any thread;
    /// it hops to the main queue unless already there.
    private nonisolated static func mainQueueDelivery() -> (Self, ViewModelEvent) -> Void {
        { view, event in
            performOnMain(view, event) { view, event in view.handle(event: event) }
        }
    }

    /// Detaches the view from its view model and releases it (unless something else holds it).
    public func unbind() {
        let table = SideTable.shared
        table.sweep()
        guard let box = table.existingBox(for: self), let binding = box.binding else { return }
        binding.detach()
        box.binding = nil
    }

    /// The view model the view is bound to, type-erased; `nil` before ``bind(with:)`` or after ``unbind()``.
    public var boundViewModel: AnyEventViewModel<ViewEvent, ViewModelEvent>? {
        SideTable.shared.existingBox(for: self)?.binding?.erased as? AnyEventViewModel<ViewEvent, ViewModelEvent>
    }
}
