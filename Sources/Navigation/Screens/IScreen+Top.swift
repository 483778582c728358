extension IScreen {
    /// The screen on top of the hierarchy that starts at this one, found as the services find it: through
    /// presented screens (skipping those being dismissed, never onto an alert) and each container's visible
    /// child (a navigation stack's top, the selected tab, a split view's detail, the only page, a custom
    /// container's ``IScreenContainer/visibleScreen``).
    ///
    /// ```swift
    /// let top = window.rootScreen?.topScreen  // window: an IScreenWindow, such as HarborTesting's TestWindow
    /// ```
    public var topScreen: any IScreen {
        ScreenPath(root: self).top
    }
}
