/// The root class of Objective-C class hierarchies.
///
/// Source: developer.apple.com/documentation/objectivec/nsobject-swift.class (`class NSObject`), and the Swift 3
/// interface `Platforms/iOS/ObjectiveC` of apple/swift-3-api-guidelines-review for the shape.
///
/// Stand-in differences, each forced by Swift rules that imported Objective-C classes are exempt from:
/// - The designated initializer is `init(standInRoot:)`, callable as `NSObject()`. UIKit's classes declare their own
///   main-actor `init()`; a Swift override of a nonisolated `NSObject.init()` could not change its isolation, while
///   the Clang importer gives UIKit's imported `init()` the class's `@MainActor` isolation.
/// - Associated values live in the object and are released when it is deinitialized, as the Objective-C runtime
///   releases them in `objc_destructInstance`.
open class NSObject {
    // Not thread-safe, unlike the runtime's (which guards associations with spinlocks): a stand-in object is not
    // `Sendable`, so Swift 6 code cannot reach it from two threads.
    private var associations: [UnsafeRawPointer: AssociatedValue] = [:]

    /// Creates an object; `NSObject()` (stand-in spelling of the designated initializer, see above).
    public init(standInRoot: Void = ()) {}

    deinit {
        // Released here, as the runtime releases associated values when the object is deallocated.
        associations.removeAll()
    }

    func setAssociation(_ value: AssociatedValue?, for key: UnsafeRawPointer) {
        let previous = associations[key]
        associations[key] = value
        _ = previous  // released after the table is consistent, so that its deinit may touch associations
    }

    func association(for key: UnsafeRawPointer) -> Any? {
        associations[key]?.value
    }

    func removeAssociations() {
        let released = associations
        associations = [:]
        _ = released
    }
}

/// One associated value, held as its policy says.
enum AssociatedValue {
    case strong(Any)
    case unretained(Weak)

    final class Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    var value: Any? {
        switch self {
        case .strong(let value): value
        case .unretained(let box): box.object
        }
    }
}
