#if canImport(SwiftUI)
    import HarborContainer
    import SwiftUI

    /// Builds a child hosted view with its view model resolved from the environment's container.
    ///
    /// ```swift
    /// struct OrdersView: View, IHostedView {
    ///     let viewModel: OrdersVM
    ///     var body: some View {
    ///         List(viewModel.orders) { order in
    ///             ResolvedView(OrderRowView.self, args: order)  // OrderRowView: View, IHostedView
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// The view model is resolved the first time the view's body runs and kept for as long as SwiftUI keeps the
    /// view's state (as `@StateObject` would). When the arguments are `Equatable` and the parent passes different
    /// ones (a row whose order was updated), the view model is resolved again with them; arguments that are not
    /// `Equatable` are read once. The container is the one the services put into the hosted screen's environment,
    /// or the one set with `harborContainer(_:)`; without one, the body stops with a message saying so. A child view model that its parent view model creates is
    /// simpler still: pass it down as `Child(viewModel: viewModel.child)`.
    @MainActor
    public struct ResolvedView<Hosted: IHostedView & View>: View where Hosted.ViewModel: IResolvable {
        @Environment(\.harborContainer) private var container
        @State private var cache = ResolvedViewCache<Hosted, Hosted.ViewModel.Arguments>()
        private let args: Hosted.ViewModel.Arguments
        private let sameArguments: (Hosted.ViewModel.Arguments, Hosted.ViewModel.Arguments) -> Bool

        /// Creates the view of a view model whose arguments are read once.
        ///
        /// - Parameters:
        ///   - view: The view type.
        ///   - args: The arguments of its view model, read the first time the body runs.
        public init(_ view: Hosted.Type, args: Hosted.ViewModel.Arguments) {
            self.args = args
            sameArguments = { _, _ in true }
        }

        /// The view, built with the view model resolved the first time (and again when its arguments changed).
        public var body: Hosted {
            cache.view(args: args, sameArguments: sameArguments) { args in
                guard let container else {
                    fatalError(
                        "ResolvedView<\(Hosted.self)> found no container: show it inside a screen the services "
                            + "presented or pushed, or set .harborContainer(_:) above it")
                }
                return Hosted(viewModel: container.resolve(Hosted.ViewModel.self, args: args))
            }
        }
    }

    extension ResolvedView where Hosted.ViewModel.Arguments: Equatable {
        /// Creates the view of a view model whose arguments are `Equatable`: when the parent passes different
        /// arguments, the view model is resolved again with them.
        ///
        /// - Parameters:
        ///   - view: The view type.
        ///   - args: The arguments of its view model.
        public init(_ view: Hosted.Type, args: Hosted.ViewModel.Arguments) {
            self.args = args
            sameArguments = { $0 == $1 }
        }
    }

    extension ResolvedView where Hosted.ViewModel.Arguments == Void {
        /// Creates the view of a view model that takes no arguments.
        ///
        /// - Parameter view: The view type.
        public init(_ view: Hosted.Type) {
            self.init(view, args: ())
        }
    }
#endif
