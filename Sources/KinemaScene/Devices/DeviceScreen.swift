import Foundation
import KinemaCore

/// The screen of a device as a hosted view sees it (Kinema's own): its size in points,
/// its scale and the safe-area insets a full-screen `UIHostingController` gives its
/// root view.
///
/// Names are SwiftUI's ``PreviewDevice`` raw values (Xcode's simulator names, such as
/// `"iPhone 15"` or `"iPad Pro (11-inch) (4th generation)"`); ``named(_:)`` finds a
/// device by one of them, forgiving case, spaces and punctuation (`"iphone15"`) and a
/// missing generation (`"iPad Pro (11-inch)"`).
///
/// ```swift
/// let host = ViewHost(device: .iPhone15) { ContentView() }   // 393 x 852, insets 59 / 34
/// DeviceScreen.named("iPhone SE (3rd generation)")?.safeAreaInsets.top   // 20
/// ```
///
/// Sources (see the *Hosting like a device* article): sizes and scales from the device
/// screen-size table of Apple's Human Interface Guidelines (*Layout*, *Specifications*);
/// safe-area insets as UIKit reports them on each device's simulator (the
/// `safeAreaInsets` of a full-screen view, without bars), as recorded by the
/// dimmmensions data set and by swift-snapshot-testing's `ViewImageConfig` presets.
public struct DeviceScreen: Hashable, Sendable {
    /// The kind of device.
    public enum Idiom: String, Hashable, Sendable, CaseIterable {
        /// An iPhone.
        case phone
        /// An iPad.
        case pad
    }

    /// The device's name: a ``PreviewDevice`` raw value, as Xcode names the simulator.
    public let name: String
    /// The kind of device.
    public let idiom: Idiom
    /// The screen in portrait, in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// The safe-area insets in portrait, in points.
    public let safeAreaInsets: EdgeInsets
    /// The safe-area insets in landscape, in points (the same on either side, as every
    /// device in the table reports them).
    public let landscapeSafeAreaInsets: EdgeInsets

    /// Creates a device screen.
    /// - Parameters:
    ///   - name: The device's name.
    ///   - idiom: The kind of device.
    ///   - size: The screen in portrait, in points.
    ///   - scale: Pixels per point.
    ///   - safeAreaInsets: The safe-area insets in portrait.
    ///   - landscapeSafeAreaInsets: The safe-area insets in landscape.
    public init(
        name: String, idiom: Idiom, size: CGSize, scale: CGFloat, safeAreaInsets: EdgeInsets,
        landscapeSafeAreaInsets: EdgeInsets
    ) {
        self.name = name
        self.idiom = idiom
        self.size = size
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
    }

    /// The screen in an orientation, in points: portrait's width and height swapped in
    /// landscape.
    public func size(in orientation: InterfaceOrientation) -> CGSize {
        orientation.isLandscape ? CGSize(width: size.height, height: size.width) : size
    }

    /// The safe-area insets in an orientation. Upside down, the status bar is still at
    /// the top of the interface, so the insets are portrait's.
    public func safeAreaInsets(in orientation: InterfaceOrientation) -> EdgeInsets {
        orientation.isLandscape ? landscapeSafeAreaInsets : safeAreaInsets
    }

    /// The device whose name is `name`: an exact name, or one that differs only in case,
    /// spaces and punctuation, or a name without its trailing generation
    /// (`"iPad Pro (11-inch)"` finds `"iPad Pro (11-inch) (4th generation)"`).
    /// - Returns: The device, or `nil` when none matches (``names`` lists them).
    public static func named(_ name: String) -> DeviceScreen? {
        if let exact = all.first(where: { $0.name == name }) { return exact }
        let key = lookupKey(name)
        guard !key.isEmpty else { return nil }
        return all.first { lookupKey($0.name) == key }
            ?? all.first { lookupKey($0.family) == key }
    }

    /// The names of every device in the table, in its order.
    public static var names: [String] { all.map(\.name) }

    /// The name without a trailing generation: `"iPhone SE"` for
    /// `"iPhone SE (3rd generation)"`.
    internal var family: String {
        guard name.hasSuffix(" generation)"), let open = name.range(of: " (", options: .backwards)
        else { return name }
        return String(name[..<open.lowerBound])
    }

    /// `text` lowercased with everything but letters and digits removed.
    private static func lookupKey(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter(CharacterSet.alphanumerics.contains))
    }
}

extension InterfaceOrientation {
    /// Whether the orientation is a landscape one.
    internal var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

extension PreviewDevice {
    /// The screen of this device, if Kinema's table has it (see ``DeviceScreen/named(_:)``).
    public var screen: DeviceScreen? { DeviceScreen.named(rawValue) }
}
