import SwiftUI

struct Recipe: Hashable, Identifiable {
    let id: Int
    let name: String
}

/// An older app's list: a NavigationView with destination links.
struct RecipeList: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: RecipeDetail(name: "Pancakes")) {
                    Text("Pancakes")
                }
                NavigationLink("Waffles", destination: RecipeDetail(name: "Waffles"))
            }
            .navigationTitle("Recipes")
        }
        .navigationViewStyle(.stack)
    }
}

struct RecipeDetail: View {
    let name: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 12) {
            Text("Recipe: \(name)")
            Button("Done") { dismiss() }
        }
        .navigationTitle(name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

/// A newer app's stack: a path of values, value links, a destination per type, and a
/// button that sets the path (a deep link).
struct RecipePath: View {
    @State private var path: [Recipe] = []
    var onPathChange: ([Recipe]) -> Void = { _ in }
    let recipes = [Recipe(id: 1, name: "Soup"), Recipe(id: 2, name: "Salad")]

    var body: some View {
        NavigationStack(path: $path) {
            VStack(spacing: 16) {
                ForEach(recipes) { recipe in
                    NavigationLink(recipe.name, value: recipe)
                }
                Button("Deep link") { path = recipes }
            }
            .navigationTitle("Menu")
            .navigationDestination(for: Recipe.self) { recipe in
                Text("Cooking \(recipe.name)").navigationTitle(recipe.name)
            }
        }
        .onChange(of: path) { _, newPath in onPathChange(newPath) }
    }
}

/// A link shown while a flag says so, and a destination presented by a flag.
struct FlaggedLinks: View {
    @State private var showsSettings = false
    @State private var showsHelp = false

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                NavigationLink(destination: Text("Settings page"), isActive: $showsSettings) {
                    Text("Settings")
                }
                Button("Help") { showsHelp = true }
            }
            .navigationTitle("Home")
            .navigationDestination(isPresented: $showsHelp) {
                Text("Help page").navigationBarBackButtonHidden(false)
            }
        }
    }
}
