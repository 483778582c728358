/// A compile-time guard: its name is the compiler's message when a type is resolved with arguments of
/// another type than its `Arguments`.
///
/// ```text
/// let formatter: PriceFormatter = container.resolve(args: 5)  // PriceFormatter takes a String
/// // error: call to global actor 'ArgumentsDoNotMatchTheType'-isolated instance method 'resolve(_:args:)' …
/// ```
///
/// Works like ``TypeTakesArgumentsCallResolveArgs``: choosing a guard overload is always a compile error.
/// Pass the type's `Arguments` (or, for a type that takes none, call `resolve()`). Never isolate your own code
/// to it.
@globalActor
public actor ArgumentsDoNotMatchTheType {
    /// The actor's only instance.
    public static let shared = ArgumentsDoNotMatchTheType()
}
