import Foundation
import KinemaScene

/// The screen of a device a preview is shown on: its size in points, in portrait, and the
/// size classes its full-screen apps see (Kinema's own, for `kinema preview --device` and a
/// provider's `previewDevice(_:)`).
///
/// A small table of the devices people preview on most, named as Xcode names them, and any
/// `WIDTHxHEIGHT` in points.
struct PreviewDeviceScreen: Equatable, Sendable {
    /// The device's name, as Xcode shows it ("iPhone 15"), or `WIDTHxHEIGHT`.
    let name: String
    /// The screen in portrait, in points.
    let size: CGSize
    /// The horizontal size class in landscape: regular on the larger iPhones and on iPads.
    let landscapeWidthClass: UserInterfaceSizeClass
    /// Whether it is an iPad (regular size classes both ways, in both orientations).
    let isPad: Bool

    private init(
        _ name: String, _ width: CGFloat, _ height: CGFloat,
        landscapeWidth: UserInterfaceSizeClass = .compact, isPad: Bool = false
    ) {
        self.name = name
        self.size = CGSize(width: width, height: height)
        self.landscapeWidthClass = isPad ? .regular : landscapeWidth
        self.isPad = isPad
    }

    /// The screen when no device is named: an iPhone 15's (``PreviewLayout/deviceSize``).
    static let standard = PreviewDeviceScreen(
        "iPhone 15", PreviewLayout.deviceSize.width, PreviewLayout.deviceSize.height)

    /// The devices known by name: screens in points from Apple's device specifications.
    static let known: [PreviewDeviceScreen] = [
        PreviewDeviceScreen("iPhone SE (3rd generation)", 375, 667),
        standard,
        PreviewDeviceScreen("iPhone 15 Plus", 430, 932, landscapeWidth: .regular),
        PreviewDeviceScreen("iPhone 15 Pro", 393, 852),
        PreviewDeviceScreen("iPhone 15 Pro Max", 430, 932, landscapeWidth: .regular),
        PreviewDeviceScreen("iPhone 16 Pro", 402, 874),
        PreviewDeviceScreen("iPhone 16 Pro Max", 440, 956, landscapeWidth: .regular),
        PreviewDeviceScreen("iPad mini (6th generation)", 744, 1133, isPad: true),
        PreviewDeviceScreen("iPad (10th generation)", 820, 1180, isPad: true),
        PreviewDeviceScreen("iPad Pro 11-inch (M4)", 834, 1210, isPad: true),
        PreviewDeviceScreen("iPad Pro 13-inch (M4)", 1032, 1376, isPad: true),
    ]

    /// The screen named `name`: a known device, its name compared in lowercase letters and
    /// digits only (`iphone15` is "iPhone 15") or by the start of one name alone
    /// (`ipadmini`), or `WIDTHxHEIGHT` in points (`390x844`, each side 1...16384).
    ///
    /// - Throws: ``UsageError`` naming `name` and the known devices when it is none of them,
    ///   or the devices it could mean when it starts several names.
    static func named(_ name: String) throws -> PreviewDeviceScreen {
        if let custom = custom(name) { return custom }
        let key = folded(name)
        if let exact = known.first(where: { folded($0.name) == key }) { return exact }
        let starting = key.isEmpty ? [] : known.filter { folded($0.name).hasPrefix(key) }
        if starting.count == 1 { return starting[0] }
        if starting.count > 1 {
            throw UsageError(
                "'\(name)' could be "
                    + starting.map { "'\($0.name)'" }.joined(separator: ", "))
        }
        throw UsageError(
            "'\(name)' is not a device Kinema knows: one of "
                + known.map { "'\($0.name)'" }.joined(separator: ", ")
                + ", or WIDTHxHEIGHT in points")
    }

    /// `WIDTHxHEIGHT` in whole or decimal points, each side 1...16384, as a screen.
    private static func custom(_ text: String) -> PreviewDeviceScreen? {
        let sides = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard sides.count == 2, let width = parseDecimal(String(sides[0])),
            let height = parseDecimal(String(sides[1])),
            (1...16384).contains(width), (1...16384).contains(height)
        else { return nil }
        return PreviewDeviceScreen(text.lowercased(), width, height)
    }

    /// `name` in lowercase ASCII letters and digits only.
    private static func folded(_ name: String) -> String {
        String(
            name.lowercased().unicodeScalars.filter {
                $0.isASCII && CharacterSet.alphanumerics.contains($0)
            }.map(Character.init))
    }

    /// The size classes of an app filling this screen in `orientation`: an iPhone is compact
    /// wide and regular high in portrait, compact high in landscape (regular wide on the
    /// larger ones); an iPad is regular both ways.
    func sizeClasses(in orientation: InterfaceOrientation) -> (
        horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass
    ) {
        if isPad { return (.regular, .regular) }
        switch orientation {
        case .portrait, .portraitUpsideDown: return (.compact, .regular)
        case .landscapeLeft, .landscapeRight: return (landscapeWidthClass, .compact)
        }
    }
}
