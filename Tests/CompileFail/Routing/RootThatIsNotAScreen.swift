// expected-error: requires that 'CatalogVM' conform to 'IPresentableScreen'
// expected-error: requires that 'String' conform to 'IPresentableScreen'
// A destination starts from a screen type: a view model (or any other type) as its root or tab is refused at
// compile time, not reported at run time as a root that is not on screen.
import HarborContainer
import HarborNavigation

@MainActor
final class CatalogVM: @MainActor IPerRequest {
    required init(container: any IContainer, args: Void) {}
}

@MainActor
func destinations() -> [Destination] {
    [Destination(root: CatalogVM.self), Destination(tab: String.self)]
}
