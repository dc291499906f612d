import KinemaCore

// SwiftUI's colours as shape-style members, so that `.fill(.red)`,
// `.stroke(.mint, lineWidth: 2)` and `.background(.teal)` find them where a generic
// `ShapeStyle` is expected. Each is the `Color` of the same name.

nonisolated extension ShapeStyle where Self == Color {
    /// Black (`Color.black`).
    public static var black: Color { Color.black }
    /// White (`Color.white`).
    public static var white: Color { Color.white }
    /// The system gray (`Color.gray`).
    public static var gray: Color { Color.gray }
    /// The system red (`Color.red`).
    public static var red: Color { Color.red }
    /// The system orange (`Color.orange`).
    public static var orange: Color { Color.orange }
    /// The system yellow (`Color.yellow`).
    public static var yellow: Color { Color.yellow }
    /// The system green (`Color.green`).
    public static var green: Color { Color.green }
    /// The system mint (`Color.mint`).
    public static var mint: Color { Color.mint }
    /// The system teal (`Color.teal`).
    public static var teal: Color { Color.teal }
    /// The system cyan (`Color.cyan`).
    public static var cyan: Color { Color.cyan }
    /// The system blue (`Color.blue`).
    public static var blue: Color { Color.blue }
    /// The system indigo (`Color.indigo`).
    public static var indigo: Color { Color.indigo }
    /// The system purple (`Color.purple`).
    public static var purple: Color { Color.purple }
    /// The system pink (`Color.pink`).
    public static var pink: Color { Color.pink }
    /// The system brown (`Color.brown`).
    public static var brown: Color { Color.brown }
    /// Fully transparent (`Color.clear`).
    public static var clear: Color { Color.clear }
}
