import HarborContainer
import HarborNavigation
import Testing
import UIKit

/// Scenes are the system's, shared by the whole process: these tests run one at a time.
@Suite("UIKit adapter: which window", .serialized)
@MainActor
struct WindowChoiceTests {
    init() {
        UIKitStandIn.disconnectAllScenes()
    }

    /// A scene with a visible key window whose root is `root`.
    private func scene(
        _ state: UIScene.ActivationState,
        identifier: String,
        root: UIViewController
    ) -> (UIWindowScene, UIWindow) {
        let scene = UIKitStandIn.connectWindowScene(state, identifier: identifier)
        let window = UIWindow(windowScene: scene)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (scene, window)
    }

    /// The services hold their container unowned, as apps hold theirs for the app's lifetime: keep it here.
    private let container = Container()

    private func presenter(with provider: some IWindowProvider) -> PresenterService {
        container.bind((any IWindowProvider).self) { _ in provider }
        return container.resolve()
    }

    @Test func aForegroundInactiveSceneCounts() async throws {
        let home = HomeVC()
        let (_, window) = scene(.foregroundInactive, identifier: "main", root: home)
        try await presenter(with: KeyWindowProvider()).presentAndWait(SettingsVC.self)
        #expect(home.presentedViewController is SettingsVC)
        _ = window
    }

    @Test func anExternalDisplaysSceneNeverCounts() async throws {
        let home = HomeVC()
        let external = UIKitStandIn.connectWindowScene(
            .foregroundActive, identifier: "a", role: .windowExternalDisplayNonInteractive)
        let externalWindow = UIWindow(windowScene: external)
        externalWindow.rootViewController = HomeVC()
        externalWindow.makeKeyAndVisible()
        let (_, window) = scene(.foregroundInactive, identifier: "b", root: home)
        try await presenter(with: KeyWindowProvider()).presentAndWait(SettingsVC.self)
        #expect(home.presentedViewController is SettingsVC)
        #expect(externalWindow.rootViewController?.presentedViewController == nil)
        _ = window
    }

    @Test func backgroundScenesNeverCount() async throws {
        let (_, window) = scene(.background, identifier: "main", root: HomeVC())
        await #expect(throws: NavigationError.noWindow) {
            try await presenter(with: KeyWindowProvider()).presentAndWait(SettingsVC.self)
        }
        _ = window
    }

    @Test func withSeveralScenesTheChoiceIsDeterministic() async throws {
        let first = HomeVC()
        let second = HomeVC()
        let third = HomeVC()
        let windows = [
            scene(.foregroundInactive, identifier: "a", root: third).1,
            scene(.foregroundActive, identifier: "c", root: second).1,
            scene(.foregroundActive, identifier: "b", root: first).1,
        ]
        // Active before inactive; among active scenes, by session identifier.
        let presenter = presenter(with: KeyWindowProvider())
        try await presenter.presentAndWait(SettingsVC.self)
        #expect(first.presentedViewController is SettingsVC)
        #expect(second.presentedViewController == nil && third.presentedViewController == nil)
        _ = windows
    }

    @Test func anOverlayWindowMadeKeyIsNeverChosen() async throws {
        let home = HomeVC()
        let (scene, window) = scene(.foregroundActive, identifier: "main", root: home)
        let toast = UIWindow(windowScene: scene)
        toast.windowLevel = .alert
        toast.rootViewController = HomeVC()
        toast.makeKeyAndVisible()
        #expect(scene.keyWindow === toast)

        try await presenter(with: KeyWindowProvider()).presentAndWait(SettingsVC.self)
        #expect(home.presentedViewController is SettingsVC)
        _ = window
    }

    @Test func eachSceneNavigatesInItsOwnWindow() async throws {
        let left = HomeVC()
        let right = HomeVC()
        let (leftScene, leftWindow) = scene(.foregroundActive, identifier: "left", root: left)
        let (rightScene, rightWindow) = scene(.foregroundActive, identifier: "right", root: right)
        // The services are singletons of a container tree: each scene gets a tree of its own.
        let leftContainer = Container()
        let leftProvider = SceneWindowProvider(leftScene)
        leftContainer.bind((any IWindowProvider).self) { _ in leftProvider }
        let rightContainer = Container()
        let rightProvider = SceneWindowProvider(rightScene)
        rightContainer.bind((any IWindowProvider).self) { _ in rightProvider }

        try await (rightContainer.resolve() as PresenterService).presentAndWait(SettingsVC.self)
        #expect(right.presentedViewController is SettingsVC)
        #expect(left.presentedViewController == nil)
        _ = (leftWindow, rightWindow, leftContainer)
    }
}
