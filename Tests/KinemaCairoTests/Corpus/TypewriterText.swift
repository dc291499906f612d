import SwiftUI

struct TypewriterText: View {
    let fullText: String
    var speed: Double = 0.05
    @State private var displayed = ""
    @State private var cursorVisible = true

    var body: some View {
        HStack(spacing: 0) {
            Text(displayed)
                .font(.system(.title3, design: .monospaced))
            Rectangle()
                .frame(width: 2, height: 22)
                .opacity(cursorVisible ? 1 : 0)
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 0.5).repeatForever()) {
                cursorVisible.toggle()
            }
        }
        .task {
            for character in fullText {
                try? await Task.sleep(for: .seconds(speed))
                displayed.append(character)
            }
        }
    }
}

struct WordRevealText: View {
    let words = ["Design", "Build", "Ship"]
    @State private var index = 0

    var body: some View {
        Text(words[index])
            .font(.largeTitle.bold())
            .foregroundStyle(.tint)
            .contentTransition(.interpolate)
            .id(index)
            .transition(.push(from: .bottom))
            .task {
                while index < words.count - 1 {
                    try? await Task.sleep(nanoseconds: 700_000_000)
                    withAnimation(.smooth) {
                        index += 1
                    }
                }
            }
    }
}

#Preview {
    VStack(alignment: .leading, spacing: 20) {
        TypewriterText(fullText: "Hello, SwiftUI!")
        WordRevealText()
    }
    .tint(.indigo)
}
