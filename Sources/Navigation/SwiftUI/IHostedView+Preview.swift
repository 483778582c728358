#if canImport(SwiftUI)
    import HarborContainer
    import SwiftUI

    extension IHostedView where Self: View, ViewModel: IResolvable {
        /// The view for a SwiftUI preview: its view model resolved from a child of `container` with the mocks
        /// `mocks` adds, and that child in the environment.
        ///
        /// ```swift
        /// #Preview {
        ///     OrderDetailsView.preview(args: .sample) { $0.mock(IOrdersProvider.self, with: StubOrders()) }
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - args: The arguments of the view model.
        ///   - container: The app's container (a new, empty one by default); it is not changed.
        ///   - mocks: Adds mocks to the child container.
        /// - Returns: The view, with the child container in its environment.
        public static func preview(
            args: ViewModel.Arguments,
            in container: Container = Container(),
            mocks: (Container) -> Void = { _ in }
        ) -> some View {
            let child = container.makeChild()
            mocks(child)
            return Self(viewModel: child.resolve(ViewModel.self, args: args)).harborContainer(child)
        }
    }

    extension IHostedView where Self: View, ViewModel: IResolvable, ViewModel.Arguments == Void {
        /// The view for a SwiftUI preview, for a view model that takes no arguments.
        ///
        /// ```swift
        /// #Preview { SettingsView.preview { $0.mock(ISettingsStore.self, with: StubSettings()) } }
        /// ```
        ///
        /// - Parameters:
        ///   - container: The app's container (a new, empty one by default); it is not changed.
        ///   - mocks: Adds mocks to the child container.
        /// - Returns: The view, with the child container in its environment.
        public static func preview(
            in container: Container = Container(),
            mocks: (Container) -> Void = { _ in }
        ) -> some View {
            preview(args: (), in: container, mocks: mocks)
        }
    }
#endif
