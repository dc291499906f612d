import SwiftUI

/// A ten-second countdown drawn from a TimelineView ticking each second, with a ring that
/// empties as it goes.
struct CountdownTimer: View {
    let start: Date

    var body: some View {
        TimelineView(.periodic(from: start, by: 1)) { context in
            let elapsed = context.date.timeIntervalSince(start)
            let remaining = max(0, 10 - Int(elapsed))
            ZStack {
                Circle()
                    .stroke(Color.gray.opacity(0.2), lineWidth: 8)
                Circle()
                    .trim(from: 0, to: CGFloat(remaining) / 10)
                    .stroke(Color.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Text("\(remaining)")
                    .font(.system(size: 30, weight: .bold, design: .rounded))
            }
            .frame(width: 90, height: 90)
        }
    }
}
