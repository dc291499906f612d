import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene

/// The state of the seed's colour-extractor screen.
public struct ExtractorState: Sendable, Equatable {
    /// Whether a palette is being extracted (the button pulses).
    public var isExtracting = false
    /// The current palette.
    public var colors: [Color]
    /// The number of colours to extract, from 0 to 1 along the slider.
    public var sliderValue: Double = 0.5
    /// Earlier palettes, oldest first.
    public var history: [Palette] = []

    /// Creates the state with a palette.
    public init(colors: [Color]) { self.colors = colors }
}

/// A palette in the history row.
public struct Palette: Sendable, Equatable, Identifiable {
    /// The palette's identity.
    public var id: Int
    /// Its colours.
    public var colors: [Color]

    /// Creates a palette.
    public init(id: Int, colors: [Color]) {
        self.id = id
        self.colors = colors
    }
}

/// The seed's colour-extractor screen, in the scene language: an image area, the
/// colour scheme and a slider in a `EqualWidthVStack(spacing: 30)`, a round
/// button that grows to 1.5 while extracting with a pulsing blur on its label, and a
/// history row whose swatches slide up from `offset(y: 60)` when shown.
///
/// Geometry (in a 400 x 700 canvas with the fallback measurer): a column of the image
/// (300 x 200), the stack (200 x 110), the button (100 x 100) and the history row
/// (24 tall), 20 apart and centred: 494 tall, from y = 103.
public struct ExtractorScreen: View {
    /// The state shown.
    public var state: ExtractorState
    /// The image file.
    public var imagePath: String

    /// Creates the screen for a state.
    public init(state: ExtractorState, imagePath: String = "extractor-photo.png") {
        self.state = state
        self.imagePath = imagePath
    }

    /// The button's pulse: the label's blur goes to 2 and back, forever.
    public static let pulse = Animation.easeInOut(duration: 0.6).repeatForever(autoreverses: true)

    /// The screen.
    public var body: some View {
        VStack(spacing: 20) {
            Image(contentsOfFile: imagePath, size: CGSize(width: 300, height: 200))
                .resizable()
                .frame(width: 300, height: 200)
                .clipShape(RoundedRectangle(cornerRadius: 12))
            EqualWidthVStack(spacing: 30) {
                ColorSchemeView(colors: state.colors)
                SliderView(value: state.sliderValue)
            }
            ZStack {
                Circle()
                    .fill(Color.blue)
                    .frame(width: 100, height: 100)
                    .scaleEffect(state.isExtracting ? 1.5 : 1)
                Text(state.isExtracting ? "Please wait" : "Extract")
                    .font(.system(size: 20, weight: .bold))
                    .foregroundStyle(Color.white)
                    .animation(state.isExtracting ? Self.pulse : nil) { label in
                        label.visualEffect { content, _ in
                            content.blur(radius: state.isExtracting ? 2 : 0)
                        }
                    }
            }
            HStack(spacing: 8) {
                ForEach(state.history) { palette in
                    PaletteSwatch(palette: palette)
                        .transition(.offset(y: 60).combined(with: .opacity))
                }
            }
            .frame(height: 24)
        }
    }
}

/// The colours of a palette side by side, 40 x 40 each.
public struct ColorSchemeView: View {
    /// The colours.
    public var colors: [Color]

    /// Creates the view.
    public init(colors: [Color]) { self.colors = colors }

    /// A row of swatches.
    public var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<colors.count) { i in
                colors[i].frame(width: 40, height: 40)
            }
        }
    }
}

/// A slider drawn as a track and a knob: 200 x 24, the knob at `value` along it.
public struct SliderView: View {
    /// The value, from 0 to 1 (clamped).
    public var value: Double

    /// Creates the slider.
    public init(value: Double) { self.value = value }

    /// The track and the knob.
    public var body: some View {
        ZStack(alignment: .leading) {
            Capsule().fill(Color.gray).frame(height: 4)
            Circle()
                .fill(Color.white)
                .frame(width: 24, height: 24)
                .offset(x: 176 * min(max(value.isNaN ? 0 : value, 0), 1))
        }
        .frame(width: 200)
    }
}

/// A palette in the history row: its first three colours in a 24 x 24 square.
public struct PaletteSwatch: View {
    /// The palette.
    public var palette: Palette

    /// Creates the swatch.
    public init(palette: Palette) { self.palette = palette }

    /// Three stripes, clipped to a rounded square.
    public var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<min(palette.colors.count, 3)) { i in
                palette.colors[i].frame(width: 8, height: 24)
            }
        }
        .clipShape(RoundedRectangle(cornerRadius: 4))
    }
}

extension ExtractorScreen {
    /// The screen's timeline as in the seed: extraction starts at `start` (spring), ends
    /// 2 s later with a new palette added to the history (ease in-out); repeated
    /// `rounds` times, 3 s apart.
    /// - Parameters:
    ///   - size: The canvas; 400 x 700 unless given.
    ///   - rounds: How many extractions.
    ///   - measurer: The text and image measurer.
    @MainActor
    public static func timeline(
        size: CGSize = CGSize(width: 400, height: 700), rounds: Int = 1,
        measurer: any TextMeasurer = FallbackTextMeasurer()
    ) -> SceneTimeline<ExtractorState> {
        let first = [Color.red, .orange, .yellow, .green, .blue]
        var timeline = SceneTimeline(
            size: size, initialState: ExtractorState(colors: first), measurer: measurer
        ) { state in
            ExtractorScreen(state: state)
        }
        for round in 0..<max(rounds, 0) {
            let start = 1 + 3 * Double(round)
            timeline.change(at: start, animation: .spring(duration: 0.5, bounce: 0)) {
                $0.isExtracting = true
            }
            timeline.change(at: start + 2, animation: .easeInOut(duration: 0.35)) { state in
                state.isExtracting = false
                state.history.append(Palette(id: round, colors: state.colors))
                state.colors = Array(state.colors.reversed())
                state.sliderValue = Double(round % 5) / 4
            }
        }
        return timeline
    }
}
