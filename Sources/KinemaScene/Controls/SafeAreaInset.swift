import Foundation
import KinemaCore
import KinemaLayout

nonisolated extension View {
    /// Shows `content` along a vertical edge of the view, the view laid out in the space
    /// left, as SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)`.
    ///
    /// ```swift
    /// List { ... }
    ///     .safeAreaInset(edge: .bottom) { SearchBar() }
    /// ```
    ///
    /// Kinema has no safe area and draws scroll views at rest: the view and the inset
    /// content are stacked (`VStack(alignment: alignment, spacing: spacing ?? 0)`), so a
    /// scroll view ends where the inset starts rather than scrolling under it.
    /// - Parameters:
    ///   - edge: The edge the content sits along.
    ///   - alignment: The content's alignment along the edge.
    ///   - spacing: The distance between the view and the content; 0 when `nil`.
    ///   - content: The content.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .bottom {
                self
                inset
            } else {
                inset
                self
            }
        }
    }

    /// Shows `content` along a horizontal edge of the view, the view laid out in the space
    /// left, as SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)` (stacked, as the
    /// vertical-edge form).
    /// - Parameters:
    ///   - edge: The edge the content sits along.
    ///   - alignment: The content's alignment along the edge.
    ///   - spacing: The distance between the view and the content; 0 when `nil`.
    ///   - content: The content.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .trailing {
                self
                inset
            } else {
                inset
                self
            }
        }
    }
}
