/// The key of one of Harbor's own subscriptions (a view's automatic refresh, a binding), distinct from the
/// subscriber's identity so that an app subscribing the same view or view model to the same event neither replaces
/// it nor is replaced by it. Kept by the state it belongs to, as long as the subscriber lives.
final class SubscriptionKey {}
