import SwiftUI

/// A card that flips around its vertical axis to show its back.
struct FlipCard: View {
    var angle: Double

    var body: some View {
        ZStack {
            CardFace(title: "Front", color: .blue)
                .opacity(isShowingBack ? 0 : 1)
            CardFace(title: "Back", color: .orange)
                .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                .opacity(isShowingBack ? 1 : 0)
        }
        .rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0))
    }

    private var isShowingBack: Bool {
        let turned = angle.truncatingRemainder(dividingBy: 360)
        return abs(turned) > 90 && abs(turned) < 270
    }
}

struct CardFace: View {
    let title: String
    let color: Color

    var body: some View {
        RoundedRectangle(cornerRadius: 14)
            .fill(color)
            .frame(width: 120, height: 80)
            .overlay(alignment: .topLeading) {
                Circle().fill(.white).frame(width: 16, height: 16).padding(10)
            }
            .overlay {
                Text(title).font(.system(size: 20, weight: .bold)).foregroundColor(.white)
            }
    }
}
