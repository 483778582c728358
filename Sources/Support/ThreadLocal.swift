#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One object per thread, made on the thread's first use and released when the thread ends (shared by Harbor's
/// modules). The object is only ever touched by its own thread.
///
/// `public` rather than `package` so that ``current`` is specialised where it is used (see ``Locked``).
public final class ThreadLocal<Value: AnyObject>: Sendable {
    @usableFromInline let key: pthread_key_t
    @usableFromInline let make: @Sendable () -> Value

    /// Creates a thread-local slot whose object is made by `make` on each thread's first ``current``.
    public init(_ make: @escaping @Sendable () -> Value) {
        var key = pthread_key_t()
        // pthread's destructor gets the slot's raw pointer (an Optional on glibc): the reference `current` stored.
        let status = pthread_key_create(&key) { slot in
            for pointer in [slot].compactMap({ $0 }) { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
        }
        precondition(status == 0, "Harbor: pthread_key_create failed")
        self.key = key
        self.make = make
    }

    /// The calling thread's object.
    @inlinable
    public var current: Value {
        // pthread's slot holds a raw pointer: the reference stored below, of a `Value`.
        if let pointer = pthread_getspecific(key) { return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue() }
        let value = make()
        // pthread's slot holds a raw pointer: one reference, released by the destructor.
        pthread_setspecific(key, Unmanaged.passRetained(value).toOpaque())
        return value
    }
}
