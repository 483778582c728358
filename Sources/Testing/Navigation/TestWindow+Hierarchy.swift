extension TestWindow {
    /// What the user sees, as one line a test can compare: the visible chain from the root, a navigation
    /// stack as its screens in brackets, the selected tab's index, and `present` before each presented screen.
    ///
    /// ```swift
    /// try await router.openAndWait("myapp://orders/7")
    /// #expect(window.hierarchyDescription == "TestTabBar(tab 0) > TestNavigationStack[OrdersScreen, OrderDetailsScreen]")
    /// ```
    public var hierarchyDescription: String {
        guard let root else {
            return "(no root)"
        }
        var parts: [String] = []
        var next: TestScreen? = root
        var presented = false
        while let screen = next {
            var part = presented ? "present " : ""
            var continueFrom = screen
            if let stack = screen as? TestNavigationStack {
                part += "\(stack.title)[\(stack.screens.map(\.title).joined(separator: ", "))]"
                // The top is listed in the brackets; the chain goes on from it (unless the stack presents).
                if stack.presented == nil, let top = stack.screens.last {
                    continueFrom = top
                }
            } else if let tabs = screen as? TestTabBar {
                part += "\(tabs.title)(tab \(tabs.selectedIndex))"
            } else {
                part += screen.title
            }
            parts.append(part)
            presented = continueFrom.presented != nil
            next = continueFrom.presented ?? (continueFrom.visibleChildScreen as? TestScreen)
        }
        return parts.joined(separator: " > ")
    }
}
