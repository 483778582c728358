// swift-format-ignore-file: TypeNamesShouldBeCapitalized, AlwaysUseLowerCamelCase
// (Apple's names are transcribed as the SDK spells them.)

/// Policies related to associative references.
///
/// Source: developer.apple.com/documentation/objectivec/objc_associationpolicy
/// (`enum objc_AssociationPolicy : UInt, @unchecked Sendable`; raw values from `<objc/runtime.h>`).
public enum objc_AssociationPolicy: UInt, @unchecked Sendable {
    /// A weak reference (stand-in: held weakly; the runtime holds it unretained, `assign`).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference, not atomic.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Copied, not atomic (stand-in: retained, there is no `NSCopying` here).
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference, atomic.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// Copied, atomic (stand-in: retained).
    case OBJC_ASSOCIATION_COPY = 771
}

/// Sets an associated value for a given object using a given key and association policy.
///
/// Source: developer.apple.com/documentation/objectivec/objc_setassociatedobject(_:_:_:_:)
/// (`func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy)`).
///
/// Stand-in: `object` must be an ``NSObject`` (every UIKit object is); the runtime also accepts Swift objects.
public func objc_setAssociatedObject(
    _ object: Any,
    _ key: UnsafeRawPointer,
    _ value: Any?,
    _ policy: objc_AssociationPolicy
) {
    let owner = standInOwner(object)
    guard let value else {
        owner.setAssociation(nil, for: key)
        return
    }
    switch policy {
    case .OBJC_ASSOCIATION_ASSIGN:
        owner.setAssociation(.unretained(.init(value as AnyObject)), for: key)
    default:
        owner.setAssociation(.strong(value), for: key)
    }
}

/// Returns the value associated with a given object for a given key.
///
/// Source: developer.apple.com/documentation/objectivec/objc_getassociatedobject(_:_:)
/// (`func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any?`).
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    standInOwner(object).association(for: key)
}

/// Removes all associations for a given object.
///
/// Source: developer.apple.com/documentation/objectivec/objc_removeassociatedobjects(_:)
/// (`func objc_removeAssociatedObjects(_ object: Any)`).
public func objc_removeAssociatedObjects(_ object: Any) {
    standInOwner(object).removeAssociations()
}

private func standInOwner(_ object: Any) -> NSObject {
    guard let owner = object as? NSObject else {
        preconditionFailure(
            "the ObjectiveC stand-in keeps associations on NSObject subclasses only, not \(type(of: object))")
    }
    return owner
}
