import Kinema

/// An ordinary custom view: a ring that fills with `progress` around a percentage.
struct ProgressBadge: View {
    /// From 0 (empty) to 1 (full).
    var progress: Double

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color(white: 0.85), lineWidth: 8)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text("\(Int((progress * 100).rounded()))%")
                .font(.system(size: 16, weight: .semibold))
        }
        .frame(width: 72, height: 72)
    }

    // The SceneTimeline below plays the progress from outside; LoaderView.swift is the
    // other way, a view that drives itself with @State and onAppear.

    /// 96 x 96 points: the badge fills in four steps of 25%, each animated over 0.35 s,
    /// from 0.25 s to 1.6 s (the label shows each step's value, as SwiftUI's would).
    static func timeline() -> SceneTimeline<Double> {
        var timeline = SceneTimeline(size: CGSize(width: 96, height: 96), initialState: 0.0) {
            progress in ProgressBadge(progress: progress)
        }
        for step in 1...4 {
            timeline.change(
                at: 0.25 + 0.4 * Double(step - 1), animation: .easeInOut(duration: 0.35)
            ) {
                $0 = Double(step) / 4
            }
        }
        return timeline
    }
}
