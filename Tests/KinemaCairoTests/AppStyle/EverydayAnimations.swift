import SwiftUI

// Everyday animation idioms as app code writes them: repeating spinners and dots, a
// geometry-effect shake, a hero card, a wave shape, a timeline canvas, a progress ring with
// a binding, a 3D flip, a shimmer modifier and a list with transitions.

struct EverydaySpinner: View {
    @State private var isAnimating = false
    var body: some View {
        Circle()
            .trim(from: 0, to: 0.7)
            .stroke(Color.blue, style: StrokeStyle(lineWidth: 5, lineCap: .round, lineJoin: .round))
            .frame(width: 50, height: 50)
            .rotationEffect(Angle(degrees: isAnimating ? 360 : 0))
            .animation(
                Animation.linear(duration: 1).repeatForever(autoreverses: false), value: isAnimating
            )
            .onAppear { self.isAnimating = true }
    }
}

struct EverydayDots: View {
    @State private var animate = false
    let count = 3
    var body: some View {
        HStack(spacing: 6) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(Color.gray)
                    .frame(width: 10, height: 10)
                    .scaleEffect(animate ? 1.0 : 0.5)
                    .animation(
                        .easeInOut(duration: 0.6)
                            .repeatForever()
                            .delay(0.2 * Double(index)),
                        value: animate
                    )
            }
        }
        .onAppear { animate.toggle() }
    }
}

struct EverydayShake: GeometryEffect {
    var amount: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(
            CGAffineTransform(
                translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
    }
}

struct EverydayCard: View {
    @State private var attempts: Int = 0
    @State private var showDetail = false
    @Namespace private var namespace

    var body: some View {
        VStack {
            if showDetail {
                RoundedRectangle(cornerRadius: 20)
                    .fill(
                        LinearGradient(
                            gradient: Gradient(colors: [.purple, .blue]), startPoint: .topLeading,
                            endPoint: .bottomTrailing)
                    )
                    .matchedGeometryEffect(id: "card", in: namespace)
                    .frame(height: 300)
                    .transition(.asymmetric(insertion: .scale, removal: .opacity))
            } else {
                RoundedRectangle(cornerRadius: 10)
                    .fill(Color.purple)
                    .matchedGeometryEffect(id: "card", in: namespace)
                    .frame(width: 100, height: 100)
            }
            Button("Wrong") {
                withAnimation(.default) { self.attempts += 1 }
            }
            .modifier(EverydayShake(animatableData: CGFloat(attempts)))
            .buttonStyle(.borderedProminent)
        }
        .onTapGesture {
            withAnimation(.spring(response: 0.5, dampingFraction: 0.8, blendDuration: 0)) {
                showDetail.toggle()
            }
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.systemBackground).edgesIgnoringSafeArea(.all))
    }
}

struct EverydayWave: Shape {
    var phase: Double
    var strength: Double
    var frequency: Double
    var animatableData: Double {
        get { phase }
        set { self.phase = newValue }
    }
    func path(in rect: CGRect) -> Path {
        let path = WavePath.make(rect: rect, phase: phase, strength: strength, frequency: frequency)
        return path
    }
}

enum WavePath {
    static func make(rect: CGRect, phase: Double, strength: Double, frequency: Double) -> Path {
        var path = Path()
        let width = Double(rect.width)
        let height = Double(rect.height)
        let midHeight = height / 2
        let wavelength = width / frequency
        path.move(to: CGPoint(x: 0, y: midHeight))
        for x in stride(from: 0, through: width, by: 1) {
            let relativeX = x / wavelength
            let sine = sin(relativeX + phase)
            let y = strength * sine + midHeight
            path.addLine(to: CGPoint(x: x, y: y))
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct EverydayWaveView: View {
    @State private var phase = 0.0
    var body: some View {
        ZStack {
            EverydayWave(phase: phase, strength: 20, frequency: 30)
                .fill(Color.blue.opacity(0.4))
                .offset(y: 30)
        }
        .onAppear {
            withAnimation(Animation.linear(duration: 2).repeatForever(autoreverses: false)) {
                self.phase = .pi * 2
            }
        }
    }
}

struct EverydayTimeline: View {
    var body: some View {
        TimelineView(.animation) { timeline in
            let time = timeline.date.timeIntervalSince1970
            Canvas { context, size in
                let angle = Angle.degrees(time.truncatingRemainder(dividingBy: 3) * 120)
                context.translateBy(x: size.width / 2, y: size.height / 2)
                context.rotate(by: angle)
                context.fill(
                    Path(
                        roundedRect: CGRect(x: -20, y: -20, width: 40, height: 40), cornerRadius: 6),
                    with: .color(.orange))
                context.opacity = 0.5
                context.stroke(
                    Path(ellipseIn: CGRect(x: -30, y: -30, width: 60, height: 60)),
                    with: .linearGradient(
                        Gradient(colors: [.red, .yellow]), startPoint: .zero,
                        endPoint: CGPoint(x: 60, y: 60)), lineWidth: 3)
            }
        }
        .frame(width: 120, height: 120)
    }
}

struct EverydayProgress: View {
    @Binding var progress: Double
    var body: some View {
        ZStack {
            Circle()
                .stroke(lineWidth: 20.0)
                .opacity(0.3)
                .foregroundColor(Color.red)
            Circle()
                .trim(from: 0.0, to: CGFloat(min(self.progress, 1.0)))
                .stroke(style: StrokeStyle(lineWidth: 20.0, lineCap: .round, lineJoin: .round))
                .foregroundColor(Color.red)
                .rotationEffect(Angle(degrees: 270.0))
                .animation(.linear, value: progress)
            Text(String(format: "%.0f %%", min(self.progress, 1.0) * 100.0))
                .font(.largeTitle)
                .bold()
        }
    }
}

struct EverydayProgressHost: View {
    @State var progressValue: Double = 0.28
    var body: some View {
        VStack {
            EverydayProgress(progress: self.$progressValue)
                .frame(width: 150.0, height: 150.0)
                .padding(40.0)
            Button(action: {
                self.incrementProgress()
            }) {
                HStack {
                    Image(systemName: "plus.rectangle.fill")
                    Text("Increment")
                }
                .padding(15.0)
                .overlay(
                    RoundedRectangle(cornerRadius: 15.0)
                        .stroke(lineWidth: 2.0)
                )
            }
            Spacer()
        }
    }
    func incrementProgress() {
        let randomValue = Double([0.012, 0.022, 0.034, 0.016, 0.11].randomElement()!)
        self.progressValue += randomValue
    }
}

struct EverydayFlip: View {
    @State private var flipped = false
    @State private var rotation: Double = 0
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 12).fill(Color.green).opacity(flipped ? 0 : 1)
            RoundedRectangle(cornerRadius: 12).fill(Color.orange).opacity(flipped ? 1 : 0)
                .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
        }
        .frame(width: 120, height: 160)
        .rotation3DEffect(.degrees(rotation), axis: (x: 0.0, y: 1.0, z: 0.0))
        .onTapGesture {
            withAnimation(.easeInOut(duration: 0.6)) {
                rotation += 180
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                flipped.toggle()
            }
        }
    }
}

struct EverydayShimmer: ViewModifier {
    @State private var phase: CGFloat = 0
    func body(content: Content) -> some View {
        content
            .overlay(
                GeometryReader { geometry in
                    LinearGradient(
                        gradient: Gradient(stops: [
                            .init(color: .clear, location: 0),
                            .init(color: .white.opacity(0.6), location: 0.5),
                            .init(color: .clear, location: 1),
                        ]),
                        startPoint: .leading, endPoint: .trailing
                    )
                    .frame(width: geometry.size.width * 2)
                    .offset(x: -geometry.size.width + phase * geometry.size.width * 2)
                }
                .mask(content)
            )
            .onAppear {
                withAnimation(.linear(duration: 1.5).repeatForever(autoreverses: false)) {
                    phase = 1
                }
            }
    }
}

extension View {
    func everydayShimmering() -> some View { modifier(EverydayShimmer()) }
}

struct EverydayList: View {
    @State private var items = ["One", "Two", "Three"]
    @State private var selected: String? = nil
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 10) {
                ForEach(items, id: \.self) { item in
                    HStack {
                        Text(item).font(.system(.body, design: .rounded))
                        Spacer()
                        if selected == item {
                            Image(systemName: "checkmark").foregroundColor(.accentColor)
                                .transition(.scale.combined(with: .opacity))
                        }
                    }
                    .padding()
                    .background(
                        RoundedRectangle(cornerRadius: 8).fill(Color(.secondarySystemBackground))
                    )
                    .contentShape(Rectangle())
                    .onTapGesture { withAnimation(.easeInOut) { selected = item } }
                }
            }
            .padding(.horizontal)
        }
        .navigationTitle("Items")
    }
}
