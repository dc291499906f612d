import KinemaCore

nonisolated extension View {
    /// Sets the foreground style of text and shapes inside: their primary level, from which
    /// `.secondary` … `.quaternary` are derived at opacities 0.5, 0.25 and 0.18 (SwiftUI's).
    /// A contextual style is resolved here: `.foregroundStyle(.secondary)` makes the
    /// current secondary level the new primary; `.foreground` and `.primary` keep the
    /// current levels.
    /// - Parameter style: The style: a colour, a gradient, `.tint`, `.secondary`, ...
    public func foregroundStyle<S: ShapeStyle>(_ style: S)
        -> ModifiedContent<Self, _EnvironmentModifier>
    {
        modifier(ForegroundLevels([KinemaScene.paint(of: style)]).modifier)
    }

    /// Sets the primary and secondary levels of the foreground style inside (and the
    /// tertiary and quaternary, which take the secondary).
    /// - Parameters:
    ///   - primary: The style of `.primary` content and of text and shapes without a style.
    ///   - secondary: The style of `.secondary` content.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(
        _ primary: S1, _ secondary: S2
    ) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(
            ForegroundLevels([KinemaScene.paint(of: primary), KinemaScene.paint(of: secondary)])
                .modifier)
    }

    /// Sets the primary, secondary and tertiary levels of the foreground style inside (and
    /// the quaternary, which takes the tertiary).
    /// - Parameters:
    ///   - primary: The style of `.primary` content and of text and shapes without a style.
    ///   - secondary: The style of `.secondary` content.
    ///   - tertiary: The style of `.tertiary` content.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(
            ForegroundLevels([
                KinemaScene.paint(of: primary), KinemaScene.paint(of: secondary),
                KinemaScene.paint(of: tertiary),
            ]).modifier)
    }

    /// Sets the foreground colour of text and shapes inside, as `foregroundStyle(_:)` with
    /// a colour; `nil` keeps the current.
    /// - Parameter color: The colour.
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(ForegroundLevels(color.map { [.color($0)] } ?? []).modifier)
    }
}

/// The styles of a `foregroundStyle` modifier, resolved against the foreground they
/// replace.
nonisolated private struct ForegroundLevels {
    let paints: [UnresolvedPaint]

    init(_ paints: [UnresolvedPaint]) { self.paints = paints }

    /// The environment modifier: no styles, or one that is the current primary, keep the
    /// current levels (so `.foregroundStyle(.primary)` changes nothing but marks the
    /// foreground as set, which a button's label then keeps instead of its accent).
    var modifier: _EnvironmentModifier {
        let paints = self.paints
        return _EnvironmentModifier { environment in
            if paints.isEmpty { return }
            if paints.count == 1, paints[0] == .contextual(.primary) {
                environment.foreground.isSet = true
                return
            }
            let styles = environment.styles
            environment.foreground = ForegroundStyles(
                levels: paints.map { $0.resolved(in: styles) })
            environment.foreground.isSet = true
        }
    }
}
