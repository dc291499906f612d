import SwiftUI

struct ExpandingSearchBar: View {
    @State private var query = ""
    @State private var isExpanded = false
    @FocusState private var isFocused: Bool
    @Namespace private var ns

    let suggestions = ["Spring animations", "Matched geometry", "Phase animator", "Keyframes"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(filtered, id: \.self) { item in
                    Text(item)
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Explore")
            .safeAreaInset(edge: .bottom) {
                HStack {
                    if isExpanded {
                        HStack {
                            Image(systemName: "magnifyingglass")
                                .foregroundStyle(.secondary)
                            TextField("Search", text: $query)
                                .focused($isFocused)
                                .submitLabel(.search)
                            Button {
                                withAnimation(.snappy) {
                                    isExpanded = false
                                    query = ""
                                }
                            } label: {
                                Image(systemName: "xmark.circle.fill")
                                    .foregroundStyle(.secondary)
                            }
                        }
                        .padding(12)
                        .background(.regularMaterial, in: .capsule)
                        .matchedGeometryEffect(id: "search", in: ns)
                    } else {
                        Spacer()
                        Button {
                            withAnimation(.snappy) { isExpanded = true }
                            isFocused = true
                        } label: {
                            Image(systemName: "magnifyingglass")
                                .font(.title3.weight(.semibold))
                                .padding(14)
                                .background(.regularMaterial, in: .circle)
                        }
                        .matchedGeometryEffect(id: "search", in: ns)
                    }
                }
                .padding(.horizontal)
                .padding(.bottom, 8)
            }
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
                withAnimation(.snappy) { isExpanded = true }
                query = "a"
            }
        }
    }

    private var filtered: [String] {
        query.isEmpty
            ? suggestions : suggestions.filter { $0.localizedCaseInsensitiveContains(query) }
    }
}

#Preview {
    ExpandingSearchBar()
}
