import Testing

@testable import HarborNavigation

/// The platform-free rule behind the UIKit window providers (`KeyWindowProvider`, `SceneWindowProvider`); the
/// Apple SDK stand-in runs the providers themselves.
@Suite("Window choice")
struct WindowChoiceTests {
    typealias Window = WindowChoice.Window<String>
    typealias Scene = WindowChoice.Scene<String>

    private func window(_ name: String, key: Bool = false, overlay: Bool = false, hidden: Bool = false) -> Window {
        Window(handle: name, isKey: key, isNormalLevel: !overlay, isHidden: hidden)
    }

    @Test func theKeyWindowOfAScene() {
        #expect(WindowChoice.window(among: [window("a"), window("b", key: true)]) == "b")
    }

    @Test func anOverlayMadeKeyIsNeverChosen() {
        #expect(WindowChoice.window(among: [window("app"), window("toast", key: true, overlay: true)]) == "app")
        #expect(WindowChoice.window(among: [window("hud", overlay: true)]) == nil)
    }

    @Test func hiddenWindowsAreSkipped() {
        #expect(WindowChoice.window(among: [window("gone", hidden: true), window("shown")]) == "shown")
    }

    @Test func activeScenesFirstThenInactiveOnesByIdentifierNeverBackground() {
        let scenes = [
            Scene(state: .other, isApplication: true, identifier: "0", windows: [window("background", key: true)]),
            Scene(
                state: .foregroundInactive, isApplication: true, identifier: "1",
                windows: [window("inactive", key: true)]),
            Scene(
                state: .foregroundActive, isApplication: true, identifier: "3", windows: [window("active-3", key: true)]
            ),
            Scene(
                state: .foregroundActive, isApplication: true, identifier: "2", windows: [window("active-2", key: true)]
            ),
        ]
        #expect(WindowChoice.window(among: scenes) == "active-2")
        #expect(WindowChoice.window(among: Array(scenes.reversed())) == "active-2")
        #expect(WindowChoice.window(among: Array(scenes.prefix(2))) == "inactive")
        #expect(WindowChoice.window(among: Array(scenes.prefix(1))) == nil)
    }

    @Test func aSceneWithoutAUsableWindowIsPassedOver() {
        let scenes = [
            Scene(
                state: .foregroundActive, isApplication: true, identifier: "a",
                windows: [window("hud", key: true, overlay: true)]),
            Scene(state: .foregroundInactive, isApplication: true, identifier: "b", windows: [window("main")]),
        ]
        #expect(WindowChoice.window(among: scenes) == "main")
    }

    @Test func aSceneOfAnotherRoleThanTheAppsIsNeverChosen() {
        let scenes = [
            Scene(state: .foregroundActive, isApplication: false, identifier: "0", windows: [window("tv", key: true)]),
            Scene(state: .foregroundInactive, isApplication: true, identifier: "1", windows: [window("app")]),
        ]
        #expect(WindowChoice.window(among: scenes) == "app")
        #expect(WindowChoice.window(among: [scenes[0]]) == nil)
    }
}
