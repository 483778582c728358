extension IContainer {
    /// A ``Lazy`` that resolves `T` on first use.
    ///
    /// - Parameter type: The type to resolve; usually inferred from the context.
    /// - Returns: A lazy value holding this container unowned.
    public func lazy<T: IResolvable & Sendable>(_ type: T.Type = T.self) -> Lazy<T> where T.Arguments == Void {
        Lazy { [unowned self] in self.resolve(T.self) }
    }

    /// A ``Lazy`` that resolves a bound service on first use.
    ///
    /// - Parameter type: The service type, as it was bound; usually inferred from the context.
    /// - Returns: A lazy value holding this container unowned.
    @_disfavoredOverload
    public func lazy<Service: Sendable>(_ type: Service.Type = Service.self) -> Lazy<Service> {
        Lazy { [unowned self] in self.resolve(Service.self) }
    }

    /// A ``Provider`` that resolves `T` on each call.
    ///
    /// - Parameter type: The type to resolve; usually inferred from the context.
    /// - Returns: A provider holding this container unowned.
    public func provider<T: IResolvable & SendableMetatype>(_ type: T.Type = T.self) -> Provider<T>
    where T.Arguments == Void {
        return Provider { [unowned self] in self.resolve(T.self) }
    }

    /// A ``Provider`` that resolves a bound service on each call.
    ///
    /// - Parameter type: The service type, as it was bound; usually inferred from the context.
    /// - Returns: A provider holding this container unowned.
    @_disfavoredOverload
    public func provider<Service>(_ type: Service.Type = Service.self) -> Provider<Service> {
        Provider { [unowned self] in self.resolve(Service.self) }
    }
}
