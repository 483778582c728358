import HarborContainer
import HarborNavigation
import HarborTesting

// Launch: one container for the app, a window with a navigation stack, the first screen.
let container = AppContainer.make()
let list = ProductListScreen()
let window = TestWindow(root: TestNavigationStack(root: list))
container.bind((any IWindowProvider).self) { _ in window }
let viewModel: ProductListVM = container.resolve()
list.viewModel = viewModel
print(list.text)  // Kettle, Teapot

// A tap on the first product pushes its screen.
try await viewModel.open(viewModel.products[0])
print((window.topScreen as? ProductScreen)?.text ?? "no product shown")  // Kettle (#1)
