import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Testing

/// A row of four bars filled with the foreground style's four levels.
private struct LevelBars: View {
    var body: some View {
        HStack(spacing: 0) {
            Rectangle().fill(.primary)
            Rectangle().fill(.secondary)
            Rectangle().fill(.tertiary)
            Rectangle().fill(.quaternary)
        }
    }
}

/// The colours of a static view's drawings, in order.
@MainActor
private func colors<V: View>(@ViewBuilder _ content: @escaping @Sendable () -> V) -> [Color?] {
    render(canvas, content).drawings.map(\.color)
}

/// UIKit's light-mode label colour, (60, 60, 67) / 255, at `opacity`.
private func label(_ opacity: Double) -> Color {
    Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: opacity)
}

@Suite("Contextual shape styles: hierarchical levels, tint, opacity")
@MainActor
struct ContextualStyleTests {
    @Test func defaultLevelsAreTheLabelColours() {
        let seen = colors { LevelBars() }
        #expect(seen.count == 4)
        expectColor(seen[0], Color(red: 0, green: 0, blue: 0))
        for (index, opacity) in [0.6, 0.3, 0.18].enumerated() {
            expectColor(seen[index + 1], label(opacity))
        }
    }

    @Test func oneStyleDerivesTheLevelsAtSwiftUIsOpacities() {
        let seen = colors { LevelBars().foregroundStyle(red) }
        for (index, opacity) in [1, 0.5, 0.25, 0.18].enumerated() {
            expectColor(seen[index], red.opacity(opacity))
        }
    }

    @Test func twoOrThreeStylesSetTheLevelsOneByOne() {
        let two = colors { LevelBars().foregroundStyle(red, blue) }
        for (index, color) in [red, blue, blue, blue].enumerated() {
            expectColor(two[index], color)
        }
        let three = colors { LevelBars().foregroundStyle(red, blue, white) }
        for (index, color) in [red, blue, white, white].enumerated() {
            expectColor(three[index], color)
        }
    }

    @Test func textTakesItsLevelFromTheEnvironment() {
        let seen = colors {
            VStack {
                Text("a")
                Text("b").foregroundStyle(.secondary)
                Text("c").foregroundColor(white)
            }
            .foregroundStyle(red, blue)
        }
        expectColor(seen[0], red)
        expectColor(seen[1], blue)
        expectColor(seen[2], white)
    }

    @Test func aContextualForegroundIsResolvedWhereItIsSet() {
        // `.foregroundStyle(.secondary)` makes the outer secondary the inner primary.
        let seen = colors { LevelBars().foregroundStyle(.secondary).foregroundStyle(red) }
        for (index, opacity) in [0.5, 0.25, 0.125, 0.09].enumerated() {
            expectColor(seen[index], red.opacity(opacity))
        }
        // `.primary` and `.foreground` keep the levels they are set in.
        let kept = colors { LevelBars().foregroundStyle(.primary) }
        expectColor(kept[1], label(0.6))
        let pack = colors { LevelBars().foregroundStyle(.foreground).foregroundStyle(red, blue) }
        expectColor(pack[1], blue)
    }

    @Test func tintIsSystemBlueUnlessTinted() {
        let plain = colors { Rectangle().fill(.tint) }
        expectColor(plain[0], .blue)
        expectColor(plain[0], Color(red: 0, green: 122 / 255, blue: 1))
        let tinted = colors { Rectangle().fill(.tint).tint(.orange) }
        expectColor(tinted[0], .orange)
        // A contextual tint is resolved where `tint(_:)` is.
        let level = colors {
            Rectangle().fill(.tint).tint(HierarchicalShapeStyle.secondary).foregroundStyle(red)
        }
        expectColor(level[0], red.opacity(0.5))
        // The tint as the foreground style colours text.
        let text = colors { Text("t").foregroundStyle(.tint).tint(red) }
        expectColor(text[0], red)
    }

    @Test func opacityMultipliesEveryColourOfAStyle() {
        let foreground = colors { Rectangle().fill(.opacity(0.5)).foregroundStyle(red) }
        expectColor(foreground[0], red.opacity(0.5))
        let tint = colors { Rectangle().fill(.tint.opacity(0.25)) }
        expectColor(tint[0], Color.blue.opacity(0.25))
        let level = colors { Rectangle().fill(.secondary.opacity(0.5)).foregroundStyle(red) }
        expectColor(level[0], red.opacity(0.25))
        // Out-of-range and NaN opacities follow Color's rule.
        let over = colors { Rectangle().fill(HierarchicalShapeStyle.secondary.opacity(3)) }
        expectColor(over[0], label(0.6))
        let nan = colors { Rectangle().fill(.opacity(.nan)).foregroundStyle(red) }
        #expect(nan[0]?.opacity == 0)
    }

    @Test func gradientStopsTakeTheOpacity() {
        let list = render {
            Rectangle().fill(
                LinearGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom)
                    .opacity(0.5))
        }
        guard case .linearGradient(let stops, _, _)? = list.drawings.first?.paint else {
            Issue.record("no linear gradient: \(list)")
            return
        }
        #expect(stops.count == 2)
        expectColor(stops[0].color, red.opacity(0.5))
        expectColor(stops[1].color, blue.opacity(0.5))
    }

    @Test func instanceLevelsOfAStyle() {
        let seen = colors {
            HStack {
                Rectangle().fill(red.secondary)
                Rectangle().fill(red.tertiary)
                Rectangle().fill(red.quaternary)
                Rectangle().fill(HierarchicalShapeStyle.secondary.secondary)
            }
            .foregroundStyle(blue)
        }
        expectColor(seen[0], red.opacity(0.5))
        expectColor(seen[1], red.opacity(0.25))
        expectColor(seen[2], red.opacity(0.18))
        // A level of a level: the secondary's secondary is the tertiary.
        expectColor(seen[3], blue.opacity(0.25))
    }

    @Test func canvasShadingsResolveTheLevels() {
        let seen = colors {
            Canvas { context, size in
                let rect = Path(CGRect(origin: .zero, size: size))
                context.fill(rect, with: .foreground)
                context.fill(rect, with: .style(.secondary))
                context.fill(rect, with: .style(.tint))
            }
            .foregroundStyle(red, blue)
            .tint(white)
        }
        expectColor(seen[0], red)
        expectColor(seen[1], blue)
        expectColor(seen[2], white)
    }
}
