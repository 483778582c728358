// Scenario 10 (navigation) needs HarborNavigation, which is being built on branch `nav`: a function returning
// its scenarios is all it takes to add it (see README.md, "Adding scenario 10").

/// 10. Navigation: present on a 20-screen-deep hierarchy.
func navigationScenarios() -> [Scenario] { [] }

/// What the run could not measure, for RESULTS.md.
func pendingScenarios() -> [String] {
    ["10. Navigation (needs HarborNavigation, being built on branch `nav`)."]
}
