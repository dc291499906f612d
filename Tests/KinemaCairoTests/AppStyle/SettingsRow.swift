import SwiftUI

/// A settings row as iOS apps write it, with UIKit's names seen through `import SwiftUI`:
/// system colours by `Color(.systemGray6)` and `Color(uiColor:)`, the screen's width, a
/// haptic in the button's action and the accent colour.
struct SettingsRow: View {
    @State private var isOn = false

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 7)
                .fill(Color.accentColor)
                .frame(width: 30, height: 30)
            VStack(alignment: .leading, spacing: 2) {
                Text("Notifications")
                Text("Banners, sounds").font(.caption)
                    .foregroundColor(Color(uiColor: .secondaryLabel))
            }
            Spacer()
            Button {
                UIImpactFeedbackGenerator(style: .light).impactOccurred()
                isOn.toggle()
            } label: {
                Capsule().fill(isOn ? Color(.systemGreen) : Color(.systemGray4))
                    .frame(width: 44, height: 26)
            }
        }
        .padding(12)
        .frame(width: UIScreen.main.bounds.width * 0.7)
        .background(Color(.secondarySystemBackground))
        .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}
