import SwiftUI

/// A tabbed app as iOS developers write it: a `TabView` with a selection and badges, each
/// tab a `NavigationStack` with a title, toolbar items, a search field, a bottom bar and an
/// inline title.
struct TabbedApp: View {
    enum AppTab: Hashable {
        case recipes, favorites, settings
    }

    @State private var selectedTab: AppTab = .recipes

    var body: some View {
        TabView(selection: $selectedTab) {
            RecipesScreen()
                .tabItem {
                    Label("Recipes", systemImage: "book")
                }
                .tag(AppTab.recipes)
            FavoritesScreen()
                .tabItem {
                    Label("Favorites", systemImage: "heart")
                }
                .badge(2)
                .tag(AppTab.favorites)
            SettingsScreen()
                .tabItem {
                    Image(systemName: "gear")
                    Text("Settings")
                }
                .tag(AppTab.settings)
        }
        .tint(.orange)
    }
}

struct TabbedRecipe: Identifiable {
    let id: Int
    let name: String
    let minutes: Int
}

private struct RecipesScreen: View {
    @State private var recipes = [
        TabbedRecipe(id: 1, name: "Shakshuka", minutes: 25),
        TabbedRecipe(id: 2, name: "Pad thai", minutes: 30),
    ]
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List {
                ForEach(recipes) { recipe in
                    HStack {
                        Text(recipe.name)
                        Spacer()
                        Text("\(recipe.minutes) min")
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Recipes")
            .searchable(text: $query, prompt: "Find a recipe")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Edit") {}
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add", systemImage: "plus") {
                        withAnimation {
                            recipes.append(TabbedRecipe(id: 3, name: "Ramen", minutes: 45))
                        }
                    }
                }
            }
        }
    }
}

private struct FavoritesScreen: View {
    @State private var isGrid = false

    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.orange.opacity(0.2))
                    .frame(height: isGrid ? 80 : 160)
                Text(isGrid ? "Grid" : "Cards")
                    .font(.headline)
                Spacer()
            }
            .padding()
            .navigationTitle("Favorites")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Share") {}
                    Spacer()
                    Button(isGrid ? "Cards" : "Grid") {
                        withAnimation(.easeInOut) { isGrid.toggle() }
                    }
                }
            }
        }
    }
}

private struct SettingsScreen: View {
    @State private var sounds = true

    var body: some View {
        NavigationStack {
            Form {
                Section("Alerts") {
                    Toggle("Sounds", isOn: $sounds)
                }
            }
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") {}
                }
            }
        }
    }
}
