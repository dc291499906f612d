import SwiftUI

struct SymbolEffectsGallery: View {
    @State private var bounce = 0
    @State private var isMuted = false
    @State private var isActive = true
    @State private var wifiOn = false

    var body: some View {
        Grid(horizontalSpacing: 30, verticalSpacing: 30) {
            GridRow {
                Image(systemName: "bell.badge")
                    .symbolEffect(.bounce.up.byLayer, value: bounce)
                Image(systemName: isMuted ? "speaker.slash.fill" : "speaker.wave.3.fill")
                    .contentTransition(.symbolEffect(.replace.downUp))
                Image(systemName: "wifi")
                    .symbolEffect(.variableColor.iterative.reversing, isActive: isActive)
            }
            GridRow {
                Image(systemName: "heart.fill")
                    .symbolEffect(.pulse, options: .repeating, isActive: isActive)
                    .foregroundStyle(.red)
                Image(systemName: "arrow.clockwise")
                    .symbolEffect(.rotate, value: bounce)
                Image(systemName: "cloud.sun.rain.fill")
                    .symbolRenderingMode(.multicolor)
                    .symbolEffect(.scale.up, isActive: wifiOn)
            }
            GridRow {
                Image(systemName: "star.fill")
                    .symbolEffect(.wiggle, value: bounce)
                    .foregroundStyle(.yellow)
                Image(systemName: "checkmark.circle")
                    .symbolVariant(.fill)
                    .foregroundStyle(.green)
                    .symbolEffect(.appear, isActive: wifiOn)
                Image(systemName: "battery.100")
                    .symbolRenderingMode(.palette)
                    .foregroundStyle(.green, .gray)
                    .symbolEffect(.breathe, options: .speed(2))
            }
        }
        .font(.system(size: 36))
        .imageScale(.large)
        .padding()
        .onAppear {
            bounce += 1
            withAnimation {
                isMuted = true
                wifiOn = true
            }
        }
        .onChange(of: isMuted) { oldValue, newValue in
            if newValue && !oldValue {
                bounce += 1
            }
        }
    }
}

#Preview {
    SymbolEffectsGallery()
}
