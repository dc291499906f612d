import Foundation
import KinemaCore

// The table of devices. Sizes (portrait points) and scales: Apple's Human Interface
// Guidelines, Layout, "Specifications: iOS, iPadOS device screen sizes"
// (developer.apple.com/design/human-interface-guidelines/layout). Safe-area insets: what
// UIKit reports on each simulator for a full-screen view without bars, as recorded by
// marcbouchenoire/dimmmensions (src/data/dimensions.json, generated from the simulators)
// and by pointfreeco/swift-snapshot-testing's `ViewImageConfig` presets
// (Sources/SnapshotTesting/Common/View.swift) and their users' presets for the Dynamic
// Island phones (59 points on top, 62 on the iPhone 16 Pro models). Home-button phones
// hide the status bar in landscape, so their landscape insets are zero.

extension DeviceScreen {
    /// iPhone 15: 393 x 852 points @3x, safe area 59 on top and 34 at the bottom.
    public static let iPhone15 = phone("iPhone 15", 393, 852, 3, top: 59, side: 59)
    /// iPhone 15 Plus: 430 x 932 points @3x, safe area 59 / 34.
    public static let iPhone15Plus = phone("iPhone 15 Plus", 430, 932, 3, top: 59, side: 59)
    /// iPhone 15 Pro: 393 x 852 points @3x, safe area 59 / 34.
    public static let iPhone15Pro = phone("iPhone 15 Pro", 393, 852, 3, top: 59, side: 59)
    /// iPhone 15 Pro Max: 430 x 932 points @3x, safe area 59 / 34.
    public static let iPhone15ProMax = phone(
        "iPhone 15 Pro Max", 430, 932, 3, top: 59, side: 59)
    /// iPhone 13: 390 x 844 points @3x, safe area 47 / 34.
    public static let iPhone13 = phone("iPhone 13", 390, 844, 3, top: 47, side: 47)
    /// iPhone SE (3rd generation): 375 x 667 points @2x, a 20-point status bar on top.
    public static let iPhoneSE = homeButtonPhone("iPhone SE (3rd generation)", 375, 667, 2)
    /// iPad Pro (11-inch) (4th generation): 834 x 1194 points @2x, safe area 24 / 20.
    public static let iPadPro11Inch = pad("iPad Pro (11-inch) (4th generation)", 834, 1194)
    /// iPad Pro (12.9-inch) (6th generation): 1024 x 1366 points @2x, safe area 24 / 20.
    public static let iPadPro12Inch = pad("iPad Pro (12.9-inch) (6th generation)", 1024, 1366)

    /// The device a preview shows by default, as Xcode's canvas does: ``iPhone15``.
    public static let `default` = iPhone15

    /// Every device Kinema knows, newest first within each family.
    public static let all: [DeviceScreen] = [
        phone("iPhone 16", 393, 852, 3, top: 59, side: 59),
        phone("iPhone 16 Plus", 430, 932, 3, top: 59, side: 59),
        phone("iPhone 16 Pro", 402, 874, 3, top: 62, side: 62),
        phone("iPhone 16 Pro Max", 440, 956, 3, top: 62, side: 62),
        iPhone15, iPhone15Plus, iPhone15Pro, iPhone15ProMax,
        phone("iPhone 14", 390, 844, 3, top: 47, side: 47),
        phone("iPhone 14 Plus", 428, 926, 3, top: 47, side: 47),
        phone("iPhone 14 Pro", 393, 852, 3, top: 59, side: 59),
        phone("iPhone 14 Pro Max", 430, 932, 3, top: 59, side: 59),
        phone("iPhone 13 mini", 375, 812, 3, top: 50, side: 50),
        iPhone13,
        phone("iPhone 13 Pro", 390, 844, 3, top: 47, side: 47),
        phone("iPhone 13 Pro Max", 428, 926, 3, top: 47, side: 47),
        phone("iPhone 12 mini", 375, 812, 3, top: 50, side: 50),
        phone("iPhone 12", 390, 844, 3, top: 47, side: 47),
        phone("iPhone 12 Pro", 390, 844, 3, top: 47, side: 47),
        phone("iPhone 12 Pro Max", 428, 926, 3, top: 47, side: 47),
        phone("iPhone 11", 414, 896, 2, top: 48, side: 48),
        phone("iPhone 11 Pro", 375, 812, 3, top: 44, side: 44),
        phone("iPhone 11 Pro Max", 414, 896, 3, top: 44, side: 44),
        phone("iPhone XR", 414, 896, 2, top: 48, side: 48),
        phone("iPhone XS", 375, 812, 3, top: 44, side: 44),
        phone("iPhone XS Max", 414, 896, 3, top: 44, side: 44),
        phone("iPhone X", 375, 812, 3, top: 44, side: 44),
        iPhoneSE,
        homeButtonPhone("iPhone SE (2nd generation)", 375, 667, 2),
        homeButtonPhone("iPhone 8", 375, 667, 2),
        homeButtonPhone("iPhone 8 Plus", 414, 736, 3),
        iPadPro11Inch,
        pad("iPad Pro (11-inch) (3rd generation)", 834, 1194),
        iPadPro12Inch,
        pad("iPad Pro (12.9-inch) (5th generation)", 1024, 1366),
        pad("iPad Air (5th generation)", 820, 1180),
        pad("iPad Air (4th generation)", 820, 1180),
        pad("iPad (10th generation)", 820, 1180),
        pad("iPad mini (6th generation)", 744, 1133),
        homeButtonPad("iPad (9th generation)", 810, 1080),
        homeButtonPad("iPad Pro (9.7-inch)", 768, 1024),
    ]

    /// A Face ID phone: `top` on top and 34 (the home indicator) at the bottom in
    /// portrait; `side` on both sides and 21 at the bottom in landscape.
    private static func phone(
        _ name: String, _ width: CGFloat, _ height: CGFloat, _ scale: CGFloat, top: CGFloat,
        side: CGFloat
    ) -> DeviceScreen {
        DeviceScreen(
            name: name, idiom: .phone, size: CGSize(width: width, height: height), scale: scale,
            safeAreaInsets: EdgeInsets(top: top, leading: 0, bottom: 34, trailing: 0),
            landscapeSafeAreaInsets: EdgeInsets(top: 0, leading: side, bottom: 21, trailing: side))
    }

    /// A home-button phone: the 20-point status bar on top in portrait, nothing in
    /// landscape.
    private static func homeButtonPhone(
        _ name: String, _ width: CGFloat, _ height: CGFloat, _ scale: CGFloat
    ) -> DeviceScreen {
        DeviceScreen(
            name: name, idiom: .phone, size: CGSize(width: width, height: height), scale: scale,
            safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
            landscapeSafeAreaInsets: EdgeInsets())
    }

    /// A Face ID iPad @2x: 24 on top and 20 at the bottom in both orientations.
    private static func pad(_ name: String, _ width: CGFloat, _ height: CGFloat) -> DeviceScreen {
        let insets = EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)
        return DeviceScreen(
            name: name, idiom: .pad, size: CGSize(width: width, height: height), scale: 2,
            safeAreaInsets: insets, landscapeSafeAreaInsets: insets)
    }

    /// A home-button iPad @2x: the 20-point status bar on top in both orientations.
    private static func homeButtonPad(_ name: String, _ width: CGFloat, _ height: CGFloat)
        -> DeviceScreen
    {
        let insets = EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
        return DeviceScreen(
            name: name, idiom: .pad, size: CGSize(width: width, height: height), scale: 2,
            safeAreaInsets: insets, landscapeSafeAreaInsets: insets)
    }
}
