// swift-tools-version: 6.2
import PackageDescription

// Harbor's benchmarks: a package of its own, so that the root package keeps no dependencies.
// Run: swift run -c release --package-path Benchmarks harbor-bench
let package = Package(
    name: "HarborBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Harbor", path: ".."),
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        // Counts allocations (interposes malloc and friends) and hides values from the optimizer.
        .target(name: "BenchSupport", path: "Sources/BenchSupport"),
        // 1,000 protocols, services and singletons, generated at build time by the plugin below.
        .target(
            name: "StartupFixtures",
            dependencies: [
                .product(name: "HarborContainer", package: "Harbor"),
                .product(name: "Swinject", package: "Swinject"),
            ],
            path: "Sources/StartupFixtures",
            plugins: ["StartupFixturesPlugin"]
        ),
        .executableTarget(name: "generate-startup-fixtures", path: "Sources/GenerateStartupFixtures"),
        .plugin(
            name: "StartupFixturesPlugin",
            capability: .buildTool(),
            dependencies: ["generate-startup-fixtures"],
            path: "Plugins/StartupFixturesPlugin"
        ),
        .executableTarget(
            name: "harbor-bench",
            dependencies: [
                "BenchSupport",
                "StartupFixtures",
                .product(name: "HarborContainer", package: "Harbor"),
                .product(name: "HarborMVVM", package: "Harbor"),
                .product(name: "HarborNavigation", package: "Harbor"),
                .product(name: "HarborTesting", package: "Harbor"),
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            path: "Sources/HarborBench"
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where ![.system, .plugin].contains(target.type) && target.name != "BenchSupport" {
    var settings = target.swiftSettings ?? []
    settings.append(contentsOf: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
    ])
    target.swiftSettings = settings
}
