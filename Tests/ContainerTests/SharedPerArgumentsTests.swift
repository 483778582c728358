import HarborContainer
import HarborTesting
import Testing

private protocol IAccountStore: AnyObject, Sendable {
    var account: String { get }
}

private final class AccountStore: IAccountStore {
    let account: String
    init(account: String) { self.account = account }
}

@Suite("Shared instances per argument value")
struct SharedPerArgumentsTests {
    /// Before: the first arguments' instance came back for every later argument value.
    @Test func aSingletonBindingWithArgumentsKeepsOneInstancePerValue() {
        let container = Container()
        container.bind((any IAccountStore).self, lifetime: .singleton) { (_, account: String) in
            AccountStore(account: account)
        }
        let ada: any IAccountStore = container.resolve(args: "ada")
        let bob: any IAccountStore = container.resolve(args: "bob")
        #expect(ada.account == "ada")
        #expect(bob.account == "bob")
        #expect(ada === container.resolve(args: "ada") as any IAccountStore)
        #expect(ada === container.makeChild().resolve(args: "ada") as any IAccountStore)
    }

    @Test func aScopedBindingWithArgumentsKeepsOneInstancePerValueAndContainer() {
        let root = Container()
        root.bind((any IAccountStore).self, lifetime: .scoped) { (_, account: String) in
            AccountStore(account: account)
        }
        let child = root.makeChild()
        let inRoot: any IAccountStore = root.resolve(args: "ada")
        let inChild: any IAccountStore = child.resolve(args: "ada")
        #expect(inRoot !== inChild)
        #expect(inChild === child.resolve(args: "ada") as any IAccountStore)
        #expect((child.resolve(args: "bob") as any IAccountStore).account == "bob")
    }

    @Test func aSharedBindingWithArgumentsThatAreNotHashableIsRefusedWhenMade() async {
        struct Filter {}
        let error = await captureResolutionFailure {
            Container().bind((any IAccountStore).self, lifetime: .singleton) { (_, _: Filter) in
                AccountStore(account: "x")
            }
        }
        #expect(
            error?.kind
                == .argumentsMismatch(
                    expected: "a Hashable type (one shared instance per argument value)", actual: "Filter"))
    }
}
