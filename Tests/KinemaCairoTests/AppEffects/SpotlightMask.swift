import SwiftUI

/// A gradient title seen through text, and a spotlight through a soft circle.
struct SpotlightMask: View {
    var body: some View {
        VStack(spacing: 6) {
            LinearGradient(
                colors: [.pink, .purple, .blue], startPoint: .leading, endPoint: .trailing
            )
            .frame(width: 180, height: 44)
            .mask {
                Text("KINEMA").font(.system(size: 36, weight: .black))
            }
            Rectangle()
                .fill(Color.orange)
                .frame(width: 180, height: 60)
                .mask(alignment: .leading) {
                    Circle()
                        .fill(
                            RadialGradient(
                                colors: [.black, .clear], center: .center, startRadius: 5,
                                endRadius: 30)
                        )
                        .frame(width: 60, height: 60)
                }
        }
    }
}
