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
        .executable(name: "orders-demo", targets: ["OrdersDemo"]),
    ],
    dependencies: [],
    targets: [
        // MARK: Modules
        // Internal plumbing shared by the modules (`package` access), not a product.
        .target(name: "HarborSupport", path: "Sources/Support"),
        .target(
            name: "HarborContainer",
            dependencies: ["HarborSupport"],
            path: "Sources/Container"
        ),
        .target(name: "HarborMVVM", dependencies: ["HarborSupport"], path: "Sources/MVVM"),
        .target(
            name: "HarborNavigation",
            dependencies: ["HarborContainer", "HarborMVVM", "HarborSupport"],
            path: "Sources/Navigation"
        ),
        .target(
            name: "HarborTesting",
            dependencies: ["HarborContainer", "HarborMVVM", "HarborNavigation"],
            path: "Sources/Testing"
        ),

        // MARK: Demo (the Orders app of the articles, runnable with `swift run orders-demo`)
        .target(
            name: "OrdersApp",
            dependencies: ["HarborContainer", "HarborMVVM", "HarborNavigation"],
            path: "Demo/OrdersApp"
        ),
        .executableTarget(
            name: "OrdersDemo",
            dependencies: ["OrdersApp", "HarborContainer"],
            path: "Demo/OrdersDemo"
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
            dependencies: ["HarborNavigation", "HarborTesting", "TopLevelNavigation"],
            path: "Tests/NavigationTests"
        ),
        // Top-level code calling the navigation services; TopLevelOverloadTests runs it.
        .executableTarget(
            name: "TopLevelNavigation",
            dependencies: ["HarborContainer", "HarborMVVM", "HarborNavigation", "HarborTesting"],
            path: "Tests/TopLevelNavigation"
        ),
        // Code an app might write that must not compile: Tests/CompileFail/<Area>/*.swift, type-checked by swiftc.
        .testTarget(
            name: "HarborCompileFailTests",
            dependencies: ["HarborContainer", "HarborMVVM", "HarborNavigation", "HarborTesting"],
            path: "Tests/CompileFailTests"
        ),
        .testTarget(
            name: "OrdersDemoTests",
            dependencies: ["OrdersApp", "HarborContainer", "HarborMVVM", "HarborNavigation", "HarborTesting"],
            path: "Tests/OrdersDemoTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Every Swift target: Swift 6 language mode (set by the tools version) plus the upcoming features we hold
// ourselves to.
// The README's and the articles' samples are compiled as an app would write them by scripts/ci-doc-samples.sh.
for target in package.targets where target.type != .system {
    var settings = target.swiftSettings ?? []
    settings.append(contentsOf: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
    ])
    target.swiftSettings = settings
}
