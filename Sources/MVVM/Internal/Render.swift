import Dispatch

#if canImport(Observation)
    import Observation
#endif

extension IHaveViewModel {
    /// Calls ``IHaveViewModel/viewModelChanged(_:)``; for an `@Observable` view model, under observation
    /// tracking, so a change of what it read renders again.
    func renderViewModel(_ viewModel: ViewModel) {
        #if canImport(Observation)
            if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *), viewModel is any Observable {
                renderTracked(viewModel)
                return
            }
        #endif
        viewModelChanged(viewModel)
    }

    #if canImport(Observation)
        /// Renders while tracking what `viewModelChanged` reads; the first change of it renders again, on the main
        /// queue (Observation reports it before the value is stored), if the view still shows that view model.
        @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
        private func renderTracked(_ viewModel: ViewModel) {
            let view = UncheckedWeakBox(self)
            let model = UncheckedWeakBox(viewModel as AnyObject)
            withObservationTracking {
                viewModelChanged(viewModel)
            } onChange: {
                // `view` and `model` are only used on the main queue, where they were made.
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        guard let view = view.value as? Self, let current = view.viewModel, let shown = model.value,
                            (current as AnyObject) === shown
                        else { return }
                        view.renderViewModel(current)
                    }
                }
            }
        }
    #endif
}
