import SwiftUI

/// A settings row whose switch turns on a status dot that fades in.
struct SettingsSwitch: View {
    @State private var isOn = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Toggle("Airplane Mode", isOn: $isOn.animation(.easeInOut(duration: 0.3)))
            HStack(spacing: 8) {
                Circle()
                    .fill(isOn ? Color.orange : Color.gray.opacity(0.3))
                    .frame(width: 12, height: 12)
                Text(isOn ? "Radios off" : "Connected")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
        .padding(16)
        .frame(width: 260)
    }
}
