#if os(Linux)
    import Foundation
    import Kinema

    /// UIKit's image, as an iOS file sees it through `import SwiftUI`
    /// (`Image(uiImage: UIImage(named: "hero")!)`). It holds a PNG file Kinema draws:
    /// there are no asset catalogues on Linux, so `UIImage(named:)` finds `name.png` (or
    /// `name@2x.png`, `name@3x.png`) among a bundle's resources.
    public final class UIImage: Sendable {
        /// The image as a view's image.
        internal let image: Image
        /// The size in points: the pixel size divided by ``scale``.
        public let size: CGSize
        /// Pixels per point: 2 or 3 for a file named `@2x` or `@3x`, else 1.
        public let scale: CGFloat

        private init(image: Image, size: CGSize, scale: CGFloat) {
            self.image = image
            self.size = size
            self.scale = scale
        }

        /// The PNG file at `path`; `nil` when it is not a readable PNG file.
        /// - Parameter path: The file's path.
        public convenience init?(contentsOfFile path: String) {
            guard let pixels = Self.pixelSize(ofPNGAt: path) else { return nil }
            let scale: CGFloat =
                path.hasSuffix("@3x.png") ? 3 : path.hasSuffix("@2x.png") ? 2 : 1
            let size = CGSize(width: pixels.width / scale, height: pixels.height / scale)
            self.init(image: Image(contentsOfFile: path, size: size), size: size, scale: scale)
        }

        /// The image `name` of a bundle's resources (the main bundle's when `nil`): the
        /// first of `name.png`, `name@3x.png` and `name@2x.png` there; `nil` when there
        /// is none.
        /// - Parameters:
        ///   - name: The image's name.
        ///   - bundle: The bundle; the main bundle when `nil`.
        public convenience init?(named name: String, in bundle: Bundle? = nil) {
            let bundle = bundle ?? .main
            for candidate in [name, name + "@3x", name + "@2x"] {
                if let path = bundle.path(forResource: candidate, ofType: "png") {
                    self.init(contentsOfFile: path)
                    return
                }
            }
            return nil
        }

        /// An SF Symbol by name, drawn with Kinema's design of it (see
        /// `Image(systemName:)`): its size is the symbol's in the body font at the medium
        /// scale, UIKit's default configuration. A symbol Kinema has no design for is not
        /// `nil` (files force-unwrap SF Symbols): it is the placeholder, 17 points square.
        /// - Parameter systemName: The symbol's name.
        public convenience init?(systemName: String) {
            let size = Image.symbolSize(systemName: systemName) ?? CGSize(width: 17, height: 17)
            self.init(image: Image(systemName: systemName), size: size, scale: 1)
        }

        /// The pixel size from a PNG file's header; `nil` unless the file starts with the
        /// PNG signature and an image header.
        private static func pixelSize(ofPNGAt path: String) -> CGSize? {
            guard let file = FileHandle(forReadingAtPath: path) else { return nil }
            defer { try? file.close() }
            guard let header = try? file.read(upToCount: 24), header.count == 24 else {
                return nil
            }
            let bytes = [UInt8](header)
            let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
            guard Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8)
            else { return nil }
            func word(_ at: Int) -> Int {
                bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            }
            let width = word(16)
            let height = word(20)
            guard width > 0, height > 0 else { return nil }
            return CGSize(width: width, height: height)
        }
    }

    extension Image {
        /// The image of a UIKit image, as SwiftUI's `Image(uiImage:)`.
        /// - Parameter uiImage: The image.
        public init(uiImage: UIImage) {
            self = uiImage.image
        }
    }
#endif
