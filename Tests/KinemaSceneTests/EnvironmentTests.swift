// EnvironmentValues, EnvironmentKey, @Entry and the Environment property wrapper, linked
// by hand as the host links a view before evaluating its body.
import Foundation
import KinemaAnimation
import KinemaCore
import KinemaLayout
import KinemaMacroDeclarations
import KinemaScene
import Observation
import Testing

private struct BadgeCountKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    fileprivate var badgeCount: Int {
        get { self[BadgeCountKey.self] }
        set { self[BadgeCountKey.self] = newValue }
    }

    @Entry fileprivate var accentName: String = "blue"
    @Entry fileprivate var subtitle: String?
}

extension Transaction {
    @Entry fileprivate var origin: String = "code"
}

@Observable
private final class Model {
    var title = "Inbox"
}

private struct Header {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.badgeCount) var badgeCount
    @Environment(\.accentName) var accentName
    @Environment(Model.self) var model
    @Environment(Model.self) var optionalModel: Model?
}

private struct Plain {
    @Environment(\.displayScale) var displayScale
    @Environment(Model.self) var optionalModel: Model?
}

@MainActor
@Suite("Environment")
struct EnvironmentTests {
    @Test("Defaults are an iPhone's in light mode, with a fixed locale and time zone")
    func defaults() {
        let environment = EnvironmentValues()
        #expect(environment.colorScheme == .light)
        #expect(environment.colorSchemeContrast == .standard)
        #expect(environment.layoutDirection == .leftToRight)
        #expect(environment.displayScale == 1)
        #expect(environment.locale.identifier == "en_US")
        #expect(environment.timeZone.secondsFromGMT() == 0)
        #expect(environment.calendar.timeZone.secondsFromGMT() == 0)
        #expect(environment.isEnabled)
        #expect(environment.dynamicTypeSize == .large)
        #expect(!environment.dynamicTypeSize.isAccessibilitySize)
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize)
        #expect(environment.horizontalSizeClass == .compact)
        #expect(environment.verticalSizeClass == .regular)
        #expect(environment.scenePhase == .active)
        #expect(!environment.accessibilityReduceMotion)
    }

    @Test("pixelLength is 1 / displayScale, and 1 for a scale that is not a positive number")
    func pixelLength() {
        var environment = EnvironmentValues()
        let cases: [(scale: CGFloat, length: CGFloat)] = [
            (2, 0.5), (3, 1.0 / 3), (0, 1), (-2, 1), (.nan, 1), (.infinity, 1),
        ]
        for (scale, length) in cases {
            environment.displayScale = scale
            #expect(environment.pixelLength == length)
        }
    }

    @Test("Custom keys and @Entry values read their defaults until set")
    func customKeys() {
        var environment = EnvironmentValues()
        #expect(environment.badgeCount == 0)
        #expect(environment.accentName == "blue")
        #expect(environment.subtitle == nil)
        environment.badgeCount = 3
        environment.accentName = "mint"
        environment.subtitle = "new"
        #expect(environment.badgeCount == 3)
        #expect(environment.accentName == "mint")
        #expect(environment.subtitle == "new")
        environment.subtitle = nil
        #expect(environment.subtitle == nil)

        var transaction = Transaction()
        #expect(transaction.origin == "code")
        transaction.origin = "tap"
        #expect(transaction.origin == "tap")
    }

    @Test("@Environment reads the environment the view is linked to")
    func linked() {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        environment.badgeCount = 5
        environment.accentName = "teal"
        let model = Model()
        environment.setObject(model)

        let header = Header()
        StateGraph().link(header, identity: 1, environment: environment)
        #expect(header.colorScheme == .dark)
        #expect(header.badgeCount == 5)
        #expect(header.accentName == "teal")
        #expect(header.model === model)
        #expect(header.optionalModel === model)
    }

    @Test("Before linking, and without an object, @Environment reads the defaults and nil")
    func unlinked() {
        let plain = Plain()
        #expect(plain.displayScale == 1)
        #expect(plain.optionalModel == nil)
        StateGraph().link(plain, identity: 1)
        #expect(plain.optionalModel == nil)
    }
}
