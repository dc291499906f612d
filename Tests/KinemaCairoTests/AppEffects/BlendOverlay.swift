import SwiftUI

/// Three discs that mix like lights (screen) over a dark backdrop, and a multiply stripe.
struct BlendOverlay: View {
    var body: some View {
        ZStack {
            Color.black
            ZStack {
                Circle().fill(.red).frame(width: 70, height: 70).offset(x: -20, y: -14)
                Circle().fill(.green).frame(width: 70, height: 70).offset(x: 20, y: -14)
                    .blendMode(.screen)
                Circle().fill(.blue).frame(width: 70, height: 70).offset(x: 0, y: 20)
                    .blendMode(.screen)
            }
            .compositingGroup()
            Rectangle().fill(Color.yellow).frame(width: 160, height: 20)
                .blendMode(.multiply)
        }
    }
}
