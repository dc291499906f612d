import SwiftUI

/// A ring that fills to `progress` when it appears.
public struct ProgressRing: View {
    var progress: Double
    var color: Color
    var lineWidth: CGFloat = 10
    @State private var shown = 0.0

    /// A ring filling to `progress` (0...1) in `color`, `lineWidth` points thick.
    public init(progress: Double, color: Color, lineWidth: CGFloat = 10) {
        self.progress = progress
        self.color = color
        self.lineWidth = lineWidth
    }

    /// The track, the filled arc and the percentage.
    public var body: some View {
        ZStack {
            Circle()
                .stroke(color.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: shown)
                .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text("\(Int((progress * 100).rounded()))%")
                .font(.system(size: 16, weight: .semibold))
        }
        .padding(lineWidth / 2)
        .onAppear {
            withAnimation(.easeOut(duration: 0.8)) {
                shown = progress
            }
        }
    }
}

#Preview("Ring", traits: .sizeThatFitsLayout) {
    ProgressRing(progress: 0.7, color: .orange)
        .frame(width: 100, height: 100)
        .padding()
}

#Preview("Ring, done", traits: .fixedLayout(width: 160, height: 160)) {
    ProgressRing(progress: 1, color: .green, lineWidth: 14)
        .frame(width: 120, height: 120)
}
