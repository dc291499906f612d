import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

nonisolated extension Image {
    /// An SF Symbol by name, as SwiftUI's `Image(systemName:)`.
    ///
    /// SF Symbols do not exist on Linux: Kinema draws its own designs of the common symbols
    /// (the Symbols article lists them), sized by the font (`font(_:)`, `fontWeight(_:)`)
    /// and `imageScale(_:)`, in the foreground style, honouring `symbolRenderingMode(_:)`
    /// and `symbolVariant(_:)`. A symbol it has no design for is drawn as a placeholder, a
    /// rounded square outline the size of the font, with a diagnostic that names it.
    /// - Parameter systemName: The symbol's name (`"heart.fill"`).
    public init(systemName: String) {
        self.init(contentsOfFile: "", size: nil)
        placeholder = .symbol(systemName)
    }

    /// An SF Symbol whose layers show a value from 0 to 1, as SwiftUI's
    /// `Image(systemName:variableValue:)`: Kinema draws the symbol whole whatever the value.
    /// - Parameters:
    ///   - systemName: The symbol's name.
    ///   - variableValue: The value (not drawn).
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    /// An image from the app's asset catalogue, as SwiftUI's `Image(_:bundle:)`. Asset
    /// catalogues do not exist on Linux: Kinema draws the PNG file `name.png` among the
    /// bundle's resources (the main bundle's when `nil`) when there is one, else the
    /// symbol placeholder (a rounded square outline the size of the font) with a
    /// diagnostic that names the image.
    /// - Parameters:
    ///   - name: The image's name in the catalogue.
    ///   - bundle: The bundle of its resources; the main bundle when `nil`.
    public init(_ name: String, bundle: Bundle? = nil) {
        if let path = (bundle ?? .main).path(forResource: name, ofType: "png") {
            self.init(contentsOfFile: path)
        } else {
            self.init(contentsOfFile: "", size: nil)
            placeholder = .asset(name)
        }
    }

    /// Resolves the placeholder drawn for `placeholder`.
    @MainActor internal func resolvePlaceholder(
        _ placeholder: ImagePlaceholder, id: ViewIdentity, context: inout ResolveContext
    ) {
        switch placeholder {
        case .symbol(let name):
            if let symbol = context.symbolEnvironment.resolve(self, named: name) {
                resolveSymbol(symbol, id: id, context: &context)
                return
            }
            context.diagnose(
                "Image(systemName: \"\(name)\"): Kinema draws its own designs of SF Symbols "
                    + "and has none for this one (see the Symbols article); drawing a "
                    + "placeholder square")
        case .asset(let name):
            context.diagnose(
                "Image(\"\(name)\"): no asset catalogue on Linux and no \(name).png in the "
                    + "bundle's resources; drawing a placeholder square")
        }
        var font = context.environment.font
        if let weight = context.environment.fontWeight { font.weight = weight }
        let side = CGFloat(font.size)
        let lineWidth = max(side / 12, 1)
        let placeholder = SymbolPlaceholder(side: side, isResizable: isResizable)
        context.resolve(placeholder.stroke(.foreground, lineWidth: lineWidth), id: id)
    }

    /// Resolves a symbol of the catalogue as a ``SymbolLeaf`` painted with the foreground
    /// styles of the environment.
    @MainActor private func resolveSymbol(
        _ symbol: SymbolRendition, id: ViewIdentity, context: inout ResolveContext
    ) {
        let paints = symbol.paints(in: context.environment.styles)
        for paint in paints { context.diagnoseAssetColor(in: paint) }
        let leaf = SymbolLeaf(symbol: symbol, paints: paints, isResizable: isResizable)
        context.emit(context.node(id, .leaf(leaf)))
    }
}

/// What an image without pixels on Linux stands for.
nonisolated package enum ImagePlaceholder: Hashable, Sendable {
    /// An SF Symbol, by name.
    case symbol(String)
    /// An asset catalogue's image, by name.
    case asset(String)
}

/// The placeholder of an SF Symbol: a rounded square outline with a diagonal.
nonisolated package struct SymbolPlaceholder: Shape {
    internal let side: CGFloat
    internal let isResizable: Bool

    package func path(in rect: CGRect) -> Path {
        let inset = rect.insetBy(dx: side / 12, dy: side / 12)
        var path = Path(roundedRect: inset, cornerRadius: inset.width / 4)
        path.move(to: CGPoint(x: inset.minX + inset.width / 4, y: inset.maxY - inset.height / 4))
        path.addLine(to: CGPoint(x: inset.maxX - inset.width / 4, y: inset.minY + inset.height / 4))
        return path
    }

    package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard isResizable else { return CGSize(width: side, height: side) }
        return proposal.replacingUnspecifiedDimensions(
            by: CGSize(width: side, height: side))
    }

    /// The memberwise initializer, for the modules over the engine.
    package init(side: CGFloat, isResizable: Bool) {
        self.side = side
        self.isResizable = isResizable
    }
}
