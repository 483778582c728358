#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reports a route that failed with nobody listening (no completion, no awaiting caller): never silently.
@MainActor
func reportUnheardFailure(of request: RouteRequest, _ error: RouteError) {
    let line = "Harbor: \(request) failed: \(error)\n"
    _ = write(STDERR_FILENO, line, line.utf8.count)
}
