import Foundation
import HarborContainer
import Testing

/// A service type made at run time, one per number: `Bit1<Bit0<…<NoBits>…>>` spells the number in binary (the
/// lowest digit outermost), so thousands of distinct services need no generated code and nest 15 deep at most.
private protocol Numbered: AnyObject, Sendable {
    init(number: Int)
    var number: Int { get }
}

extension Numbered {
    /// The type of this number with one more binary digit below it.
    static func appending(_ digit: Int) -> any Numbered.Type { digit == 1 ? Bit1<Self>.self : Bit0<Self>.self }
}

private final class NoBits: Numbered {
    let number: Int
    init(number: Int) { self.number = number }
}

private final class Bit0<Higher: Numbered>: Numbered {
    let number: Int
    init(number: Int) { self.number = number }
}

private final class Bit1<Higher: Numbered>: Numbered {
    let number: Int
    init(number: Int) { self.number = number }
}

/// The service type of `number`: a distinct type for every number.
private func numberedType(_ number: Int) -> any Numbered.Type {
    number == 0 ? NoBits.self : numberedType(number / 2).appending(number % 2)
}

/// Binds `type` on `container` as a singleton whose product carries `number`.
private func bindSingleton(_ type: any Numbered.Type, number: Int, on container: Container) {
    func bind<Service: Numbered>(_ service: Service.Type) {
        container.bind(service, lifetime: .singleton) { _ in Service(number: number) }
    }
    bind(type)
}

/// The number of the product `type` resolves to.
private func resolvedNumber(_ type: any Numbered.Type, from container: Container) -> Int {
    func resolve<Service: Numbered>(_ service: Service.Type) -> Int { (container.resolve() as Service).number }
    return resolve(type)
}

@Suite("Binding many services while other threads resolve")
struct BindingScaleTests {
    /// 50,000 `.singleton` bindings on one root, each resolved right after it is bound, while four threads keep
    /// resolving 64 services bound before. A bind costs the same however many bindings and shared products the
    /// container keeps, so this takes about two seconds in a debug build; in a child process with a deadline, so that a bind whose
    /// cost grows with what is bound fails this test instead of stalling the run.
    @Test func fiftyThousandBindingsWhileFourThreadsResolve() async {
        await #expect(processExitsWith: .success) {
            DispatchQueue.global().asyncAfter(deadline: .now() + 60) { exit(2) }
            let (readCount, count) = (64, 50_000)
            let types = (0..<readCount + count).map(numberedType)
            let root = Container()
            for number in 0..<readCount { bindSingleton(types[number], number: number, on: root) }
            for reader in 0..<4 {
                Thread {
                    var number = reader
                    while true {
                        if resolvedNumber(types[number], from: root) != number { exit(3) }
                        number = (number + 1) % readCount
                        // A pause between resolves: readers that never pause keep both cores of a small machine
                        // and its lock to themselves, and slow the rest of the test run down with this test.
                        Thread.sleep(forTimeInterval: 0.000_05)
                    }
                }.start()
            }
            for number in readCount..<readCount + count {
                bindSingleton(types[number], number: number, on: root)
                if resolvedNumber(types[number], from: root) != number { exit(1) }
            }
        }
    }
}
