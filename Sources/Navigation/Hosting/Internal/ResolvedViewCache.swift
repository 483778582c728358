/// Where SwiftUI's `ResolvedView` keeps the view it built between body runs (held in `@State`), and when it builds
/// it again: never for arguments that are not `Equatable` (they are read once), or when the arguments changed.
/// Platform-free, so the rule is tested on Linux.
@MainActor
final class ResolvedViewCache<Hosted, Arguments> {
    private var cached: (view: Hosted, args: Arguments)?

    /// The cached view, or one `make` builds when there is none yet or `sameArguments` says the arguments changed;
    /// `nil`, and nothing cached, when `make` builds none.
    func view(
        args: Arguments,
        sameArguments: (Arguments, Arguments) -> Bool,
        make: (Arguments) -> Hosted?
    ) -> Hosted? {
        if let cached, sameArguments(cached.args, args) {
            return cached.view
        }
        let view = make(args)
        cached = view.map { ($0, args) }
        return view
    }
}
