import HarborContainer

/// The `Service` that `container` resolves now, when it is another one than `service`: a test double mocked in after
/// `service` was handed out (to a view model resolved before the double was installed) still gets the requests made
/// through it, instead of them navigating for real.
///
/// Only one the container keeps (it resolves the same one again) counts: a binding that makes a new service on every
/// resolve would hand the request on for ever.
@MainActor
func replacement<Service: IResolvable & AnyObject>(of service: Service, in container: (any IContainer)?) -> Service?
where Service.Arguments == Void {
    guard let container, let current = try? container.resolveOrThrow(Service.self), current !== service,
        (try? container.resolveOrThrow(Service.self)) === current
    else {
        return nil
    }
    return current
}
