import Foundation
import KinemaCore
import KinemaScene

/// A library of Metal shader functions, as SwiftUI's `ShaderLibrary`: functions are
/// looked up by name (`ShaderLibrary.ripple`, `ShaderLibrary.default.noise`).
///
/// Metal does not exist on Linux: a shader made from a library compiles and keeps its
/// function's name and arguments, and the effects that run it (`colorEffect`,
/// `layerEffect`, `distortionEffect`) draw their content without it, with a diagnostic
/// naming the function.
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, Sendable {
    private let source: String

    private init(source: String) { self.source = source }

    /// The app's default library (its main bundle's `default.metallib`).
    public static let `default` = ShaderLibrary(source: "default")

    /// The default library of a bundle.
    /// - Parameter bundle: The bundle.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary {
        ShaderLibrary(source: bundle.bundlePath)
    }

    /// A library read from a `.metallib` file.
    /// - Parameter url: The file.
    public init(url: URL) { self.init(source: url.path) }

    /// A library from the contents of a `.metallib` file.
    /// - Parameter data: The contents.
    public init(data: Data) { self.init(source: "data (\(data.count) bytes)") }

    /// The function `name` of this library.
    public subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: self, name: name)
    }

    /// The function `name` of the default library.
    public static subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: .default, name: name)
    }
}

/// A function of a shader library, as SwiftUI's `ShaderFunction`: call it with its
/// arguments to make a ``Shader``.
@dynamicMemberLookup
public struct ShaderFunction: Equatable, Sendable {
    /// The library the function is in.
    public var library: ShaderLibrary
    /// The function's name.
    public var name: String

    /// A function of a library by name.
    /// - Parameters:
    ///   - library: The library.
    ///   - name: The function's name.
    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    /// The shader of this function with `arguments`.
    public func callAsFunction(_ arguments: Shader.Argument...) -> Shader {
        Shader(function: self, arguments: arguments)
    }

    /// The function `name` of the same library (`ShaderLibrary.default.effects.glow` reads
    /// as the function named `glow`).
    public subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: library, name: name)
    }
}

/// A shader function with its arguments, as SwiftUI's `Shader` (see ``ShaderLibrary``:
/// Kinema keeps it, and cannot run it).
public struct Shader: Equatable, Sendable {
    /// The function.
    public var function: ShaderFunction
    /// The arguments after the ones SwiftUI passes itself (position, colour, layer).
    public var arguments: [Argument]
    /// Whether the shader's output is dithered.
    public var dithersByDefault = true

    /// A shader of `function` with `arguments`.
    /// - Parameters:
    ///   - function: The function.
    ///   - arguments: Its arguments.
    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// One argument of a shader function, as SwiftUI's `Shader.Argument`.
    public struct Argument: Equatable, Sendable {
        private enum Value: Equatable, Sendable {
            case floats([Double])
            case colors([Color])
            case image(Image)
            case data(Data)
            case boundingRect
        }

        private let value: Value

        private init(_ value: Value) { self.value = value }

        /// A float.
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument {
            Argument(.floats([Double(x)]))
        }

        /// Two floats.
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument {
            Argument(.floats([Double(x), Double(y)]))
        }

        /// A point as two floats.
        public static func float2(_ point: CGPoint) -> Argument { float2(point.x, point.y) }

        /// A size as two floats.
        public static func float2(_ size: CGSize) -> Argument { float2(size.width, size.height) }

        /// Three floats.
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
            Argument(.floats([Double(x), Double(y), Double(z)]))
        }

        /// Four floats.
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T)
            -> Argument
        {
            Argument(.floats([Double(x), Double(y), Double(z), Double(w)]))
        }

        /// An array of floats.
        public static func floatArray(_ array: [Float]) -> Argument {
            Argument(.floats(array.map(Double.init)))
        }

        /// A colour.
        public static func color(_ color: Color) -> Argument { Argument(.colors([color])) }

        /// An array of colours.
        public static func colorArray(_ array: [Color]) -> Argument { Argument(.colors(array)) }

        /// An image.
        public static func image(_ image: Image) -> Argument { Argument(.image(image)) }

        /// Raw bytes.
        public static func data(_ data: Data) -> Argument { Argument(.data(data)) }

        /// The bounding rectangle of the view the shader draws, as four floats.
        public static let boundingRect = Argument(.boundingRect)
    }
}
