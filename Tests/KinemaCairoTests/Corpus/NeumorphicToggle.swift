import SwiftUI

struct PillToggleStyle: ToggleStyle {
    var onColor: Color = .green
    var offColor: Color = Color(.systemGray4)

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            RoundedRectangle(cornerRadius: 16, style: .circular)
                .fill(configuration.isOn ? onColor : offColor)
                .frame(width: 52, height: 32)
                .overlay(
                    Circle()
                        .fill(.white)
                        .shadow(color: .black.opacity(0.2), radius: 1, x: 0, y: 1)
                        .padding(2)
                        .offset(x: configuration.isOn ? 10 : -10)
                )
                .onTapGesture {
                    withAnimation(.spring(response: 0.25, dampingFraction: 0.7)) {
                        configuration.isOn.toggle()
                    }
                }
        }
    }
}

struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                    .foregroundStyle(configuration.isOn ? Color.accentColor : .secondary)
                    .contentTransition(.symbolEffect)
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

struct NeumorphicCard: View {
    @Environment(\.colorScheme) private var colorScheme
    @State private var wifi = true
    @State private var bluetooth = false
    @State private var agree = false

    private var base: Color { colorScheme == .dark ? Color(white: 0.15) : Color(white: 0.92) }

    var body: some View {
        VStack(spacing: 18) {
            Toggle("Wi-Fi", isOn: $wifi)
                .toggleStyle(PillToggleStyle())
            Toggle(isOn: $bluetooth) {
                Label("Bluetooth", systemImage: "dot.radiowaves.left.and.right")
            }
            .toggleStyle(PillToggleStyle(onColor: .blue))
            Toggle("I agree to the terms", isOn: $agree)
                .toggleStyle(CheckboxToggleStyle())
        }
        .font(.body.weight(.medium))
        .padding(24)
        .background(
            RoundedRectangle(cornerRadius: 24)
                .fill(base)
                .shadow(color: .white.opacity(0.7), radius: 8, x: -6, y: -6)
                .shadow(color: .black.opacity(0.15), radius: 8, x: 6, y: 6)
        )
        .padding(30)
        .background(base)
        .onAppear {
            withAnimation(.spring(response: 0.25, dampingFraction: 0.7).delay(0.1)) {
                bluetooth = true
            }
            agree = true
        }
    }
}

#Preview {
    NeumorphicCard()
}
