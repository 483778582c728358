/// A compile-time guard: its name is the compiler's message when a type that takes arguments is resolved
/// without them.
///
/// ```text
/// let formatter: PriceFormatter = container.resolve()
/// // error: call to global actor 'TypeTakesArgumentsCallResolveArgs'-isolated instance method 'resolve' …
/// ```
///
/// Swift ranks an `unavailable` overload below every available one, so an `unavailable` guard would lose to
/// the overload for bound services and the mistake would only show at run time. The guard overloads are
/// isolated to this actor instead, which no code runs on: choosing one is always a compile error, and the
/// error names this actor. Write `container.resolve(args: …)`. Never isolate your own code to it.
@globalActor
public actor TypeTakesArgumentsCallResolveArgs {
    /// The actor's only instance.
    public static let shared = TypeTakesArgumentsCallResolveArgs()
}
