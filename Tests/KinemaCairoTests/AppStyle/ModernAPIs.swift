import SwiftUI

// iOS 17-era idioms as app code writes them: @Observable, Text(_:format:), bouncy and
// smooth animations, keyframe and phase animators, content transitions, symbol effects.

struct ModernCounter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("\(count)")
                .font(.system(size: 48, weight: .bold, design: .rounded))
                .contentTransition(.numericText())
            Button("Add") {
                withAnimation(.bouncy) { count += 1 }
            }
            .buttonStyle(.bordered)
            .controlSize(.large)
        }
        .task {
            try? await Task.sleep(nanoseconds: 500_000_000)
            withAnimation(.smooth) { count = 10 }
        }
    }
}

struct ModernSprings: View {
    @State private var on = false
    var body: some View {
        HStack {
            Capsule().frame(width: on ? 100 : 40, height: 20)
                .animation(.spring(duration: 0.5, bounce: 0.3), value: on)
            Capsule().frame(width: on ? 100 : 40, height: 20)
                .animation(.snappy(duration: 0.3), value: on)
            Capsule().frame(width: on ? 100 : 40, height: 20)
                .animation(.interactiveSpring(), value: on)
        }
        .onTapGesture { on.toggle() }
    }
}

struct ModernKeyframes: View {
    @State private var trigger = false
    var body: some View {
        Image(systemName: "heart.fill")
            .font(.largeTitle)
            .foregroundStyle(.red)
            .keyframeAnimator(initialValue: 1.0, trigger: trigger) { content, scale in
                content.scaleEffect(scale)
            } keyframes: { _ in
                SpringKeyframe(1.5, duration: 0.2)
                CubicKeyframe(0.9, duration: 0.2)
                LinearKeyframe(1.0, duration: 0.1)
            }
            .onTapGesture { trigger.toggle() }
    }
}

struct ModernPhase: View {
    var body: some View {
        Circle()
            .phaseAnimator([false, true]) { content, phase in
                content.scaleEffect(phase ? 1.2 : 1).opacity(phase ? 0.5 : 1)
            } animation: { phase in
                phase ? .easeIn(duration: 0.6) : .easeOut(duration: 0.6)
            }
            .frame(width: 40, height: 40)
    }
}

struct ModernPath: View {
    var body: some View {
        GeometryReader { geo in
            Path { path in
                let w = geo.size.width
                let h = geo.size.height
                path.move(to: CGPoint(x: 0, y: h * 0.5))
                path.addCurve(
                    to: CGPoint(x: w, y: h * 0.5),
                    control1: CGPoint(x: w * 0.25, y: 0),
                    control2: CGPoint(x: w * 0.75, y: h))
            }
            .stroke(Color.purple, lineWidth: 4)
        }
    }
}

struct ModernObservable: View {
    @StateObject private var model = ModernModel()
    var body: some View {
        Text(model.title)
            .onAppear { model.start() }
    }
}

final class ModernModel: ObservableObject {
    @Published var title = "Start"
    func start() { title = "Running" }
}

@Observable
final class ModernNewModel {
    var value = 0.0
}

struct ModernNewObservable: View {
    @State private var model = ModernNewModel()
    var body: some View {
        Slider(value: $model.value, in: 0...1)
            .padding()
            .overlay(alignment: .topLeading) {
                Text(model.value, format: .number.precision(.fractionLength(2)))
            }
    }
}

struct ModernSymbol: View {
    @State private var bell = 0
    var body: some View {
        Image(systemName: "bell")
            .symbolEffect(.bounce, value: bell)
            .symbolRenderingMode(.hierarchical)
            .imageScale(.large)
            .onTapGesture { bell += 1 }
    }
}
