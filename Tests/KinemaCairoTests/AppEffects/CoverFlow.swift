import SwiftUI

/// Cards turned in 3D by where they sit, as cover-flow rows write it with `visualEffect`
/// (each card turns away from the centre, scaled down with its distance).
struct CoverFlow: View {
    let colors: [Color] = [.red, .orange, .green, .blue, .purple]

    var body: some View {
        HStack(spacing: 8) {
            ForEach(colors.indices, id: \.self) { index in
                RoundedRectangle(cornerRadius: 8)
                    .fill(colors[index].gradient)
                    .frame(width: 50, height: 70)
                    .visualEffect { content, proxy in
                        let offset = proxy.frame(in: .global).midX - 150
                        return
                            content
                            .rotation3DEffect(
                                .degrees(Double(-offset) / 3), axis: (x: 0, y: 1, z: 0),
                                perspective: 0.6
                            )
                            .scaleEffect(1 - abs(offset) / 600)
                    }
            }
        }
        .frame(width: 300, height: 100)
    }
}
