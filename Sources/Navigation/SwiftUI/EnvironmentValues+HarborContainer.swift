#if canImport(SwiftUI)
    import HarborContainer
    import SwiftUI

    /// The environment key behind `EnvironmentValues.harborContainer`.
    private struct HarborContainerKey: EnvironmentKey {
        static let defaultValue: (any IContainer)? = nil
    }

    extension EnvironmentValues {
        /// The container of the hosted screen this view is in: set by the services when they present or push a
        /// hosted view, or by `harborContainer(_:)`; `nil` elsewhere.
        ///
        /// ```swift
        /// struct ShareButton: View {
        ///     @Environment(\.harborContainer) private var container
        ///     let order: Order
        ///
        ///     var body: some View {
        ///         Button("Share") { container?.resolve(IShareService.self).share(order) }
        ///     }
        /// }
        /// ```
        public var harborContainer: (any IContainer)? {
            get { self[HarborContainerKey.self] }
            set { self[HarborContainerKey.self] = newValue }
        }
    }

    extension View {
        /// Puts `container` into the environment of this view and its children, for
        /// `EnvironmentValues.harborContainer` and `ResolvedView`.
        ///
        /// - Parameter container: The container.
        /// - Returns: The view with the container in its environment.
        public func harborContainer(_ container: any IContainer) -> some View {
            environment(\.harborContainer, container)
        }
    }
#endif
