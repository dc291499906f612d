import SwiftUI

/// The classic "wrong password" shake.
struct ShakeEffect: GeometryEffect {
    var amount: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(
            CGAffineTransform(
                translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)),
                y: 0))
    }
}

struct PasswordField: View {
    var attempts: Int

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .stroke(Color.red, lineWidth: 2)
            .frame(width: 140, height: 36)
            .overlay(Text("••••••").font(.system(size: 16)))
            .modifier(ShakeEffect(animatableData: CGFloat(attempts)))
    }
}
