extension Container {
    /// Creates the given singletons now, at launch, instead of on their first resolve.
    ///
    /// ```swift
    /// container.createEagerly(AnalyticsService.self, CrashReporter.self)
    /// ```
    ///
    /// Main-actor singletons (isolated conformances) are created by resolving them from main-actor code:
    /// `_ = container.resolve() as PresenterService`.
    ///
    /// - Parameter types: The singletons to create.
    public func createEagerly(_ types: any ISingleton.Type...) {
        for type in types {
            // A distinct name: `createEagerly(type)` would pick the variadic overload again, forever.
            create(type)
        }
    }

    private func create<T: ISingleton>(_ type: T.Type) {
        _ = resolve(type)
    }
}
