import SwiftUI

// The animated mesh gradient background that iOS 18 apps put behind a title: the centre
// vertex drifts on a timeline, the colours breathe, and a frosted card sits on top.

struct AnimatedMeshBackground: View {
    var body: some View {
        TimelineView(.animation) { context in
            let t = context.date.timeIntervalSinceReferenceDate
            ZStack {
                MeshGradient(
                    width: 3, height: 3,
                    points: [
                        [0, 0], [0.5, 0], [1, 0],
                        [0, 0.5], [Float(0.5 + 0.3 * sin(t)), Float(0.5 + 0.2 * cos(t * 1.3))],
                        [1, 0.5],
                        [0, 1], [0.5, 1], [1, 1],
                    ],
                    colors: [
                        .purple, .indigo, .blue,
                        .pink, t.truncatingRemainder(dividingBy: 2) < 1 ? .orange : .yellow, .cyan,
                        .red, .mint, .teal,
                    ]
                )
                .ignoresSafeArea()

                VStack(spacing: 4) {
                    Text("Welcome").font(.title.bold())
                    Text("Mesh gradients on Linux").font(.footnote).foregroundStyle(.secondary)
                }
                .padding()
                .background(.thinMaterial, in: .rect(cornerRadius: 16))
            }
        }
    }
}

struct StaticMeshSwatch: View {
    var smooth: Bool
    var body: some View {
        MeshGradient(
            width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
            colors: [.red, .blue, .green, .white], smoothsColors: smooth
        )
        .frame(width: 100, height: 100)
        .clipShape(.rect(cornerRadius: 12))
    }
}
