#if canImport(SwiftUI)
    import Combine  // ObservableObjectPublisher: Apple's SwiftUI does not re-export Combine.
    import HarborMVVM
    import SwiftUI

    /// Shows a SwiftUI view again whenever its `INotifyOnChanged` view model raises `changed`: what a
    /// hosted view needs before iOS 17, where SwiftUI does not track `@Observable` view models.
    ///
    /// ```swift
    /// struct CartView: View, IHostedView {
    ///     @ObservedViewModel var viewModel: CartVM  // CartVM: IPerRequest, INotifyOnChanged
    ///     var body: some View { Text("\(viewModel.items.count) items") }
    /// }
    /// ```
    ///
    /// The memberwise initializer still reads `CartView(viewModel:)`. From iOS 17, an `@Observable` view model in
    /// a plain `let viewModel` needs no wrapper.
    @MainActor
    @propertyWrapper
    public struct ObservedViewModel<Model: INotifyOnChanged>: DynamicProperty {
        @ObservedObject var relay: ChangeRelay

        /// The view model.
        public let wrappedValue: Model

        /// Wraps `wrappedValue` and subscribes to its `changed` event.
        ///
        /// - Parameter wrappedValue: The view model.
        public init(wrappedValue: Model) {
            self.wrappedValue = wrappedValue
            relay = ChangeRelay(wrappedValue.changed)
        }
    }

    /// Turns a view model's `changed` event into `objectWillChange`, which SwiftUI observes.
    ///
    /// Not main-actor isolated, as `ObservableObject` is not; the view model raises `changed` on the main actor, where
    /// the subscription's handler runs.
    final class ChangeRelay: ObservableObject {
        let objectWillChange = ObservableObjectPublisher()

        @MainActor
        init(_ changed: Event<Void>) {
            changed.subscribe(self) { this in this.objectWillChange.send() }
        }
    }
#endif
