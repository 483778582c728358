import Foundation
import Testing

@testable import HarborContainer

// The products of a `.singleton` binding that takes arguments (one per argument value) belong to the binding:
// replacing it replaces them all, a reset or the container's teardown releases them newest first, and every
// path that reads them (the fast path in the caller's module, the full resolve, a child) finds the same one.

/// Records deinits (each log used by one test only: tests of a suite may run in parallel).
private final class DeinitLog: @unchecked Sendable {
    // `@unchecked Sendable`: `entries` is guarded by `lock`.
    private let lock = NSLock()
    private var entries: [String] = []
    var all: [String] { lock.withLock { entries } }
    func append(_ entry: String) { lock.withLock { entries.append(entry) } }
}

private protocol IChatRoom: AnyObject, Sendable {
    var chat: String { get }
}

/// A room that logs its deinit.
private final class ChatRoom: IChatRoom {
    let chat: String
    private let log: DeinitLog
    init(chat: String, log: DeinitLog) {
        self.chat = chat
        self.log = log
    }
    deinit { log.append(chat) }
}

/// Binds `IChatRoom` as a `.singleton` per chat identifier, logging deinits to `log` and counting inits.
private func bindRooms(in container: Container, log: DeinitLog, made: Counter? = nil) {
    container.bind((any IChatRoom).self, lifetime: .singleton) { (_, chat: String) in
        made?.increment()
        return ChatRoom(chat: chat, log: log)
    }
}

@Suite("Products per argument value follow their binding")
struct ProductsByArgumentsTests {
    @Test func aSecondBindReplacesEveryProductAndReleasesTheOldOnes() {
        let log = DeinitLog()
        let container = Container()
        bindRooms(in: container, log: log)
        weak let ada = container.resolve(args: "ada") as any IChatRoom
        weak let bob = container.resolve(args: "bob") as any IChatRoom
        #expect(ada != nil && bob != nil)

        container.bind((any IChatRoom).self, lifetime: .singleton) { (_, chat: String) in
            ChatRoom(chat: chat + "-2", log: log)
        }
        #expect(ada == nil && bob == nil)
        #expect(Set(log.all) == ["ada", "bob"])
        #expect((container.resolve(args: "ada") as any IChatRoom).chat == "ada-2")
    }

    @Test func aMockOnAChildHasItsOwnProductsAndTheParentKeepsItsOwn() {
        let log = DeinitLog()
        let root = Container()
        bindRooms(in: root, log: log)
        let inRoot: any IChatRoom = root.resolve(args: "ada")
        let child = root.makeChild()
        #expect(child.resolve(args: "ada") as any IChatRoom === inRoot)

        child.mock((any IChatRoom).self, lifetime: .singleton) { (_, chat: String) in
            ChatRoom(chat: "mock-" + chat, log: log)
        }
        let mocked: any IChatRoom = child.resolve(args: "ada")
        #expect(mocked.chat == "mock-ada")
        #expect(child.resolve(args: "ada") as any IChatRoom === mocked)
        #expect(root.resolve(args: "ada") as any IChatRoom === inRoot)
    }

    @Test func resetReleasesTheProductsNewestFirstAndTheNextResolvesMakeNewOnes() {
        let log = DeinitLog()
        let made = Counter()
        let container = Container()
        bindRooms(in: container, log: log, made: made)
        for chat in ["first", "second", "third"] { _ = container.resolve(args: chat) as any IChatRoom }

        container.reset()
        #expect(log.all == ["third", "second", "first"])
        _ = container.resolve(args: "first") as any IChatRoom
        _ = container.resolve(args: "first") as any IChatRoom
        #expect(made.value == 4)
    }

    @Test func removeMockReleasesTheProducts() {
        let log = DeinitLog()
        let container = Container()
        bindRooms(in: container, log: log)
        weak let room = container.resolve(args: "ada") as any IChatRoom
        container.removeMock((any IChatRoom).self)
        #expect(room == nil)
        #expect(log.all == ["ada"])
    }

    @Test func teardownReleasesTheProductsNewestFirst() {
        let log = DeinitLog()
        do {
            let container = Container()
            bindRooms(in: container, log: log)
            resolveEach(["first", "second", "third"], from: container)
        }
        #expect(log.all == ["third", "second", "first"])
    }

    /// Resolves a room for each chat, dropping each: out of line, so that an optimised build does not keep the
    /// last one past the container's teardown.
    @inline(never)
    private func resolveEach(_ chats: [String], from container: Container) {
        for chat in chats { _ = container.resolve(args: chat) as any IChatRoom }
    }

    /// The full resolve (taken when dependencies are recorded) and the fast path share one table.
    @Test func theFullResolveAndTheFastPathFindTheSameProduct() {
        let recording = Container(recordsDependencies: true)
        let plain = Container()
        for container in [recording, plain] {
            bindRooms(in: container, log: DeinitLog())
            let first: any IChatRoom = container.resolve(args: "ada")
            #expect(container.resolve(args: "ada") as any IChatRoom === first)
            #expect(container.makeChild().makeChild().resolve(args: "ada") as any IChatRoom === first)
            #expect(container.resolve(args: "bob") as any IChatRoom !== first)
        }
    }

    /// Generic code resolves through the unspecialised full path: the same table.
    @Test func genericCodeFindsTheSameProduct() {
        func resolve<Service, Arguments>(_ container: any IContainer, _: Service.Type, _ args: Arguments) -> Service {
            container.resolve(args: args)
        }
        let container = Container()
        bindRooms(in: container, log: DeinitLog())
        let first: any IChatRoom = container.resolve(args: "ada")
        #expect(resolve(container, (any IChatRoom).self, "ada") === first)
    }

    @Test func manyThreadsAskingForOneValueAtOnceMakeOneInstance() {
        let made = Counter()
        let container = Container()
        bindRooms(in: container, log: DeinitLog(), made: made)
        let rooms = ThreadSafeArray<ObjectIdentifier>()
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            let room: any IChatRoom = container.resolve(args: index.isMultiple(of: 2) ? "even" : "odd")
            rooms.append(ObjectIdentifier(room))
        }
        #expect(made.value == 2)
        #expect(Set(rooms.all).count == 2)
    }

    /// Arguments that hash alike but differ still get products of their own.
    @Test func argumentsWithTheSameHashGetTheirOwnProducts() {
        struct Colliding: Hashable {
            let id: Int
            func hash(into hasher: inout Hasher) { hasher.combine(0) }
        }
        let container = Container()
        container.bind((any IChatRoom).self, lifetime: .singleton) { (_, chat: Colliding) in
            ChatRoom(chat: "\(chat.id)", log: DeinitLog())
        }
        let one: any IChatRoom = container.resolve(args: Colliding(id: 1))
        let two: any IChatRoom = container.resolve(args: Colliding(id: 2))
        #expect(one.chat == "1" && two.chat == "2")
        #expect(container.resolve(args: Colliding(id: 2)) as any IChatRoom === two)
    }
}

/// An array many threads may append to.
private final class ThreadSafeArray<Element>: @unchecked Sendable {
    // `@unchecked Sendable`: `elements` is guarded by `lock`.
    private let lock = NSLock()
    private var elements: [Element] = []
    var all: [Element] { lock.withLock { elements } }
    func append(_ element: Element) { lock.withLock { elements.append(element) } }
}
