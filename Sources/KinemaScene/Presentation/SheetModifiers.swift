import Foundation
import KinemaCore

/// Where a popover points, as SwiftUI's `PopoverAttachmentAnchor` (on an iPhone a popover
/// is a sheet, so it points nowhere).
public enum PopoverAttachmentAnchor: Sendable {
    /// A rectangle of the view.
    case rect(Anchor<CGRect>.Source)
    /// A point of the view.
    case point(UnitPoint)
}

nonisolated extension View {
    /// Presents a sheet while `isPresented` is true, as SwiftUI's
    /// `sheet(isPresented:onDismiss:content:)`.
    ///
    /// Drawn above everything, as on an iPhone in light mode: the presenting views behind a
    /// dim of black at 0.2, and the sheet as a white card across the width with 10 point
    /// top corners, at its detent's height at the bottom (`.large` unless the content sets
    /// `presentationDetents(_:)`: the full height less 10 points), its content centred in
    /// it. The sheet slides in from the bottom and the dim fades in with the default
    /// animation, even when the binding is set without one; dismissing slides it out. A
    /// modal sheet: the views behind take no input. `@Environment(\.dismiss)` inside
    /// dismisses it; `onDismiss` runs when it goes away, however it does.
    /// - Parameters:
    ///   - isPresented: Whether the sheet is presented.
    ///   - onDismiss: Runs when the sheet is dismissed.
    ///   - content: The sheet's content.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                kind: "sheet", isPresented: { isPresented.wrappedValue },
                dismiss: isPresented.dismissing(), onDismiss: onDismiss, isModal: true
            ) { _ in
                ViewResolver(SheetPresentation(content: ViewResolver(content()), isCover: false))
            }
        )
    }

    /// Presents a sheet for `item` while it is not `nil`, as SwiftUI's
    /// `sheet(item:onDismiss:content:)`; dismissing sets it to `nil`. Drawn as
    /// ``sheet(isPresented:onDismiss:content:)`` draws.
    /// - Parameters:
    ///   - item: The item the sheet shows.
    ///   - onDismiss: Runs when the sheet is dismissed.
    ///   - content: The sheet's content for the item.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                kind: "sheet", isPresented: { [read = item.getter] in read() != nil },
                dismiss: dismissing(item), onDismiss: onDismiss, isModal: true
            ) { _ in
                let content = item.wrappedValue.map {
                    ViewResolver(content($0))
                }
                return ViewResolver(
                    SheetPresentation(content: content ?? ViewResolver(EmptyView()), isCover: false)
                )
            })
    }

    /// Presents a cover that fills the whole canvas while `isPresented` is true, as
    /// SwiftUI's `fullScreenCover(isPresented:onDismiss:content:)`: a white page over
    /// everything, without dim or corners, sliding in from the bottom.
    /// - Parameters:
    ///   - isPresented: Whether the cover is presented.
    ///   - onDismiss: Runs when the cover is dismissed.
    ///   - content: The cover's content.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                kind: "cover", isPresented: { isPresented.wrappedValue },
                dismiss: isPresented.dismissing(), onDismiss: onDismiss, isModal: true
            ) { _ in
                ViewResolver(SheetPresentation(content: ViewResolver(content()), isCover: true))
            }
        )
    }

    /// Presents a full-screen cover for `item` while it is not `nil`.
    /// - Parameters:
    ///   - item: The item the cover shows.
    ///   - onDismiss: Runs when the cover is dismissed.
    ///   - content: The cover's content for the item.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                kind: "cover", isPresented: { [read = item.getter] in read() != nil },
                dismiss: dismissing(item), onDismiss: onDismiss, isModal: true
            ) { _ in
                let content = item.wrappedValue.map {
                    ViewResolver(content($0))
                }
                return ViewResolver(
                    SheetPresentation(content: content ?? ViewResolver(EmptyView()), isCover: true))
            })
    }

    /// Presents a popover while `isPresented` is true, as SwiftUI's
    /// `popover(isPresented:attachmentAnchor:arrowEdge:content:)`: on an iPhone, a sheet
    /// (see ``sheet(isPresented:onDismiss:content:)``).
    /// - Parameters:
    ///   - isPresented: Whether the popover is presented.
    ///   - attachmentAnchor: Where it points (nowhere, as a sheet).
    ///   - arrowEdge: The edge of its arrow (none, as a sheet).
    ///   - content: The popover's content.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> ModifiedContent<Self, _PresentationModifier> {
        sheet(isPresented: isPresented, content: content)
    }

    /// Presents a popover for `item` while it is not `nil`: on an iPhone, a sheet.
    /// - Parameters:
    ///   - item: The item the popover shows.
    ///   - attachmentAnchor: Where it points (nowhere, as a sheet).
    ///   - arrowEdge: The edge of its arrow (none, as a sheet).
    ///   - content: The popover's content for the item.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> ModifiedContent<Self, _PresentationModifier> {
        sheet(item: item, content: content)
    }
}

/// The modifier of the sheet settings (`presentationDetents`, ...): records the setting
/// for the sheet around the view, then resolves its content.
nonisolated public struct _SheetSettingModifier: ViewModifier, PrimitiveModifier {
    internal let apply: (inout SheetSettings) -> Void

    /// No body: applied during resolution.
    public typealias Body = Never

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        context.controlState.containers.sheetSettings.append(apply)
        context.resolve(content, id: id)
    }
}

nonisolated extension View {
    /// Sets the heights the sheet presenting this view rests at, as SwiftUI's
    /// `presentationDetents(_:)`: it is drawn at the smallest (an empty set is `.large`).
    /// - Parameter detents: The detents.
    public func presentationDetents(_ detents: Set<PresentationDetent>)
        -> ModifiedContent<Self, _SheetSettingModifier>
    {
        modifier(_SheetSettingModifier { $0.detents = detents })
    }

    /// Sets the heights the sheet rests at, with the one it is at in `selection` (drawn
    /// there when it is one of `detents`, else at the smallest).
    /// - Parameters:
    ///   - detents: The detents.
    ///   - selection: The detent the sheet is at.
    public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> ModifiedContent<Self, _SheetSettingModifier> {
        modifier(
            _SheetSettingModifier {
                $0.detents = detents
                $0.selection = selection
            })
    }

    /// Shows or hides the sheet's drag indicator, as SwiftUI's
    /// `presentationDragIndicator(_:)`: a 36 by 5 point grey capsule 5 points from the
    /// sheet's top; `.automatic` shows it when the sheet has several detents.
    /// - Parameter visibility: Whether it shows.
    public func presentationDragIndicator(_ visibility: Visibility)
        -> ModifiedContent<Self, _SheetSettingModifier>
    {
        modifier(_SheetSettingModifier { $0.dragIndicator = visibility })
    }

    /// Fills the sheet presenting this view with a style instead of white, as SwiftUI's
    /// `presentationBackground(_:)`.
    /// - Parameter style: The style.
    public func presentationBackground<S: ShapeStyle>(_ style: S)
        -> ModifiedContent<Self, _SheetSettingModifier>
    {
        let style = AnyShapeStyle(style)
        return modifier(_SheetSettingModifier { $0.background = style })
    }

    /// Sets the radius of the sheet's top corners, as SwiftUI's
    /// `presentationCornerRadius(_:)` (`nil`: 10 points; NaN or negative: 0).
    /// - Parameter cornerRadius: The radius.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?)
        -> ModifiedContent<Self, _SheetSettingModifier>
    {
        let radius = cornerRadius.map { $0.isFinite ? max($0, 0) : 0 }
        return modifier(_SheetSettingModifier { $0.cornerRadius = radius })
    }

    /// Keeps the sheet from being dismissed by a swipe, as SwiftUI's
    /// `interactiveDismissDisabled(_:)`. Kinema's sheets take no swipes: it changes
    /// nothing that is drawn.
    /// - Parameter isDisabled: Whether swiping down cannot dismiss.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> Self { self }
}
