#if canImport(SwiftUI)
    import HarborContainer
    import SwiftUI

    /// The root view of a hosted screen: the hosted view with the container in its environment.
    struct HostedRoot<Content: View>: View {
        let content: Content
        let container: any IContainer

        var body: some View {
            content.harborContainer(container)
        }
    }
#endif
