#if canImport(SwiftUI)
    import HarborContainer
    import SwiftUI

    /// Builds a child hosted view with its view model resolved from the environment's container, once.
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
    /// view's state (as `@StateObject` would): later `args` are not read. The container is the one the services put
    /// into the hosted screen's environment, or the one set with `harborContainer(_:)`; without
    /// one, the body stops with a message saying so. A child view model that its parent view model creates is
    /// simpler still: pass it down as `Child(viewModel: viewModel.child)`.
    @MainActor
    public struct ResolvedView<Hosted: IHostedView & View>: View where Hosted.ViewModel: IResolvable {
        @Environment(\.harborContainer) private var container
        @State private var cache = ResolvedViewCache<Hosted>()
        private let args: Hosted.ViewModel.Arguments

        /// Creates the view.
        ///
        /// - Parameters:
        ///   - view: The view type.
        ///   - args: The arguments of its view model, read once.
        public init(_ view: Hosted.Type, args: Hosted.ViewModel.Arguments) {
            self.args = args
        }

        /// The view, built with the view model resolved the first time.
        public var body: Hosted {
            if let view = cache.view {
                return view
            }
            guard let container else {
                preconditionFailure(
                    "ResolvedView<\(Hosted.self)> found no container: show it inside a screen the services "
                        + "presented or pushed, or set .harborContainer(_:) above it")
            }
            let view = Hosted(viewModel: container.resolve(Hosted.ViewModel.self, args: args))
            cache.view = view
            return view
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

    /// Where a `ResolvedView` keeps its view between body runs (held in `@State`).
    @MainActor
    final class ResolvedViewCache<Hosted> {
        var view: Hosted?
    }
#endif
