import Foundation
import KinemaScene

/// How `kinema preview` renders previews: the options the command takes and hands on to the
/// package's preview runner.
struct PreviewOptions: Equatable {
    /// Only previews whose name, file, module or provider contains this (any case).
    var filter: String?
    /// Pixels per point.
    var scale = 1.0
    /// The length of every preview, in seconds; `nil` for "until it settles".
    var duration: Double?
    /// The longest a preview that does not settle runs, in seconds.
    var maximumDuration = 5.0
    /// Frames per second.
    var fps = 30.0
    /// The device a preview is shown on (the screen and safe area of the device layout,
    /// the size classes), unless the preview chose one; `nil` for an iPhone 15.
    var device: DeviceScreen?
    /// Light or dark.
    var colorScheme = ColorScheme.light
    /// Whether a sprite sheet is written for each preview.
    var sheet = false

    /// The options that take a value, and the flags, as `kinema preview` and the runner
    /// accept them.
    static let valueOptions: Set<String> = [
        "--filter", "--scale", "--duration", "--max-duration", "--fps", "--device",
        "--color-scheme",
    ]
    static let flags: Set<String> = ["--sheet"]

    /// The options in `parsed`, checked.
    ///
    /// - Throws: ``UsageError`` naming the option and the values it takes.
    init(_ parsed: ParsedArguments, command: String) throws {
        filter = try parsed.nonEmpty("--filter", command: command, what: "a name")
        if let scale = try parsed.number("--scale", command: command, what: "a number") {
            guard scale > 0, scale <= 8 else {
                throw UsageError(
                    "\(command): --scale must be more than 0 and at most 8, but is \(scale)")
            }
            self.scale = scale
        }
        if let fps = try parsed.number("--fps", command: command, what: "a number") {
            guard fps >= 1, fps <= 240 else {
                throw UsageError("\(command): --fps must be 1...240, but is \(fps)")
            }
            self.fps = fps
        }
        duration = try Self.seconds("--duration", parsed, command: command)
        maximumDuration = try Self.seconds("--max-duration", parsed, command: command) ?? 5
        if let name = try parsed.nonEmpty("--device", command: command, what: "a device name") {
            do {
                device = try DeviceScreen.option(name)
            } catch let error as UsageError {
                throw UsageError("\(command): --device \(error)")
            }
        }
        if let scheme = parsed.values["--color-scheme"] {
            switch scheme {
            case "light": colorScheme = .light
            case "dark": colorScheme = .dark
            default:
                throw UsageError(
                    "\(command): --color-scheme must be light or dark, but is '\(scheme)'")
            }
        }
        sheet = parsed.flags.contains("--sheet")
    }

    init() {}

    /// The value of the option `name`, in seconds: more than 0, at most 60.
    private static func seconds(_ name: String, _ parsed: ParsedArguments, command: String)
        throws -> Double?
    {
        guard let value = try parsed.number(name, command: command, what: "seconds") else {
            return nil
        }
        guard value > 0, value <= 60 else {
            throw UsageError(
                "\(command): \(name) must be more than 0 and at most 60 s, but is \(value)")
        }
        return value
    }

    /// The options again as arguments, for the runner.
    var arguments: [String] {
        var arguments = [
            "--scale", "\(scale)", "--fps", "\(fps)", "--max-duration", "\(maximumDuration)",
        ]
        if let filter { arguments += ["--filter", filter] }
        if let duration { arguments += ["--duration", "\(duration)"] }
        if let device { arguments += ["--device", device.name] }
        arguments += ["--color-scheme", colorScheme == .dark ? "dark" : "light"]
        if sheet { arguments.append("--sheet") }
        return arguments
    }

    /// The usage lines of these options.
    static let usage = """
          --filter NAME      only previews whose name, file, module or PreviewProvider
                             contains NAME (any case)
          --scale S          pixels per point, 0 < S <= 8 (default: 1)
          --duration D       render D seconds of every preview (default: until it settles,
                             at most --max-duration)
          --max-duration D   the longest a preview that keeps moving runs (default: 5)
          --fps F            frames per second, 1...240 (default: 30)
          --device NAME      the device a preview is shown on: the screen and safe area of
                             the device layout, the size classes (default: iPhone 15,
                             393x852 points). Xcode's names, from iPhone 8 and iPad (9th
                             generation) to iPhone 16 Pro Max, in any case, spaces
                             optional, with or without the generation, or the start of one
                             (iphone15, iphonese, iphone16promax, ipadmini, ipadair5,
                             ipadpro11inch); or WIDTHxHEIGHT in points (no safe area). A
                             PreviewProvider's previewDevice wins.
          --color-scheme light|dark
                             the environment's color scheme and the background (default:
                             light)
          --sheet            also write a sprite sheet (sheet.png + sheet.json) per preview
        """

    /// Whether `preview` passes ``filter``.
    @MainActor
    func includes(_ preview: Preview) -> Bool {
        guard let filter = filter?.lowercased() else { return true }
        let source = preview.source
        let texts = [
            preview.displayName, source?.location?.fileID, source?.moduleName,
            source?.providerType, source?.description,
        ]
        return texts.contains { $0?.lowercased().contains(filter) == true }
    }
}
