import Testing

/// Where every awaited call of these tests puts its outcome, so that a test waits for it with a deadline and fails
/// instead of hanging when a request never ends.
@MainActor
final class Outcome<Failure: Error> {
    var result: Result<Void, Failure>?

    func run(_ body: @escaping @MainActor () async throws(Failure) -> Void) {
        Task { @MainActor in
            do throws(Failure) {
                try await body()
                result = .success(())
            } catch {
                result = .failure(error)
            }
        }
    }

    var error: Failure? {
        if case .failure(let error) = result { return error }
        return nil
    }
}

extension Result {
    /// The failure, or `nil` on success.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
