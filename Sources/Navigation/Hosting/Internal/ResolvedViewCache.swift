/// Where SwiftUI's `ResolvedView` keeps the view it built between body runs (held in `@State`), and when it builds
/// it again: never for arguments that are not `Equatable` (they are read once), or when the arguments changed.
/// Platform-free, so the rule is tested on Linux.
@MainActor
final class ResolvedViewCache<Hosted, Arguments> {
    private var cached: (view: Hosted, args: Arguments)?

    /// The cached view when there is one and `sameArguments` says the arguments did not change.
    func cachedView(args: Arguments, sameArguments: (Arguments, Arguments) -> Bool) -> Hosted? {
        guard let cached, sameArguments(cached.args, args) else {
            return nil
        }
        return cached.view
    }

    /// The cached view, or one `make` builds when there is none yet or `sameArguments` says the arguments changed.
    func view(
        args: Arguments,
        sameArguments: (Arguments, Arguments) -> Bool,
        make: (Arguments) -> Hosted
    ) -> Hosted {
        if let view = cachedView(args: args, sameArguments: sameArguments) {
            return view
        }
        let view = make(args)
        cached = (view, args)
        return view
    }
}
