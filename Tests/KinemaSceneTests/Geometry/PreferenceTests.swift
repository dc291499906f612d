import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Testing

/// Collects names in view order.
private struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value += nextValue()
    }
}

/// The widest width.
private struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

/// The bounds of the selected tab.
private struct SelectionKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

/// A bar as wide as its content says, through a preference read by the parent's state;
/// with `grows`, the content widens from 42 to 64 as it appears.
private struct MeasuredBar: View {
    let grows: Bool
    @State private var width: CGFloat = 0
    @State private var childWidth: CGFloat = 42
    var body: some View {
        VStack(spacing: 0) {
            Color.clear.frame(width: childWidth, height: 10)
                .preference(key: WidthKey.self, value: childWidth)
                .onAppear { if grows { childWidth = 64 } }
            Rectangle().fill(red).frame(width: width, height: 5)
        }
        .onPreferenceChange(WidthKey.self) { width = $0 }
    }
}

/// Preferences as SwiftUI documents them: values flow up, reduced in view order, read by
/// `onPreferenceChange` and `overlayPreferenceValue`; anchors resolved by readers.
@MainActor
@Suite struct PreferenceTests {
    @Test func valuesReduceInViewOrder() {
        let seen = GeometrySeen<[String]>()
        _ = render {
            VStack {
                Text("a").preference(key: NamesKey.self, value: ["a"])
                HStack {
                    Color.red.preference(key: NamesKey.self, value: ["b"])
                    Color.clear
                    Color.blue.preference(key: NamesKey.self, value: ["c"])
                }
                Text("d").preference(key: NamesKey.self, value: ["d"])
            }
            .overlayPreferenceValue(NamesKey.self) { names in
                let _ = seen.record(names)
                Color.clear
            }
        }
        #expect(seen.last == ["a", "b", "c", "d"])
    }

    @Test func outerValueReplacesTheContentsAndTransformChangesIt() {
        let replaced = GeometrySeen<[String]>()
        let transformed = GeometrySeen<[String]>()
        let empty = GeometrySeen<[String]>()
        _ = render {
            VStack {
                HStack {
                    Color.red.preference(key: NamesKey.self, value: ["inner"])
                }
                .preference(key: NamesKey.self, value: ["outer"])
                .overlayPreferenceValue(NamesKey.self) { let _ = replaced.record($0) }
                Color.blue.preference(key: NamesKey.self, value: ["x"])
                    .transformPreference(NamesKey.self) { $0.append("y") }
                    .backgroundPreferenceValue(NamesKey.self) { let _ = transformed.record($0) }
                Color.green.backgroundPreferenceValue(NamesKey.self) { let _ = empty.record($0) }
            }
        }
        #expect(replaced.last == ["outer"])
        #expect(transformed.last == ["x", "y"])
        #expect(empty.last == [])
    }

    @Test func overlayPreferenceValueDrawsInFront() {
        let list = render {
            Color.blue.frame(width: 40, height: 20)
                .preference(key: WidthKey.self, value: 30)
                .overlayPreferenceValue(WidthKey.self, alignment: .leading) { width in
                    Rectangle().fill(red).frame(width: width, height: 10)
                }
        }
        #expect(list.drawings.count == 2)
        #expect(list.drawings[1].paint == .color(red))
        expectRect(list.box(1), CGRect(x: 30, y: 45, width: 30, height: 10))
    }

    @Test func onPreferenceChangeDrivesParentStateInAHost() async {
        // Before appearing the bar is 0 wide; as it appears the initial value (42) is set.
        let host = ViewHost(size: canvas) { MeasuredBar(grows: false) }
        #expect(host.frame(at: -1).box(1).width == 0)
        await host.run(until: 0.5)
        // The bar: below the 10-point clear view, centred (at y = 52.5, which the host's
        // pixel grid at @1x rounds up to 53).
        let list = host.frame(at: 0.5)
        #expect(list.drawings.count == 2)
        expectRect(list.box(1), CGRect(x: 29, y: 53, width: 42, height: 5))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func onPreferenceChangeSeesALaterValue() async {
        // The content widens as it appears: the action runs again with the new value.
        let host = ViewHost(size: canvas) { MeasuredBar(grows: true) }
        await host.run(until: 0.5)
        let list = host.frame(at: 0.5)
        // 42.5 and 52.5 before the host's pixel grid at @1x rounds them up.
        expectRect(list.box(0), CGRect(x: 18, y: 43, width: 64, height: 10))
        expectRect(list.box(1), CGRect(x: 18, y: 53, width: 64, height: 5))
    }

    @Test(arguments: [0, 1, 2])
    func tabUnderlineFromAnAnchor(selected: Int) {
        let list = render(CGSize(width: 200, height: 100)) {
            HStack(spacing: 10) {
                ForEach(0..<3) { index in
                    Color.blue.frame(width: 40 + CGFloat(index) * 10, height: 20)
                        .anchorPreference(key: SelectionKey.self, value: .bounds) {
                            index == selected ? $0 : nil
                        }
                }
            }
            .overlayPreferenceValue(SelectionKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        let rect = proxy[anchor]
                        Rectangle().fill(red).frame(width: rect.width, height: 2)
                            .offset(x: rect.minX, y: rect.maxY)
                    }
                }
            }
        }
        // Tabs 40, 50, 60 wide with gaps of 10: 170 wide, at x = 15, y = 40.
        let minX = [15.0, 65, 125][selected]
        let underline = list.drawings.count - 1
        #expect(list.drawings[underline].paint == .color(red))
        expectRect(
            list.box(underline),
            CGRect(x: minX, y: 60, width: 40 + Double(selected) * 10, height: 2))
    }

    @Test func pointAnchorsResolveInTheReadersSpace() {
        let seen = GeometrySeen<CGPoint>()
        _ = render {
            Color.blue.frame(width: 40, height: 20)
                .anchorPreference(key: PointKey.self, value: .center) { $0 }
                .padding(10)
                .overlayPreferenceValue(PointKey.self) { anchor in
                    GeometryReader { proxy in
                        let _ = anchor.map { seen.record(proxy[$0]) }
                    }
                }
        }
        // The padded view is the overlay's space: the centre is 10 + 20, 10 + 10 in it.
        #expect(seen.last == CGPoint(x: 30, y: 20))
    }

    @Test func transformAnchorPreferenceKeepsTheContentsValue() {
        let seen = GeometrySeen<[CGRect]>()
        _ = render {
            Color.blue.frame(width: 40, height: 20)
                .anchorPreference(key: BoundsKey.self, value: .bounds) { [$0] }
                .padding(5)
                .transformAnchorPreference(key: BoundsKey.self, value: .bounds) {
                    $0.append($1)
                }
                .overlayPreferenceValue(BoundsKey.self) { anchors in
                    GeometryReader { proxy in
                        let _ = seen.record(anchors.map { proxy[$0] })
                    }
                }
        }
        // The content's anchor first (inset by the padding), then the padded view's own.
        #expect(
            seen.last == [
                CGRect(x: 5, y: 5, width: 40, height: 20),
                CGRect(x: 0, y: 0, width: 50, height: 30),
            ])
    }

    @Test func transformAnchorPreferenceStartsFromTheDefault() {
        let seen = GeometrySeen<[CGRect]>()
        _ = render {
            Color.blue.frame(width: 40, height: 20)
                .transformAnchorPreference(key: BoundsKey.self, value: .bounds) {
                    #expect($0.isEmpty)
                    $0.append($1)
                }
                .overlayPreferenceValue(BoundsKey.self) { anchors in
                    GeometryReader { proxy in
                        let _ = seen.record(anchors.map { proxy[$0] })
                    }
                }
        }
        #expect(seen.last == [CGRect(x: 0, y: 0, width: 40, height: 20)])
    }
}

/// The bounds of every view that reports them, in view order.
private struct BoundsKey: PreferenceKey {
    static let defaultValue: [Anchor<CGRect>] = []
    static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) {
        value += nextValue()
    }
}

/// A point anchor.
private struct PointKey: PreferenceKey {
    static let defaultValue: Anchor<CGPoint>? = nil
    static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) {
        value = value ?? nextValue()
    }
}
