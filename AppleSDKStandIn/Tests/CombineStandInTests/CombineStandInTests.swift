import Combine
import Testing

/// The stand-in's Combine behaves as Apple documents it, where Harbor's code and the articles' samples rely on it.
@Suite("Combine stand-in")
struct CombineStandInTests {
    final class Contact: ObservableObject {
        @Published var age = 24
    }

    @Test("@Published: a new subscriber gets the current value; a change is published before it is stored")
    func published() {
        let contact = Contact()
        var seen: [(published: Int, stored: Int)] = []
        let cancellable = contact.$age.sink { seen.append(($0, contact.age)) }
        contact.age = 25
        #expect(seen.map(\.published) == [24, 25])
        #expect(seen.map(\.stored) == [24, 24])
        withExtendedLifetime(cancellable) {}
    }

    @Test("the default objectWillChange fires before each @Published change")
    func objectWillChange() {
        let contact = Contact()
        var ages: [Int] = []
        let cancellable = contact.objectWillChange.sink { ages.append(contact.age) }
        contact.age += 1
        contact.age += 1
        #expect(ages == [24, 25])
        withExtendedLifetime(cancellable) {}
    }

    @Test("removeDuplicates, demand and cancelling")
    func subjects() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        let cancellable = subject.removeDuplicates().sink { seen.append($0) }
        for value in [0, 1, 1, 2, 2, 2, 0] { subject.send(value) }
        #expect(seen == [0, 1, 2, 0])
        cancellable.cancel()
        subject.send(5)
        #expect(seen == [0, 1, 2, 0])
    }

    @Test("a subject that completed tells later subscribers at once")
    func completion() {
        let subject = PassthroughSubject<Int, Never>()
        subject.send(completion: .finished)
        var finished = false
        let cancellable = subject.sink(receiveCompletion: { _ in finished = true }, receiveValue: { _ in })
        #expect(finished)
        withExtendedLifetime(cancellable) {}
    }
}
