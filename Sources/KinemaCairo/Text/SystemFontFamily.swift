import CCairo
import Foundation
import KinemaGraphics

/// The family Kinema draws the system font in (`Font.system`, text with no font set):
/// the preferred family when fontconfig has it, DejaVu Sans otherwise.
///
/// The preferred family is "Inter Display" (Debian's `fonts-inter`, which `scripts/setup.sh`
/// installs): of the freely licensed families Debian ships, its widths are closest to SF
/// Pro's, the font SwiftUI draws the system font in on Apple platforms (the *Text metrics*
/// article has the measurements and their sources). SF Pro itself cannot be shipped.
///
/// The family is looked up once per process in fontconfig's list of installed families.
/// A machine without it draws the system font in DejaVu Sans (`fonts-dejavu-core`), whose
/// glyphs are about 15% wider, and ``diagnostic`` says so; text is then wider than
/// SwiftUI's, so layouts that fit text differ.
public enum SystemFontFamily {
    /// "Inter Display": the family chosen by measurement against SF Pro.
    public static let preferred = "Inter Display"

    /// "DejaVu Sans": the family used when ``preferred`` is not installed.
    public static let fallback = "DejaVu Sans"

    /// The family the system font is drawn in on this machine: ``preferred`` when it is
    /// installed, ``fallback`` otherwise.
    public static let resolved: String = family(among: installedFamilies())

    /// Why the system font is not drawn in ``preferred`` on this machine, or `nil` when it
    /// is.
    public static var diagnostic: SceneDiagnostic? { diagnostic(drawingIn: resolved) }

    /// The family the system font is drawn in on a machine with the font families
    /// `installed`: ``preferred`` when it is among them, ``fallback`` otherwise.
    public static func family(among installed: Set<String>) -> String {
        installed.contains(preferred) ? preferred : fallback
    }

    /// Why the system font drawn in `family` is not SwiftUI-like, or `nil` for
    /// ``preferred``.
    public static func diagnostic(drawingIn family: String) -> SceneDiagnostic? {
        guard family != preferred else { return nil }
        return SceneDiagnostic(
            message: "The system font is drawn in \(family): the font family \(preferred) "
                + "is not installed (Debian's fonts-inter; scripts/setup.sh installs it), so "
                + "text is wider than SwiftUI's SF Pro")
    }

    /// The names of the font families fontconfig lists, through a Pango font map of its
    /// own.
    static func installedFamilies() -> Set<String> {
        let fontMap = pango_cairo_font_map_new()
        defer { g_object_unref(UnsafeMutableRawPointer(fontMap)) }
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &families, &count)
        defer { g_free(families) }
        var names = Set<String>()
        for index in 0..<Int(count) {
            if let family = families?[index], let name = pango_font_family_get_name(family) {
                names.insert(String(cString: name))
            }
        }
        return names
    }
}
