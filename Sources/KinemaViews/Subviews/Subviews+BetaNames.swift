import KinemaScene

// The names iOS 18's first betas gave the subview initializers (WWDC24's "Demystify SwiftUI
// containers" uses them): files written then still call them. SwiftUI renamed them; Kinema
// keeps them as deprecated spellings of the final ones.

nonisolated extension ForEach {
    /// One view per subview of `view`: the iOS 18 beta name of
    /// `ForEach(subviews:content:)`, which it calls.
    /// - Parameters:
    ///   - view: The view whose subviews to read.
    ///   - content: The view of a subview.
    @available(*, deprecated, renamed: "init(subviews:content:)")
    public init<V: View>(
        subviewOf view: V, @ViewBuilder content: @escaping (Subview) -> Content
    ) where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        self.init(subviews: view, content: content)
    }
}

nonisolated extension Group {
    /// A group made from the subviews of `view`: the iOS 18 beta name of
    /// `Group(subviews:transform:)`, which it calls.
    /// - Parameters:
    ///   - view: The view whose subviews to read.
    ///   - transform: Makes the group's content from the subviews.
    @available(*, deprecated, renamed: "init(subviews:transform:)")
    public init<Base: View, Result: View>(
        subviewsOf view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
    ) where Content == GroupElementsOfContent<Base, Result> {
        self.init(subviews: view, transform: transform)
    }
}
