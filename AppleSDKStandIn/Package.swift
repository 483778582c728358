// swift-tools-version: 6.2
import PackageDescription

// A test-only stand-in for the parts of Apple's SDK Harbor uses, so that Harbor's UIKit half is compiled and run on
// Linux in CI. Never a product, never a dependency of the root package.
//
// - `ObjectiveC`, `UIKit` and `SwiftUI` declare the subset Harbor uses, transcribed from Apple's
//   published interfaces (each declaration names its source), and behave closely enough to run Harbor's UIKit and
//   SwiftUI adapters.
// - The Harbor targets compile the root package's *unmodified* `Sources/` through the symlinks in `Harbor/`, each
//   depending on the stand-in `UIKit`, so `canImport(UIKit)` and `canImport(ObjectiveC)` are true as on iOS.
// - `HarborNavigationTests` compiles and runs the root package's `Tests/NavigationTests` the way an iOS test target
//   would; `UIKitAdapterTests` drive the real adapter through the simulated UIKit, `SwiftUIAdapterTests` the SwiftUI
//   adapter (hosting controllers, the environment, results); `OrdersUIKit` is the iOS-shaped
//   example app of `Examples/`, tested by `OrdersUIKitTests` as Harbor's docs tell teams to.
//
// Run: bash scripts/ci-apple-standin.sh (from the repository root).
// Products only for the package of the articles' UIKit and SwiftUI samples that scripts/ci-doc-samples.sh generates
// (.build-doc-samples/AppleSDK): it compiles them with this UIKit and SwiftUI, and Harbor built with them.
let docSampleProducts = [
    "UIKit", "SwiftUI", "Combine", "_Testing_UIKit", "HarborContainer", "HarborMVVM", "HarborNavigation",
    "HarborTesting",
]

let package = Package(
    name: "AppleSDKStandIn",
    products: docSampleProducts.map { .library(name: $0, targets: [$0]) },
    targets: [
        // MARK: The SDK stand-in
        .target(name: "ObjectiveC", path: "Sources/ObjectiveC"),
        .target(name: "UIKit", dependencies: ["ObjectiveC"], path: "Sources/UIKit"),
        // Combine: the protocols, `sink`, `PassthroughSubject`, `Deferred`, `AnyPublisher`, `handleEvents` and
        // `ObservableObject` (what HarborMVVM's publisher and the SwiftUI adapter use), with Combine's demand rules.
        .target(name: "Combine", path: "Sources/Combine"),
        // SwiftUI, which imports Combine without re-exporting it, as Apple's does.
        .target(name: "SwiftUI", dependencies: ["UIKit", "Combine"], path: "Sources/SwiftUI"),
        // Swift Testing's cross-import overlay for UIKit (empty): a test file importing Testing and UIKit needs it.
        .target(name: "_Testing_UIKit", path: "Sources/_Testing_UIKit"),

        // MARK: Harbor, unmodified, with UIKit visible
        .target(name: "HarborSupport", dependencies: ["UIKit"], path: "Harbor/Support"),
        .target(
            name: "HarborContainer",
            dependencies: ["HarborSupport", "UIKit"],
            path: "Harbor/Container"
        ),
        .target(
            name: "HarborMVVM",
            dependencies: ["HarborSupport", "UIKit", "Combine"],
            path: "Harbor/MVVM"
        ),
        .target(
            name: "HarborNavigation",
            dependencies: ["HarborContainer", "HarborMVVM", "HarborSupport", "UIKit", "SwiftUI"],
            path: "Harbor/Navigation"
        ),
        .target(
            name: "HarborTesting",
            dependencies: ["HarborContainer", "HarborMVVM", "HarborNavigation", "UIKit"],
            path: "Harbor/Testing"
        ),

        // MARK: The iOS-shaped example app (Examples/OrdersUIKit)
        .target(
            name: "OrdersUIKit",
            dependencies: ["HarborContainer", "HarborMVVM", "HarborNavigation", "UIKit", "SwiftUI"],
            path: "Examples/OrdersUIKit"
        ),

        // The terminal demo's app module: platform-free screens, so it builds where UIKit exists too.
        .target(
            name: "OrdersApp",
            dependencies: ["HarborContainer", "HarborMVVM", "HarborNavigation", "UIKit"],
            path: "Harbor/OrdersDemoApp"
        ),

        // MARK: Tests
        // The root package.s navigation tests, compiled where UIKit exists (an iOS test target's situation).
        .testTarget(
            name: "HarborNavigationTests",
            dependencies: ["HarborNavigation", "HarborTesting", "TopLevelNavigation", "UIKit"],
            path: "Harbor/NavigationTests"
        ),
        // The root package's HarborMVVM tests where Objective-C associated objects exist (views that are
        // NSObjects release their view model with them).
        .testTarget(
            name: "HarborMVVMTests",
            dependencies: ["HarborMVVM", "UIKit", "Combine"],
            path: "Harbor/MVVMTests"
        ),
        // Top-level code calling the navigation services, run by HarborNavigationTests (as in the root package).
        .executableTarget(
            name: "TopLevelNavigation",
            dependencies: ["HarborContainer", "HarborMVVM", "HarborNavigation", "HarborTesting", "UIKit"],
            path: "Harbor/TopLevelNavigation"
        ),
        // The stand-in's Combine against what Apple documents (what Harbor and the articles' samples rely on).
        .testTarget(name: "CombineStandInTests", dependencies: ["Combine"], path: "Tests/CombineStandInTests"),
        .testTarget(
            name: "UIKitAdapterTests",
            dependencies: [
                "HarborContainer", "HarborMVVM", "HarborNavigation", "HarborTesting", "UIKit", "_Testing_UIKit",
            ],
            path: "Tests/UIKitAdapterTests"
        ),
        .testTarget(
            name: "SwiftUIAdapterTests",
            dependencies: [
                "HarborContainer", "HarborMVVM", "HarborNavigation", "HarborTesting", "UIKit", "SwiftUI", "Combine",
                "_Testing_UIKit",
            ],
            path: "Tests/SwiftUIAdapterTests"
        ),
        .testTarget(
            name: "OrdersUIKitTests",
            dependencies: [
                "OrdersUIKit", "HarborContainer", "HarborMVVM", "HarborNavigation", "HarborTesting", "UIKit",
                "_Testing_UIKit",
            ],
            path: "Examples/OrdersUIKitTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The root package's settings: Swift 6 mode (above) and the same upcoming features on every Swift target.
for target in package.targets {
    var settings = target.swiftSettings ?? []
    settings.append(contentsOf: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
    ])
    target.swiftSettings = settings
}
