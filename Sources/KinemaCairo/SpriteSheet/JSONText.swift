/// A JSON value that keeps the order of object keys, for atlas files people also read.
indirect enum JSONText {
    case object([(String, JSONText)])
    case array([JSONText])
    case string(String)
    case integer(Int)
    /// A finite number, written as Swift's shortest round-trip decimal (non-finite: `null`).
    case number(Double)
    case boolean(Bool)

    /// The value as indented JSON text (two spaces; small objects on one line).
    func serialized(indent: String = "") -> String {
        switch self {
        case .string(let value): return Self.quoted(value)
        case .integer(let value): return String(value)
        case .number(let value): return value.isFinite ? "\(value)" : "null"
        case .boolean(let value): return value ? "true" : "false"
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            let inner = indent + "  "
            let lines = items.map { inner + $0.serialized(indent: inner) }
            return "[\n" + lines.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            if members.allSatisfy({ $0.1.isScalar }) && members.count <= 4 {
                let parts = members.map { Self.quoted($0.0) + ": " + $0.1.serialized() }
                return "{" + parts.joined(separator: ", ") + "}"
            }
            let inner = indent + "  "
            let lines = members.map {
                inner + Self.quoted($0.0) + ": " + $0.1.serialized(indent: inner)
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
        }
    }

    /// The value as JSON text without spaces, on one line but for arrays of arrays, whose
    /// items go one a line.
    func compact() -> String {
        switch self {
        case .string, .integer, .number, .boolean: serialized()
        case .array(let items):
            "["
                + items.map { $0.compact() }.joined(
                    separator: items.first?.isArray == true ? ",\n" : ",")
                + "]"
        case .object(let members):
            "{" + members.map { Self.quoted($0.0) + ":" + $0.1.compact() }.joined(separator: ",")
                + "}"
        }
    }

    private var isArray: Bool {
        if case .array = self { true } else { false }
    }

    private var isScalar: Bool {
        switch self {
        case .string, .integer, .number, .boolean: true
        case .object, .array: false
        }
    }

    /// `value` as a JSON string literal: quotes, backslashes and control characters escaped.
    static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
