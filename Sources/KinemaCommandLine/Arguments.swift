import Foundation

/// A mistake in how the command was called; exit status 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

/// A failure while doing the work (files, directories, ffmpeg); exit status 1.
struct RuntimeError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

/// The options a subcommand accepts: flags and options that take a value.
struct OptionSpec {
    let command: String
    let valueOptions: Set<String>
    let flags: Set<String>
}

/// A parsed command line: option values, flags and positional arguments, in order.
struct ParsedArguments {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []
    var wantsHelp = false

    /// Parses `arguments` against `spec`; `--name=value` and `--name value` both work,
    /// `--` ends the options.
    init(_ arguments: [String], spec: OptionSpec) throws {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "--help" || argument == "-h" {
                wantsHelp = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if spec.flags.contains(name) && inlineValue == nil {
                flags.insert(name)
            } else if spec.valueOptions.contains(name) {
                if let inlineValue {
                    values[name] = inlineValue
                } else {
                    guard index < arguments.count else {
                        throw UsageError("\(spec.command): option '\(name)' needs a value")
                    }
                    values[name] = arguments[index]
                    index += 1
                }
            } else {
                throw UsageError("\(spec.command): unknown option '\(argument)'")
            }
        }
    }

    /// The one positional argument of a command that takes exactly one (a package's or a
    /// render's folder).
    ///
    /// - Parameters:
    ///   - command: The subcommand, for the messages.
    ///   - question: What to ask for when it is missing, such as "which folder? (...)".
    /// - Throws: ``UsageError`` when there is none, or naming the first one too many.
    func onlyPositional(command: String, question: String) throws -> String {
        guard let argument = positionals.first else {
            throw UsageError("\(command): \(question)")
        }
        if positionals.count > 1 {
            throw UsageError("\(command): unexpected argument '\(positionals[1])'")
        }
        return argument
    }

    /// The value of `name` as a decimal number (see ``parseDecimal(_:)``), or `nil` when
    /// absent; a value that is not one is a usage error saying that `name` needs `what`.
    func number(_ name: String, command: String, what: String) throws -> Double? {
        guard let text = values[name] else { return nil }
        guard let value = parseDecimal(text) else {
            throw UsageError("\(command): \(name) needs \(what), but got '\(text)'")
        }
        return value
    }

    /// The value of `name` as a whole number (see ``parseInteger(_:)``), or `nil` when absent.
    func integer(_ name: String, command: String) throws -> Int? {
        guard let text = values[name] else { return nil }
        guard let value = parseInteger(text) else {
            throw UsageError(
                "\(command): \(name) needs a whole number of at most \(Int.max), but got "
                    + "'\(text)'")
        }
        return value
    }

    /// The value of `name`, which must not be empty, or `nil` when absent.
    func nonEmpty(_ name: String, command: String, what: String) throws -> String? {
        guard let text = values[name] else { return nil }
        guard !text.isEmpty else {
            throw UsageError("\(command): \(name) needs \(what), but got an empty string")
        }
        return text
    }
}

/// A decimal number written plainly: an optional `-`, digits with an optional fraction
/// (`12`, `0.5`, `.5`, `2.`) and an optional exponent (`1e-3`); finite. Hexadecimal
/// (`0x10`), a leading `+`, spaces, `inf` and `nan` are refused, although Swift's
/// `Double(_:)` accepts some of them.
func parseDecimal(_ text: String) -> Double? {
    var rest = Substring(text)
    if rest.first == "-" { rest = rest.dropFirst() }
    let mantissa = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
    let digits = mantissa.filter { $0 != "." }
    guard !digits.isEmpty, mantissa.count - digits.count <= 1 else { return nil }
    rest = rest.dropFirst(mantissa.count)
    if let marker = rest.first, marker == "e" || marker == "E" {
        rest = rest.dropFirst()
        if let sign = rest.first, sign == "-" || sign == "+" { rest = rest.dropFirst() }
        guard !rest.isEmpty, rest.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        rest = ""
    }
    guard rest.isEmpty, let value = Double(text), value.isFinite else { return nil }
    return value
}

/// A whole number written plainly: an optional `-` and ASCII digits, within `Int`'s range
/// (no `+`, no spaces, no other bases).
func parseInteger(_ text: String) -> Int? {
    let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int(text)
}

/// Parses `WxH`, such as `640x480`; the numbers may be any integers (checked later).
func parseSize(_ text: String, command: String) throws -> (Int, Int) {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = parseInteger(String(parts[0])),
        let height = parseInteger(String(parts[1]))
    else {
        throw UsageError("\(command): --size needs WIDTHxHEIGHT such as 640x480, but got '\(text)'")
    }
    return (width, height)
}

/// Parses `A..B` (inclusive frame indices), such as `0..59`.
func parseFrameRange(_ text: String, command: String) throws -> (Int, Int) {
    let parts = text.components(separatedBy: "..")
    guard parts.count == 2, let first = parseInteger(parts[0]), let last = parseInteger(parts[1])
    else {
        throw UsageError("\(command): --frames needs FIRST..LAST such as 0..59, but got '\(text)'")
    }
    return (first, last)
}
