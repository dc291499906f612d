import SwiftUI

// Transitions, a completion handler, visual and scroll effects as app code writes them.
struct ScrollingAnim: View {
    @State private var on = false
    var body: some View {
        VStack {
            RoundedRectangle(cornerRadius: 12, style: .continuous)
                .fill(.blue)
                .frame(width: on ? 200 : 100, height: 50)
                .blur(radius: on ? 0 : 2)
                .position(x: 100, y: 40)
                .animation(.easeInOut.speed(2).repeatCount(3, autoreverses: true), value: on)
            if on {
                Text("Hi").transition(
                    .asymmetric(insertion: .move(edge: .leading), removal: .slide))
                Text("Push").transition(.push(from: .bottom))
            }
            Capsule(style: .continuous).strokeBorder(Color.red, lineWidth: 2)
                .frame(width: 80, height: 30)
                .overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 8, height: 8) }
                .background { Color.yellow }
                .visualEffect { content, proxy in
                    content.offset(y: proxy.frame(in: .global).minY > 100 ? 5 : 0)
                }
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 1)) {
                on = true
            } completion: {
                on = false
            }
        }
    }
}

struct ScrollingScroll: View {
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView(.horizontal, showsIndicators: false) {
                HStack {
                    ForEach(0..<10) { i in
                        Text("\(i)").id(i)
                            .scrollTransition { content, phase in
                                content.opacity(phase.isIdentity ? 1 : 0.3)
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .onAppear { proxy.scrollTo(5, anchor: .center) }
        }
    }
}

struct ScrollingGeo: View {
    var body: some View {
        GeometryReader { geometry in
            let minY = geometry.frame(in: .global).minY
            Image(systemName: "star")
                .resizable()
                .aspectRatio(contentMode: .fill)
                .frame(width: geometry.size.width, height: max(200 + minY, 0))
                .offset(y: -minY)
                .clipped()
        }
        .frame(height: 200)
        .ignoresSafeArea(edges: .top)
    }
}
