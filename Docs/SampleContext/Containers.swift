// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Sample fixtures (see README.md here): each type says what it stands for; its members are what the samples call.

import HarborContainer
import HarborNavigation
import HarborTesting

/// The app's container.
public enum AppContainer {
    /// Makes the app's container: binds the protocols.
    public static func make() -> Container {
        let container = Container()
        configure(container)
        return container
    }

    /// Binds the app's protocols in `container` (the app's, or a test's own).
    public static func configure(_ container: Container) {
        container.bind((any IOrdersProvider).self) { $0.resolve() as OrdersProvider }
        container.bind((any IClock).self, lifetime: .singleton) { _ in SystemClock() }
    }

    /// The app's container.
    public static let shared = make()
}

/// The container a sample uses: the running sample's own, set up as the app's (``AppContainer/configure(_:)``).
public var container: Container { TestContainer.currentIfAny ?? AppContainer.shared }

/// The app's container, as some samples call it.
public var appContainer: Container { container }

/// The order the samples pass around: #7.
public let order = Order.sample

/// The presenter of the running sample's container.
@MainActor public var presenter: PresenterService { container.resolve() }

/// The navigation service of the running sample's container.
@MainActor public var navigation: NavigationService { container.resolve() }
