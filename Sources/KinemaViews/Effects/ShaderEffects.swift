import Foundation
import KinemaCore
import KinemaScene

nonisolated extension View {
    /// Recolours every pixel of the view with a shader function, as SwiftUI's
    /// `colorEffect(_:isEnabled:)`. Metal shaders do not run on Linux: the view is drawn
    /// as it is, and an enabled effect records a diagnostic naming the function.
    /// - Parameters:
    ///   - shader: The shader.
    ///   - isEnabled: Whether the effect applies.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true)
        -> ModifiedContent<Self, _PassThroughModifier>
    {
        modifier(unrunShader("colorEffect", shader, isEnabled: isEnabled))
    }

    /// Moves every pixel of the view by a shader function, as SwiftUI's
    /// `distortionEffect(_:maxSampleOffset:isEnabled:)`: drawn as it is on Linux, with a
    /// diagnostic (see ``colorEffect(_:isEnabled:)``).
    /// - Parameters:
    ///   - shader: The shader.
    ///   - maxSampleOffset: How far a pixel may move.
    ///   - isEnabled: Whether the effect applies.
    public func distortionEffect(
        _ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true
    ) -> ModifiedContent<Self, _PassThroughModifier> {
        modifier(unrunShader("distortionEffect", shader, isEnabled: isEnabled))
    }

    /// Computes every pixel of the view from its layer with a shader function, as
    /// SwiftUI's `layerEffect(_:maxSampleOffset:isEnabled:)`: drawn as it is on Linux,
    /// with a diagnostic (see ``colorEffect(_:isEnabled:)``).
    /// - Parameters:
    ///   - shader: The shader.
    ///   - maxSampleOffset: How far from a pixel the shader may read.
    ///   - isEnabled: Whether the effect applies.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
        -> ModifiedContent<Self, _PassThroughModifier>
    {
        modifier(unrunShader("layerEffect", shader, isEnabled: isEnabled))
    }
}

/// The pass-through of a shader effect: its diagnostic when enabled.
private func unrunShader(_ effect: String, _ shader: Shader, isEnabled: Bool)
    -> _PassThroughModifier
{
    guard isEnabled else { return _PassThroughModifier() }
    return _PassThroughModifier(
        diagnostic: "\(effect)(ShaderLibrary.\(shader.function.name)): Metal shaders do not "
            + "run on Linux; the view is drawn without the effect")
}

extension VisualEffect {
    /// A shader's recolouring in a `visualEffect` chain: the chain unchanged on Linux,
    /// where Metal shaders do not run (see ``View/colorEffect(_:isEnabled:)``).
    /// - Parameters:
    ///   - shader: The shader.
    ///   - isEnabled: Whether the effect applies.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect {
        self
    }

    /// A shader's distortion in a `visualEffect` chain: the chain unchanged on Linux.
    /// - Parameters:
    ///   - shader: The shader.
    ///   - maxSampleOffset: How far a pixel may move.
    ///   - isEnabled: Whether the effect applies.
    public func distortionEffect(
        _ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true
    ) -> some VisualEffect { self }

    /// A shader's layer effect in a `visualEffect` chain: the chain unchanged on Linux.
    /// - Parameters:
    ///   - shader: The shader.
    ///   - maxSampleOffset: How far from a pixel the shader may read.
    ///   - isEnabled: Whether the effect applies.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
        -> some VisualEffect
    { self }
}
