/// A weak reference, equal and hashable by the identity of the object it was created with.
///
/// ```swift
/// var watchers: Set<Weak<Screen>> = [Weak(screen)]
/// watchers.remove(Weak(screen))
/// ```
///
/// The identity is captured at creation, so a box stays in its set after its object is gone. Two boxes are equal
/// when they were created with the same object (or with no object at all); as with `ObjectIdentifier`, a box made
/// for a new object that reuses a dead object's address equals the dead object's box.
public struct Weak<T: AnyObject> {
    private let id: ObjectIdentifier?

    /// The object, or `nil` once it has been deallocated.
    public private(set) weak var value: T?

    /// Whether the object is still alive.
    public var isAlive: Bool {
        value != nil
    }

    /// Creates a box that refers to `value` without retaining it.
    ///
    /// - Parameter value: The object to refer to.
    public init(_ value: T?) {
        self.value = value
        self.id = value.map { ObjectIdentifier($0) }
    }
}

extension Weak: Hashable {
    /// Whether both boxes were created with the same object.
    ///
    /// - Parameters:
    ///   - lhs: A box.
    ///   - rhs: Another box.
    /// - Returns: `true` when both boxes were created with the same object.
    public static func == (lhs: Weak<T>, rhs: Weak<T>) -> Bool {
        lhs.id == rhs.id
    }

    /// Hashes the identity the box was created with.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}

extension Weak: Sendable where T: Sendable {}
