import SwiftUI

struct GridPhoto: Identifiable, Equatable {
    let id: Int
    let color: Color
}

struct PhotoGridHero: View {
    @Namespace private var hero
    @State private var selected: GridPhoto?
    @State private var photos = (0..<6).map {
        GridPhoto(id: $0, color: Color(hue: Double($0) / 6, saturation: 0.55, brightness: 0.9))
    }

    private let columns = [GridItem(.adaptive(minimum: 80), spacing: 8)]

    var body: some View {
        ZStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 8) {
                    ForEach(photos) { photo in
                        if selected != photo {
                            RoundedRectangle(cornerRadius: 10, style: .continuous)
                                .fill(photo.color)
                                .matchedGeometryEffect(id: photo.id, in: hero)
                                .aspectRatio(1, contentMode: .fit)
                                .onTapGesture {
                                    withAnimation(.spring(response: 0.45, dampingFraction: 0.8)) {
                                        selected = photo
                                    }
                                }
                        } else {
                            Color.clear.aspectRatio(1, contentMode: .fit)
                        }
                    }
                }
                .padding()
            }

            if let selected {
                VStack(alignment: .leading, spacing: 12) {
                    RoundedRectangle(cornerRadius: 20, style: .continuous)
                        .fill(selected.color)
                        .matchedGeometryEffect(id: selected.id, in: hero)
                        .frame(height: 220)
                    Text("Photo \(selected.id + 1)")
                        .font(.title2.bold())
                    Text("Tap to close")
                        .foregroundStyle(.secondary)
                }
                .padding()
                .frame(maxHeight: .infinity, alignment: .top)
                .background(.white)
                .transition(.opacity)
                .zIndex(1)
                .onTapGesture {
                    withAnimation(.spring(response: 0.45, dampingFraction: 0.8)) {
                        self.selected = nil
                    }
                }
            }
        }
        .task {
            try? await Task.sleep(for: .seconds(0.3))
            withAnimation(.spring(response: 0.45, dampingFraction: 0.8)) {
                selected = photos[4]
            }
        }
    }
}

#Preview {
    PhotoGridHero()
}
