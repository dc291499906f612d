import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Testing

/// A carousel of cards a third of the scroll view wide, as iOS 17 code writes one.
private struct Carousel: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 8) {
                ForEach(0..<5, id: \.self) { _ in
                    Rectangle().fill(red)
                        .containerRelativeFrame(.horizontal, count: 3, spacing: 8)
                        .frame(height: 20)
                }
            }
        }
        .contentMargins(.horizontal, 10, for: .scrollContent)
    }
}

/// A view that shows its own width, read through `onGeometryChange`.
private struct WidthReadout: View {
    @State private var width: CGFloat = 0
    var body: some View {
        Text("\(Int(width))")
            .frame(width: 64, height: 20)
            .onGeometryChange(for: CGFloat.self) {
                $0.size.width
            } action: {
                width = $0
            }
    }
}

/// SwiftUI's iOS 17 and 18 vocabulary that real files use around their animations: the
/// container-relative frames, geometry observation, date styles, remote images, materials
/// and the modifiers Linux accepts without drawing anything (haptics, shaders).
@MainActor
@Suite struct ModernVocabularyTests {
    @Test func containerRelativeFramesDivideTheScrollViewLessItsMargins() {
        let list = render(CGSize(width: 200, height: 40)) { Carousel() }
        // (200 - 2 x 10 margin - 2 x 8 spacing) / 3 = 54.67, from x = 10, 8 apart.
        let width = (200.0 - 20 - 16) / 3
        #expect(list.drawings.count == 5)
        for n in 0..<3 {
            expectRect(
                list.box(n),
                CGRect(x: 10 + Double(n) * (width + 8), y: 10, width: width, height: 20))
        }
    }

    @Test func containerRelativeFramesOutsideAScrollViewTakeTheScene() {
        let list = render(CGSize(width: 120, height: 80)) {
            Rectangle().fill(red).containerRelativeFrame([.horizontal, .vertical]) { length, axis in
                axis == .horizontal ? length / 2 : length / 4
            }
        }
        expectRect(list.box(0), CGRect(x: 30, y: 30, width: 60, height: 20))
    }

    @Test func aLengthThatIsNotASizeLeavesTheViewItsOwnWithADiagnostic() {
        let timeline = SceneTimeline(size: CGSize(width: 100, height: 100), initialState: 0) { _ in
            Rectangle().fill(red).frame(width: 10, height: 10)
                .containerRelativeFrame(.horizontal) { _, _ in -1 }
        }
        expectRect(timeline.frame(at: 0).box(0), CGRect(x: 45, y: 45, width: 10, height: 10))
        #expect(timeline.diagnostics.contains { $0.message.contains("containerRelativeFrame") })
    }

    @Test func onGeometryChangeReportsTheLaidOutSizeInAHost() async {
        let host = ViewHost(size: canvas) { WidthReadout() }
        await host.run(until: 0.1)
        let texts = host.frame(at: 0.1).items.compactMap { item -> String? in
            if case .text(let run) = item { run.string } else { nil }
        }
        #expect(texts == ["64"])
    }

    @Test func dateStylesFormatAgainstTheSceneClock() {
        let start = Date(timeIntervalSinceReferenceDate: 3_600)
        var timeline = SceneTimeline(size: canvas, initialState: 0, startDate: start) { step in
            VStack {
                Text(start, style: .timer)
                Text(start.addingTimeInterval(-(2 * 3_600 + 23 * 60)), style: .relative)
                Text(start.addingTimeInterval(2 * 3_600), style: .offset)
                Text(start, style: .date)
                Text(start, style: .time)
                Text("step \(step)")
            }
        }
        timeline.change(at: 65) { $0 = 1 }
        func strings(at time: Double) -> [String] {
            timeline.frame(at: time).items.compactMap {
                if case .text(let run) = $0 { run.string } else { nil }
            }
        }
        #expect(strings(at: 0)[0] == "0:00")
        // At the change (65 s on the scene clock) the texts are formatted again.
        let later = strings(at: 65)
        #expect(later[0] == "1:05")
        #expect(later[1] == "2 hours, 24 minutes")
        #expect(later[2] == "+1 hour")
        #expect(later[3] == "January 1, 2001")
        #expect(later[4].hasPrefix("1:00") && later[4].hasSuffix("AM"))
    }

    @Test func timerDigitsAndSpelledOutUnits() {
        let long = SceneTimeline(
            size: canvas, initialState: 0, startDate: Date(timeIntervalSinceReferenceDate: 133_261)
        ) { _ in Text(Date(timeIntervalSinceReferenceDate: 0), style: .timer) }
        let text = long.frame(at: 0).items.compactMap {
            if case .text(let run) = $0 { run.string } else { nil }
        }
        #expect(text == ["37:01:01"])
    }

    @Test func remoteImagesShowThePlaceholderAndFilesLoad() throws {
        let remote = SceneTimeline(size: canvas, initialState: 0) { _ in
            AsyncImage(url: URL(string: "https://example.com/cat.png")) { image in
                image.resizable()
            } placeholder: {
                Rectangle().fill(blue)
            }
        }
        #expect(remote.frame(at: 0).drawings.first?.paint == .color(blue))
        #expect(remote.diagnostics.contains { $0.message.contains("without a network") })

        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("kinema-async-\(UUID().uuidString).png")
        try Data([137, 80, 78, 71, 13, 10, 26, 10]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let local = SceneTimeline(size: canvas, initialState: 0) { _ in
            AsyncImage(url: file) { phase in
                if let image = phase.image {
                    image.resizable()
                } else {
                    Rectangle().fill(red)
                }
            }
        }
        let images = local.frame(at: 0).items.compactMap {
            if case .image(let image) = $0 { image.path } else { nil }
        }
        #expect(images == [file.path])

        let missing = SceneTimeline(size: canvas, initialState: 0) { _ in
            AsyncImage(url: URL(fileURLWithPath: "/nonexistent/kinema.png")) { phase in
                if phase.error != nil { Rectangle().fill(red) } else { Rectangle().fill(blue) }
            }
        }
        #expect(missing.frame(at: 0).drawings.first?.paint == .color(red))
        #expect(missing.diagnostics.contains { $0.message.contains("not a readable file") })
    }

    @Test func materialsAreTranslucentWhiteByThickness() {
        let list = render {
            VStack(spacing: 0) {
                Rectangle().fill(.ultraThinMaterial)
                Rectangle().fill(.regularMaterial)
                Rectangle().fill(.ultraThickMaterial)
            }
        }
        let opacities = list.drawings.compactMap { item -> Double? in
            if case .color(let color)? = item.paint { color.opacity } else { nil }
        }
        #expect(opacities == [0.35, 0.7, 0.93])
    }

    @Test func shaderEffectsDrawTheViewAsItIsWithADiagnostic() {
        let plain = render { Circle().fill(red) }
        let timeline = SceneTimeline(size: canvas, initialState: 0) { _ in
            Circle().fill(red)
                .colorEffect(ShaderLibrary.noise(.float(1), .color(.blue)))
                .distortionEffect(ShaderLibrary.default.wave(.float2(1, 2)), maxSampleOffset: .zero)
                .layerEffect(
                    ShaderLibrary.ripple(.boundingRect), maxSampleOffset: .zero, isEnabled: false)
        }
        #expect(timeline.frame(at: 0) == plain)
        let messages = timeline.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("colorEffect(ShaderLibrary.noise)") })
        #expect(messages.contains { $0.contains("distortionEffect(ShaderLibrary.wave)") })
        #expect(!messages.contains { $0.contains("layerEffect") })  // not enabled
    }

    @Test func acceptedModifiersChangeNothingDrawn() {
        let plain = render {
            Text("42").font(.title)
        }
        let accepted = render {
            Text("42").font(.title.width(.condensed)).monospacedDigit().fontWidth(.expanded)
                .lineSpacing(6).baselineOffset(2)
                .sensoryFeedback(.impact(weight: .light), trigger: 1)
                .sensoryFeedback(.success, trigger: 2) { old, new in new > old }
                .sensoryFeedback(trigger: 3) { .selection }
                .preferredColorScheme(.light)
                .buttonRepeatBehavior(.enabled)
                .containerShape(.rect(cornerRadius: 8))
                .scrollIndicators(.hidden)
                .scrollDisabled(true)
                .geometryGroup()
        }
        #expect(accepted == plain)
        #expect(Text(AttributedString("Hello")) == Text("Hello"))
    }
}
