import SwiftUI

struct Shake: GeometryEffect {
    var amount: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(
            CGAffineTransform(
                translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)),
                y: 0
            )
        )
    }
}

extension View {
    func shake(_ attempts: Int) -> some View {
        modifier(Shake(animatableData: CGFloat(attempts)))
    }
}

struct PinEntryView: View {
    @State private var pin = ""
    @State private var attempts = 0
    @State private var wrong = false
    private let correctPin = "1234"

    var body: some View {
        VStack(spacing: 24) {
            Text("Enter PIN")
                .font(.title3.weight(.semibold))
            HStack(spacing: 16) {
                ForEach(0..<4, id: \.self) { index in
                    Circle()
                        .fill(index < pin.count ? (wrong ? Color.red : Color.primary) : Color.clear)
                        .overlay(Circle().stroke(wrong ? Color.red : Color.primary, lineWidth: 2))
                        .frame(width: 16, height: 16)
                }
            }
            .modifier(Shake(animatableData: CGFloat(attempts)))

            SecureField("PIN", text: $pin)
                .textFieldStyle(.roundedBorder)
                .keyboardType(.numberPad)
                .frame(width: 160)
                .onChange(of: pin) { newValue in
                    if newValue.count == 4 { validate() }
                }
        }
        .padding()
        .onAppear {
            pin = "9999"
        }
    }

    private func validate() {
        if pin != correctPin {
            wrong = true
            withAnimation(.default) {
                attempts += 1
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {
                pin = ""
                wrong = false
            }
        }
    }
}

#Preview {
    PinEntryView()
}
