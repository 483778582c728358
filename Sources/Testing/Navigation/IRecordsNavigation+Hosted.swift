import HarborNavigation

extension IRecordsNavigation {
    /// Sets the value a shown hosted view hands back (`nil` by default, as if closed or popped without one).
    ///
    /// ```swift
    /// presenter.stubResult(Date.now, for: DatePickerView.self)
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - view: The view type.
    public func stubResult<Hosted: IHostedView>(_ value: Hosted.ViewModel.ResultValue, for view: Hosted.Type)
    where Hosted.ViewModel: IReturnsResult {
        recorder.stubResult(value, for: view)
    }
}
