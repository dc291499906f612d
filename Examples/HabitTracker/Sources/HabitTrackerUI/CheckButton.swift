import SwiftUI

/// A round button with a checkmark that draws itself when done.
public struct CheckButton: View {
    @Binding var isDone: Bool
    var color: Color

    /// A button that toggles `isDone`, filled with `color` when done.
    public init(isDone: Binding<Bool>, color: Color) {
        self._isDone = isDone
        self.color = color
    }

    /// The circle and its checkmark.
    public var body: some View {
        Button {
            withAnimation(.spring(duration: 0.4, bounce: 0.4)) {
                isDone.toggle()
            }
        } label: {
            ZStack {
                Circle()
                    .fill(isDone ? color : Color.clear)
                    .overlay(Circle().stroke(color, lineWidth: 2))
                CheckShape()
                    .trim(from: 0, to: isDone ? 1 : 0)
                    .stroke(Color.white, style: StrokeStyle(lineWidth: 3, lineCap: .round))
                    .padding(9)
            }
            .frame(width: 36, height: 36)
            .scaleEffect(isDone ? 1 : 0.9)
        }
        .buttonStyle(.plain)
        .accessibilityIdentifier("check")
    }
}

/// A checkmark in its rectangle.
struct CheckShape: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX + rect.width * 0.38, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        return path
    }
}

#Preview("Check button", traits: .sizeThatFitsLayout) {
    @Previewable @State var isDone = false
    CheckButton(isDone: $isDone, color: .green)
        .padding()
        .task {
            try? await Task.sleep(for: .seconds(0.3))
            withAnimation(.spring(duration: 0.4, bounce: 0.4)) {
                isDone = true
            }
        }
}
