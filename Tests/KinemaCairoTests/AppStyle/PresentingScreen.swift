import SwiftUI

/// A screen that presents an alert and a sheet, as iOS developers write it: toolbar
/// buttons set the bindings, the alert's destructive button clears the list, the sheet rests
/// at the medium detent and dismisses itself through the environment.
struct PresentingScreen: View {
    @State private var tasks = ["Groceries", "Laundry", "Dentist at 4"]
    @State private var showingClearAlert = false
    @State private var showingFilters = false
    @State private var dismissCount = 0

    var body: some View {
        NavigationStack {
            List {
                ForEach(tasks, id: \.self) { task in
                    Text(task)
                }
            }
            .navigationTitle("Tasks")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Filters") { showingFilters = true }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Clear", role: .destructive) { showingClearAlert = true }
                }
            }
            .alert("Clear all tasks?", isPresented: $showingClearAlert) {
                Button("Clear", role: .destructive) {
                    withAnimation { tasks.removeAll() }
                }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
            .sheet(isPresented: $showingFilters, onDismiss: { dismissCount += 1 }) {
                FiltersSheet()
                    .presentationDetents([.medium, .large])
            }
        }
    }
}

private struct FiltersSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var showsCompleted = true

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Completed", isOn: $showsCompleted)
            }
            .navigationTitle("Filters")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}
