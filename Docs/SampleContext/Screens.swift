// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Sample fixtures (see README.md here): each type says what it stands for; its members are what the samples call.

import HarborMVVM
import HarborTesting

/// The order details screen.
public final class OrderDetailsVC: TestScreen, IHaveViewModel {
    public typealias ViewModel = OrderDetailsVM
    public func viewModelChanged(_ viewModel: OrderDetailsVM) {}
}

/// The order details screen, as the cross-module articles call it.
public final class OrderDetailsScreen: TestScreen, IHaveViewModel {
    public typealias ViewModel = OrderDetailsVM
    public func viewModelChanged(_ viewModel: OrderDetailsVM) {}
}

/// The settings screen.
public final class SettingsVC: TestScreen, IHaveViewModel {
    public typealias ViewModel = SettingsVM
    public func viewModelChanged(_ viewModel: SettingsVM) {}
}

/// The date picker screen.
public final class DatePickerVC: TestScreen, IHaveViewModel {
    public typealias ViewModel = DatePickerVM
    public func viewModelChanged(_ viewModel: DatePickerVM) {}
}

/// The address picker screen.
public final class AddressPickerVC: TestScreen, IHaveViewModel {
    public typealias ViewModel = AddressPickerVM
    public func viewModelChanged(_ viewModel: AddressPickerVM) {}
}

/// The quantity picker screen.
public final class QuantityPickerVC: TestScreen, IHaveViewModel {
    public typealias ViewModel = QuantityPickerVM
    public func viewModelChanged(_ viewModel: QuantityPickerVM) {}
}

/// The status picker screen.
public final class StatusPickerScreen: TestScreen, IHaveViewModel {
    public typealias ViewModel = StatusPickerVM
    public func viewModelChanged(_ viewModel: StatusPickerVM) {}
}

/// The retry-failed screen.
public final class RetryFailedVC: TestScreen, IHaveViewModel {
    public typealias ViewModel = RetryFailedVM
    public func viewModelChanged(_ viewModel: RetryFailedVM) {}
}

/// The cart screen.
public final class CartVC: TestScreen, IHaveViewModel {
    public typealias ViewModel = CartVM
    public func viewModelChanged(_ viewModel: CartVM) {}
}

/// The app's coordinator: opens the app's main flows.
@MainActor
public final class AppCoordinator {
    public init() {}
    public func showHome() {}
}
