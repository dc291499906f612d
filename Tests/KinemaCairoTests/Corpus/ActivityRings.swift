import SwiftUI

struct ActivityRing: View {
    var progress: Double
    var color: Color
    var lineWidth: CGFloat = 20

    var body: some View {
        ZStack {
            Circle()
                .stroke(color.opacity(0.25), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: CGFloat(min(progress, 1.0)))
                .stroke(
                    color,
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round)
                )
                .rotationEffect(.degrees(-90))
                .shadow(color: color.opacity(0.5), radius: 4, x: 0, y: 0)
        }
    }
}

struct ActivityRingsView: View {
    @State private var move: Double = 0
    @State private var exercise: Double = 0
    @State private var stand: Double = 0
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                ActivityRing(progress: move, color: Color(red: 0.98, green: 0.07, blue: 0.31))
                    .frame(width: 180, height: 180)
                ActivityRing(progress: exercise, color: Color(red: 0.6, green: 1.0, blue: 0.0))
                    .frame(width: 136, height: 136)
                ActivityRing(progress: stand, color: Color(red: 0.0, green: 0.93, blue: 0.96))
                    .frame(width: 92, height: 92)
            }
            HStack {
                stat("Move", value: move, unit: "CAL")
                stat("Exercise", value: exercise, unit: "MIN")
                stat("Stand", value: stand, unit: "HRS")
            }
        }
        .padding(30)
        .background(colorScheme == .dark ? Color.black : Color.white)
        .onAppear {
            withAnimation(.easeOut(duration: 1.5)) {
                move = 0.8
            }
            withAnimation(.easeOut(duration: 1.5).delay(0.2)) {
                exercise = 0.6
            }
            withAnimation(.easeOut(duration: 1.5).delay(0.4)) {
                stand = 0.9
            }
        }
    }

    @ViewBuilder
    private func stat(_ title: String, value: Double, unit: String) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title)
                .font(.caption)
                .foregroundColor(.secondary)
            Text("\(Int(value * 100))")
                .font(.system(size: 20, weight: .semibold, design: .rounded))
                + Text(" \(unit)")
                .font(.caption2)
                .foregroundColor(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct ActivityRingsView_Previews: PreviewProvider {
    static var previews: some View {
        ActivityRingsView()
            .preferredColorScheme(.light)
    }
}
