/// Suspends until `condition` holds, letting other main-actor tasks run in between (no timing involved).
@MainActor
func waitUntil(_ condition: () -> Bool) async {
    while !condition() {
        await Task.yield()
    }
}
