import KinemaScene

/// The working colour space of offscreen drawing — a `Canvas` or a
/// `drawingGroup(opaque:colorMode:)` — as SwiftUI's `ColorRenderingMode`.
///
/// Kinema draws 8 bits per component in non-linear sRGB whatever the mode: ``linear`` and
/// ``extendedLinear`` are accepted and drawn as ``nonLinear``.
public enum ColorRenderingMode: Hashable, Sendable {
    /// Non-linear sRGB, 8 bits per component (the default, and what Kinema draws).
    case nonLinear
    /// Linear sRGB (drawn as ``nonLinear`` by Kinema).
    case linear
    /// Extended linear sRGB (drawn as ``nonLinear`` by Kinema).
    case extendedLinear
}
