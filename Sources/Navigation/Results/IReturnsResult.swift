/// A view model whose screen hands a typed result back to whoever presented or pushed it.
///
/// ```swift
/// final class DatePickerVM: @MainActor IPerRequest, IReturnsResult {
///     typealias Arguments = Date
///     let result = ScreenResult<Date>()
///     required init(container: any IContainer, args: Date) {}
///
///     func pick(_ date: Date) { result.finish(with: date) }  // closes the screen
/// }
///
/// // In the presenting view model:
/// let date = try await presenter.presentAndWait(DatePickerVC.self, args: Date())  // Date?, nil when closed without one
/// ```
@MainActor
public protocol IReturnsResult: AnyObject {
    /// The type of the value handed back.
    associatedtype ResultValue

    /// Where the screen's value goes; a stored `let result = ScreenResult<…>()`.
    var result: ScreenResult<ResultValue> { get }
}
