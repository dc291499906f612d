import Foundation
import KinemaCore
import KinemaScene

extension DeviceScreen {
    /// The device `kinema preview --device NAME` names: a device of Kinema's table
    /// (``DeviceScreen/named(_:)``: its name in any case, with or without spaces and
    /// punctuation, or without its generation), else the one device whose name starts with
    /// `NAME` so compared (`ipad10`), or the newest of one family whose names start with
    /// it (`ipadpro11` is "iPad Pro (11-inch) (4th generation)"), else `WIDTHxHEIGHT` in
    /// points (`390x844`, each side 1...16384), a phone screen without a safe area.
    ///
    /// - Throws: ``UsageError`` naming `name` and the devices it could mean when it starts
    ///   several names, or every device when it is none of them.
    static func option(_ name: String) throws -> DeviceScreen {
        if let device = named(name) { return device }
        if let custom = custom(name) { return custom }
        let key = folded(name)
        let starting = key.isEmpty ? [] : all.filter { folded($0.name).hasPrefix(key) }
        // The table lists each family newest first.
        if let first = starting.first, starting.allSatisfy({ family($0) == family(first) }) {
            return first
        }
        if starting.count > 1 {
            throw UsageError(
                "'\(name)' could be " + starting.map { "'\($0.name)'" }.joined(separator: ", "))
        }
        throw UsageError(
            "'\(name)' is not a device Kinema knows: one of "
                + names.map { "'\($0)'" }.joined(separator: ", ") + ", or WIDTHxHEIGHT in points")
    }

    /// `WIDTHxHEIGHT` in whole or decimal points, each side 1...16384, as a phone screen
    /// without a safe area.
    private static func custom(_ text: String) -> DeviceScreen? {
        let sides = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard sides.count == 2, let width = parseDecimal(String(sides[0])),
            let height = parseDecimal(String(sides[1])),
            (1...16384).contains(width), (1...16384).contains(height)
        else { return nil }
        return DeviceScreen(
            name: text.lowercased(), idiom: .phone, size: CGSize(width: width, height: height),
            scale: 1, safeAreaInsets: EdgeInsets(), landscapeSafeAreaInsets: EdgeInsets())
    }

    /// The device's name without a trailing generation ("iPad Air" for
    /// "iPad Air (5th generation)").
    private static func family(_ device: DeviceScreen) -> String {
        guard device.name.hasSuffix(" generation)"),
            let open = device.name.range(of: " (", options: .backwards)
        else { return device.name }
        return String(device.name[..<open.lowerBound])
    }

    /// `name` in lowercase ASCII letters and digits only.
    private static func folded(_ name: String) -> String {
        String(
            name.lowercased().unicodeScalars.filter {
                $0.isASCII && CharacterSet.alphanumerics.contains($0)
            }.map(Character.init))
    }
}
