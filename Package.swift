// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Harbor",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13)],
    products: [
        .library(name: "HarborContainer", targets: ["HarborContainer"]),
        .library(name: "HarborMVVM", targets: ["HarborMVVM"]),
        .library(name: "HarborNavigation", targets: ["HarborNavigation"]),
        .library(name: "HarborTesting", targets: ["HarborTesting"]),
    ],
    dependencies: [],
    targets: [
        // MARK: Modules
        .target(name: "HarborAtomics", path: "Sources/Atomics"),
        .target(name: "HarborContainer", dependencies: ["HarborAtomics"], path: "Sources/Container"),
        .target(name: "HarborMVVM", path: "Sources/MVVM"),
        .target(
            name: "HarborNavigation",
            dependencies: ["HarborContainer", "HarborMVVM"],
            path: "Sources/Navigation"
        ),
        .target(
            name: "HarborTesting",
            dependencies: ["HarborContainer", "HarborMVVM", "HarborNavigation"],
            path: "Sources/Testing"
        ),

        // MARK: Tests
        .testTarget(
            name: "HarborContainerTests",
            dependencies: ["HarborContainer", "HarborTesting"],
            path: "Tests/ContainerTests",
            exclude: ["Support/generate-nodes.py"]
        ),
        .testTarget(
            name: "HarborDefaultIsolationTests",
            dependencies: ["HarborContainer", "HarborTesting"],
            path: "Tests/DefaultIsolationTests",
            swiftSettings: [.defaultIsolation(MainActor.self)]
        ),
        .testTarget(
            name: "HarborMVVMTests",
            dependencies: ["HarborMVVM"],
            path: "Tests/MVVMTests"
        ),
        .testTarget(
            name: "HarborNavigationTests",
            dependencies: ["HarborNavigation", "HarborTesting"],
            path: "Tests/NavigationTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Every Swift target: Swift 6 language mode (set by the tools version) plus the upcoming features we hold
// ourselves to.
for target in package.targets where target.type != .system && target.name != "HarborAtomics" {
    var settings = target.swiftSettings ?? []
    settings.append(contentsOf: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
    ])
    target.swiftSettings = settings
}
