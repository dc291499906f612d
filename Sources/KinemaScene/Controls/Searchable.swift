import Foundation
import KinemaCore
import KinemaLayout

/// A search field `searchable` declared for the enclosing navigation stack.
nonisolated internal struct SearchFieldRecord {
    /// The text searched for.
    internal let text: Binding<String>
    /// The text shown while the field is empty.
    internal let prompt: String
}

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`: on an iPhone, under
/// the navigation bar's title whatever the placement.
public struct SearchFieldPlacement: Hashable, Sendable {
    /// When a search field in the navigation bar drawer shows, as SwiftUI's
    /// `SearchFieldPlacement.NavigationBarDrawerDisplayMode`.
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
        /// Shown at rest, hidden while scrolling.
        case automatic
        /// Always shown.
        case always
    }

    internal let name: String

    /// Where the system puts it.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the navigation bar's drawer, under the title.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In a sidebar.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")

    /// In the navigation bar's drawer, under the title, shown as `displayMode` says.
    /// - Parameter displayMode: When the field shows.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
        -> SearchFieldPlacement
    {
        .navigationBarDrawer
    }
}

nonisolated extension View {
    /// Adds a search field to the enclosing navigation stack, as SwiftUI's
    /// `searchable(text:placement:prompt:)`: drawn under the title, 16 points from the
    /// sides, 36 points high with 10 point corners, filled with (118, 118, 128) / 255 at
    /// 0.12, a magnifying glass symbol and the prompt in grey while the
    /// text is empty, else the text. Nothing is drawn outside a navigation stack; typing
    /// is not there (set the binding).
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - placement: Where the field goes (under the title on an iPhone).
    ///   - prompt: The text shown while the field is empty; "Search" unless given.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic,
        prompt: String? = nil
    ) -> ModifiedContent<Self, _BarSettingModifier> {
        let record = SearchFieldRecord(text: text, prompt: prompt ?? "Search")
        return modifier(
            _BarSettingModifier(
                setting: BarSetting(kind: .search(record), bars: [.navigationBar])))
    }

    /// Adds a search field with a text prompt (see ``searchable(text:placement:prompt:)-(_,_,String?)``).
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - placement: Where the field goes.
    ///   - prompt: The text shown while the field is empty.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text?
    ) -> ModifiedContent<Self, _BarSettingModifier> {
        searchable(text: text, placement: placement, prompt: prompt?.string)
    }

    /// Adds a search field, shown or not as `isPresented` says (shown here either way: the
    /// field is drawn at rest).
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - isPresented: Whether the search is active.
    ///   - placement: Where the field goes.
    ///   - prompt: The text shown while the field is empty.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: String? = nil
    ) -> ModifiedContent<Self, _BarSettingModifier> {
        searchable(text: text, placement: placement, prompt: prompt)
    }
}

/// The search field of a navigation stack.
nonisolated internal struct SearchField: View, PrimitiveView {
    let search: SearchFieldRecord

    typealias Body = Never

    @MainActor func resolve(id: ViewIdentity, context: inout ResolveContext) {
        let binding = search.text
        let text = binding.wrappedValue
        let body = HStack(spacing: 6) {
            Image(systemName: "magnifyingglass")
                .foregroundColor(ControlPalette.secondary)
            Text(text.isEmpty ? search.prompt : text)
                .foregroundColor(text.isEmpty ? ControlPalette.secondary : nil)
                .lineLimit(1)
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 8)
        .frame(height: 36)
        .background(RoundedRectangle(cornerRadius: 10).fill(ControlPalette.fill))
        .padding(.horizontal, 16)
        .padding(.bottom, 8)
        context.resolve(body, id: id)
    }
}
