// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Apple's names are transcribed as the SDK spells them.)

/// Returns the superclass of a class.
///
/// Source: developer.apple.com/documentation/objectivec/class_getsuperclass(_:)
/// (`func class_getSuperclass(_ cls: AnyClass?) -> AnyClass?`); `<objc/runtime.h>`:
/// `OBJC_EXPORT Class _Nullable class_getSuperclass(Class _Nullable cls)`, "The superclass of the class, or Nil if
/// cls is a root class, or Nil if cls is Nil."
///
/// Stand-in: the Swift runtime's answer for a Swift class (every stand-in class is one).
public func class_getSuperclass(_ cls: AnyClass?) -> AnyClass? {
    cls.flatMap { _getSuperclass($0) }
}
