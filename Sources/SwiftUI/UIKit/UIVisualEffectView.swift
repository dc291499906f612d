#if os(Linux)
    import Foundation
    import Kinema

    /// A visual effect, as UIKit's `UIVisualEffect`: a ``UIBlurEffect`` or a
    /// ``UIVibrancyEffect``.
    @MainActor
    open class UIVisualEffect {
        /// An effect.
        public init() {}

        /// The SwiftUI material it draws as.
        internal var material: Material { .regular }
    }

    /// A blur behind a view, as UIKit's `UIBlurEffect`. Kinema draws it as the SwiftUI
    /// material of the same thickness (see ``UIVisualEffectView``).
    @MainActor
    open class UIBlurEffect: UIVisualEffect {
        /// A blur's look, as UIKit's `UIBlurEffect.Style`.
        public enum Style: Int, Sendable {
            /// Extra light.
            case extraLight
            /// Light.
            case light
            /// Dark.
            case dark
            /// Regular (adapts to the interface style).
            case regular
            /// Prominent.
            case prominent
            /// The ultra-thin system material.
            case systemUltraThinMaterial
            /// The thin system material.
            case systemThinMaterial
            /// The system material.
            case systemMaterial
            /// The thick system material.
            case systemThickMaterial
            /// The chrome system material.
            case systemChromeMaterial
            /// The ultra-thin material, light.
            case systemUltraThinMaterialLight
            /// The thin material, light.
            case systemThinMaterialLight
            /// The material, light.
            case systemMaterialLight
            /// The thick material, light.
            case systemThickMaterialLight
            /// The chrome material, light.
            case systemChromeMaterialLight
            /// The ultra-thin material, dark.
            case systemUltraThinMaterialDark
            /// The thin material, dark.
            case systemThinMaterialDark
            /// The material, dark.
            case systemMaterialDark
            /// The thick material, dark.
            case systemThickMaterialDark
            /// The chrome material, dark.
            case systemChromeMaterialDark

            /// The SwiftUI material of the same thickness.
            internal var material: Material {
                switch self {
                case .systemUltraThinMaterial, .systemUltraThinMaterialLight,
                    .systemUltraThinMaterialDark:
                    .ultraThin
                case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark,
                    .extraLight, .light:
                    .thin
                case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark,
                    .prominent:
                    .thick
                case .systemChromeMaterial, .systemChromeMaterialLight,
                    .systemChromeMaterialDark:
                    .bar
                case .systemMaterial, .systemMaterialLight, .systemMaterialDark, .regular,
                    .dark:
                    .regular
                }
            }
        }

        /// The style.
        public let style: Style

        /// A blur of `style`.
        /// - Parameter style: The style.
        public init(style: Style) {
            self.style = style
            super.init()
        }

        override internal var material: Material { style.material }
    }

    /// Vibrancy over a blur, as UIKit's `UIVibrancyEffect`: drawn as its blur's material.
    @MainActor
    open class UIVibrancyEffect: UIVisualEffect {
        /// The blur it is over.
        public let blurEffect: UIBlurEffect

        /// Vibrancy over `blurEffect`.
        /// - Parameter blurEffect: The blur.
        public init(blurEffect: UIBlurEffect) {
            self.blurEffect = blurEffect
            super.init()
        }

        override internal var material: Material { blurEffect.material }
    }

    /// UIKit's view of a visual effect, as an iOS file sees it through `import SwiftUI`
    /// (`UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))`). Kinema draws
    /// it as a rectangle filled with the SwiftUI material of the effect's thickness
    /// (`.systemThinMaterial` as `.thinMaterial`, and so on), taking the size offered;
    /// nothing without an effect. Its content view is kept, not drawn.
    @MainActor
    open class UIVisualEffectView: UIView {
        /// The effect; `nil` draws nothing.
        open var effect: UIVisualEffect?
        /// The view to add content to.
        public let contentView = UIView()

        /// A view of `effect`.
        /// - Parameter effect: The effect.
        public init(effect: UIVisualEffect?) {
            self.effect = effect
            super.init(frame: .zero)
            addSubview(contentView)
        }

        /// A view of no effect with `frame`.
        /// - Parameter frame: The frame.
        public convenience override init(frame: CGRect) {
            self.init(effect: nil)
            self.frame = frame
        }

        /// A view from an archive: Linux has no archives.
        /// - Parameter coder: The archive (not read).
        public required init?(coder: NSCoder) { nil }

        /// The effect's material, filling the space offered.
        override internal func drawnContent() -> AnyView {
            guard let effect else { return AnyView(Color.clear) }
            return AnyView(Rectangle().fill(effect.material))
        }
    }
#endif
