/// One preview of a `PreviewProvider`: a view of its `previews` and the preview traits set
/// on it (`previewLayout(_:)`, `previewDisplayName(_:)`, ...).
///
/// Xcode shows each top-level view of `previews` as a preview of its own: the views of a
/// builder block, a `Group` and a `ForEach` are split, the preview modifiers around them
/// apply to each, and a value set inside wins over one set outside.
@MainActor
internal struct PreviewVariant {
    /// The view.
    internal var view: AnyView
    /// The traits, innermost first.
    internal var values: [PreviewTrait<Preview.ViewTraits>.Value] = []

    /// The variants of `view`.
    internal static func variants(of view: some View) -> [PreviewVariant] {
        if let split = view as? any PreviewVariantSplitting {
            return split.previewVariants()
        }
        return [PreviewVariant(view: AnyView(view))]
    }

    /// The variant as a ``Preview``: its name, then its layout, orientation and device, the
    /// innermost of each kind.
    internal var preview: Preview {
        var name: String?
        var traits: [PreviewTrait<Preview.ViewTraits>] = []
        var kinds: Set<Int> = []
        for value in values {
            let kind: Int
            switch value {
            case .displayName(let text):
                if name == nil { name = text }
                continue
            case .layout: kind = 0
            case .orientation: kind = 1
            case .device: kind = 2
            case .modifier: kind = 3
            }
            if kinds.insert(kind).inserted { traits.append(PreviewTrait([value])) }
        }
        let view = self.view
        return Preview(name, traits: traits) { view }
    }
}

/// A view that is several previews in a `PreviewProvider` (a builder block, `Group`,
/// `ForEach`, a conditional) or that sets a preview trait on the previews inside.
@MainActor
internal protocol PreviewVariantSplitting {
    /// The previews this view makes.
    func previewVariants() -> [PreviewVariant]
}

extension TupleView: PreviewVariantSplitting {
    @MainActor internal func previewVariants() -> [PreviewVariant] {
        var variants: [PreviewVariant] = []
        for view in repeat each value {
            variants += PreviewVariant.variants(of: view)
        }
        return variants
    }
}

extension Group: PreviewVariantSplitting {
    @MainActor internal func previewVariants() -> [PreviewVariant] {
        PreviewVariant.variants(of: content)
    }
}

extension ForEach: PreviewVariantSplitting {
    @MainActor internal func previewVariants() -> [PreviewVariant] {
        items.flatMap { PreviewVariant.variants(of: $0.content) }
    }
}

extension _ConditionalContent: PreviewVariantSplitting {
    @MainActor internal func previewVariants() -> [PreviewVariant] {
        switch storage {
        case .trueContent(let view): PreviewVariant.variants(of: view)
        case .falseContent(let view): PreviewVariant.variants(of: view)
        }
    }
}

extension Optional: PreviewVariantSplitting where Wrapped: View {
    @MainActor internal func previewVariants() -> [PreviewVariant] {
        map { PreviewVariant.variants(of: $0) } ?? []
    }
}

extension EmptyView: PreviewVariantSplitting {
    @MainActor internal func previewVariants() -> [PreviewVariant] { [] }
}

extension ModifiedContent: PreviewVariantSplitting where Content: View, Modifier: ViewModifier {
    /// A preview trait modifier sets its trait on the previews inside (where they have
    /// none of that kind); any other modifier applies to each of them, as a modifier on a
    /// `Group` does.
    @MainActor internal func previewVariants() -> [PreviewVariant] {
        let inside = PreviewVariant.variants(of: content)
        if let trait = modifier as? _PreviewTraitModifier {
            guard let value = trait.value else { return inside }
            return inside.map { variant in
                var variant = variant
                variant.values.append(value)
                return variant
            }
        }
        if inside.count == 1, inside[0].values.isEmpty {
            return [PreviewVariant(view: AnyView(self))]
        }
        let modifier = self.modifier
        return inside.map { variant in
            var variant = variant
            variant.view = AnyView(variant.view.modifier(modifier))
            return variant
        }
    }
}
