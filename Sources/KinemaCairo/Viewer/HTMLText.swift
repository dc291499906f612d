/// Text made safe for an HTML page.
enum HTMLText {
    /// `text` for an element's content or a quoted attribute: `&`, `<`, `>`, `"` and `'`
    /// as character references.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// JSON text for a `<script type="application/json">` element: every `<` (inside
    /// strings, the only place JSON has one) written as `\u003c`, so no `</script>` or
    /// `<!--` can end or change the element.
    static func scriptJSON(_ json: String) -> String {
        json.unicodeScalars.reduce(into: "") { result, scalar in
            if scalar == "<" { result += "\\u003c" } else { result.unicodeScalars.append(scalar) }
        }
    }

    /// A whole page, the same for every page Kinema writes: UTF-8, a device-width viewport,
    /// `title` (already escaped), the style sheet inline, then `body` as given.
    static func page(title: String, style: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="Kinema">
        <title>\(title)</title>
        <style>
        \(style)</style>
        </head>
        <body>
        \(body)</body>
        </html>

        """
    }
}
