import HarborSupport

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Whether `type` adopts ``IResolvable`` with a main-actor-isolated conformance
/// (`@MainActor final class OrdersVM: @MainActor IPerRequest`) while the caller is not on the main actor.
///
/// Generic code (`func make<S>(_ c: any IContainer) -> S { c.resolve() }`) reaches a self-declared type through
/// a dynamic cast to `any IResolvable.Type`, where the compiler cannot check the conformance's isolation. The
/// Swift 6.3 runtime does not check it either for a metatype cast (the cast succeeds off the main actor and the
/// main-actor initializer would run on the caller's thread); a runtime that checks it would fail the cast, and the
/// type would look unbound. Either way this is the question to ask, on the untyped path only (typed resolves are
/// checked by the compiler and never come here).
///
/// It asks the runtime for the conformance together with its isolation
/// (`swift_conformsToProtocolWithExecutionContext`, Swift 6.2 and later). A runtime without that function
/// (an older OS, where isolated conformances are not tracked) or a process that does not export it (a static
/// standard library) answers `false`: the resolve goes on as before.
func conformsOnMainActorOnly(_ type: any Any.Type) -> Bool {
    guard let runtime = IsolationLookup.shared, !runsOnMainQueue() else { return false }
    return runtime.isolation(of: type) == runtime.mainActor
}

/// The error for a type that ``conformsOnMainActorOnly(_:)``, with the current resolution path.
func mainActorConformanceError(for type: any Any.Type) -> ResolutionError {
    ResolutionError(
        kind: .mainActorRequired,
        typeName: typeName(type),
        path: ResolutionStack.current.path() + [typeName(type)],
        mainActorCause: .isolatedConformance
    )
}

/// The runtime entry point and the protocol it is asked about, looked up once.
///
/// `@unchecked Sendable`: every property is a constant set in `init` (pointers to immutable runtime data and
/// a function), read from any thread.
private final class IsolationLookup: @unchecked Sendable {
    /// `const WitnessTable *swift_conformsToProtocolWithExecutionContext(const Metadata *type,
    /// const ProtocolDescriptor *protocol, ConformanceExecutionContext *context)`. It is declared with the
    /// Swift calling convention, which for three pointer arguments and a pointer result passes and returns them
    /// in the same registers as the C convention on the platforms Harbor targets (arm64, x86_64).
    private typealias ConformsWithContext =
        @convention(c) (UnsafeRawPointer, UnsafeRawPointer, UnsafeMutableRawPointer) -> UnsafeRawPointer?

    static let shared: IsolationLookup? = IsolationLookup()

    private let conforms: ConformsWithContext
    private let protocolDescriptor: UnsafeRawPointer
    /// The metadata of `MainActor`: what the context names for a main-actor conformance.
    let mainActor: UnsafeRawPointer

    private init?() {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
            guard let handle = dlopen(nil, RTLD_NOW),
                let symbol = dlsym(handle, "swift_conformsToProtocolWithExecutionContext"),
                let descriptor = resolvableDescriptor()
            else { return nil }
            conforms = unsafeBitCast(symbol, to: ConformsWithContext.self)
            protocolDescriptor = descriptor
            mainActor = unsafeBitCast(MainActor.self as Any.Type, to: UnsafeRawPointer.self)
        #else
            return nil  // No `dlsym`: the check is off, as on a runtime without the function.
        #endif
    }

    /// The global actor `type`'s conformance to ``IResolvable`` is isolated to, as metadata; `nil` when it does
    /// not conform or the conformance is nonisolated.
    func isolation(of type: any Any.Type) -> UnsafeRawPointer? {
        // `ConformanceExecutionContext` is two pointers (the global actor's metadata, its `GlobalActor`
        // witness table), both null until the runtime fills them in; eight zeroed words leave room to spare.
        withUnsafeTemporaryAllocation(of: UnsafeRawPointer?.self, capacity: 8) { context in
            context.initialize(repeating: nil)
            // A metatype value is one pointer, to the type's metadata: what the runtime takes.
            let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
            guard conforms(metadata, protocolDescriptor, UnsafeMutableRawPointer(context.baseAddress!)) != nil else {
                return nil
            }
            return context[0]
        }
    }
}

/// The protocol descriptor of ``IResolvable``, read from the metadata of `any IResolvable`: an existential
/// type's metadata (ABI-stable, docs/ABI/TypeMetadata.rst in the Swift repository) is its kind (0x303), 32 bits
/// of flags, 32 bits of protocol count, a superclass constraint if the flags say so, then one protocol
/// reference per protocol (its low bit marks an Objective-C protocol). `nil` if the layout is not the expected
/// one, which turns the check off rather than reading a wrong pointer.
private func resolvableDescriptor() -> UnsafeRawPointer? {
    let existential = unsafeBitCast((any IResolvable).self as Any.Type, to: UnsafeRawPointer.self)
    let kind = existential.load(as: UInt.self)
    let flags = existential.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt32.self)
    let count = existential.load(fromByteOffset: MemoryLayout<UInt>.size + 4, as: UInt32.self)
    let hasSuperclass = flags & 0x4000_0000 != 0
    guard kind == 0x303, count == 1, !hasSuperclass else { return nil }
    let reference = existential.load(fromByteOffset: MemoryLayout<UInt>.size + 8, as: UInt.self)
    guard reference & 1 == 0 else { return nil }
    return UnsafeRawPointer(bitPattern: reference)
}
