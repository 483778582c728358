// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "FirstApp",
    platforms: [.iOS(.v13), .macOS(.v10_15)],
    dependencies: [
        .package(name: "Harbor", path: "../..")  // a checkout of Harbor; in your project, its path or URL
    ],
    targets: [
        .executableTarget(
            name: "FirstApp",
            dependencies: [
                .product(name: "HarborContainer", package: "Harbor"),
                .product(name: "HarborMVVM", package: "Harbor"),
                .product(name: "HarborNavigation", package: "Harbor"),
                .product(name: "HarborTesting", package: "Harbor"),  // TestWindow and TestScreen: the screens
            ]
        ),
        .testTarget(
            name: "FirstAppTests",
            dependencies: ["FirstApp", .product(name: "HarborTesting", package: "Harbor")]
        ),
    ]
)
