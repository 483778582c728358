#if canImport(SwiftUI)
    import HarborContainer
    import HarborSupport
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
    /// `Equatable` are read once.
    ///
    /// The container is the one passed as `container`, else the one the services put into the hosted screen's
    /// environment or the one set with `harborContainer(_:)`. Without one the view shows nothing and writes a
    /// message saying so to standard error; it does not stop the app. On iOS 13 a sheet's content does not inherit
    /// its presenter's environment: set `.harborContainer(container)` on the sheet's content, or pass `container`.
    /// A child view model that its parent view model creates is simpler still: pass it down as
    /// `Child(viewModel: viewModel.child)`.
    @MainActor
    public struct ResolvedView<Hosted: IHostedView & View>: View where Hosted.ViewModel: IResolvable {
        @Environment(\.harborContainer) private var environmentContainer
        @State private var cache = ResolvedViewCache<Hosted, Hosted.ViewModel.Arguments>()
        private let explicitContainer: (any IContainer)?
        private let args: Hosted.ViewModel.Arguments
        private let sameArguments: (Hosted.ViewModel.Arguments, Hosted.ViewModel.Arguments) -> Bool

        /// Creates the view of a view model whose arguments are read once.
        ///
        /// - Parameters:
        ///   - view: The view type.
        ///   - args: The arguments of its view model, read the first time the body runs.
        ///   - container: The container to resolve from; `nil` (the default) for the environment's.
        public init(_ view: Hosted.Type, args: Hosted.ViewModel.Arguments, container: (any IContainer)? = nil) {
            self.args = args
            explicitContainer = container
            sameArguments = { _, _ in true }
        }

        /// The view, built with the view model resolved the first time (and again when its arguments changed);
        /// `nil`, which shows nothing, without a container.
        public var body: Hosted? {
            cache.view(args: args, sameArguments: sameArguments) { args in
                guard let container = explicitContainer ?? environmentContainer else {
                    writeToStandardError(
                        "Harbor: ResolvedView<\(Hosted.self)> found no container and shows nothing: show it inside "
                            + "a screen the services presented or pushed, set .harborContainer(_:) above it (on iOS "
                            + "13, on a sheet's content too: a sheet does not inherit the environment there), or "
                            + "pass container:\n")
                    return nil
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
        ///   - container: The container to resolve from; `nil` (the default) for the environment's.
        public init(_ view: Hosted.Type, args: Hosted.ViewModel.Arguments, container: (any IContainer)? = nil) {
            self.args = args
            explicitContainer = container
            sameArguments = { $0 == $1 }
        }
    }

    extension ResolvedView where Hosted.ViewModel.Arguments == Void {
        /// Creates the view of a view model that takes no arguments.
        ///
        /// - Parameters:
        ///   - view: The view type.
        ///   - container: The container to resolve from; `nil` (the default) for the environment's.
        public init(_ view: Hosted.Type, container: (any IContainer)? = nil) {
            self.init(view, args: (), container: container)
        }
    }
#endif
