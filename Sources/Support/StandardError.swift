#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Writes `text` to standard error, unbuffered (shared by Harbor's modules, `package` access): the container's
/// failure notes and the navigation failure log.
package func writeToStandardError(_ text: String) {
    _ = write(STDERR_FILENO, text, text.utf8.count)
}
