// Scenarios 9 (events) and 10 (navigation) need HarborMVVM's `Event` and HarborNavigation. Each is one
// function returning its scenarios; until the modules land they return none and are listed as pending.

/// 9. Events: raise to 1, 10 and 100 subscribers; subscribing 10,000 one by one.
func eventScenarios() -> [Scenario] { [] }

/// 10. Navigation: present on a 20-screen-deep hierarchy.
func navigationScenarios() -> [Scenario] { [] }

/// What the run could not measure, for RESULTS.md.
func pendingScenarios() -> [String] {
    [
        "9. Events (needs HarborMVVM's `Event`, being built on branch `mvvm`).",
        "10. Navigation (needs HarborNavigation, being built on branch `nav`).",
    ]
}
