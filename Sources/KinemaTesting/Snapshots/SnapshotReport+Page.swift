import Foundation

extension SnapshotReport {
    /// The report page of `failures`: self-contained (inline style and script), the
    /// images by paths relative to the page. Each failure is a `section.failure` with
    /// `img.expected`, `img.actual` and `img.diff` (a note instead of the diff when the
    /// sizes differ) and a `.overlay` with a `input.split` range; every image sets
    /// `data-loaded` to its pixel width once it loads.
    static func page(_ failures: [Failure]) -> String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
                of: "<", with: "&lt;"
            )
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(
                of: "\"", with: "&quot;")
        }
        func source(_ test: String, _ file: String) -> String {
            let path = [test, file].map {
                $0.addingPercentEncoding(
                    withAllowedCharacters: .urlPathAllowed.subtracting(["/", "?", "#"])) ?? $0
            }
            return escaped(path.joined(separator: "/"))
        }
        var sections = ""
        for failure in failures {
            let (expected, actual) = (
                source(failure.test, failure.expected), source(failure.test, failure.actual)
            )
            let diff =
                failure.diff.map {
                    "<img class=\"diff\" src=\"\(source(failure.test, $0))\" alt=\"diff\">"
                }
                ?? "<p class=\"note\">no diff: the sizes differ</p>"
            sections += """
                <section class="failure" data-test="\(escaped(failure.test))" data-name="\(escaped(failure.name))">
                <h2>\(escaped(failure.test)) / \(escaped(failure.name))</h2>
                <p class="message">\(escaped(failure.message))</p>
                <div class="images">
                <figure><img class="expected" src="\(expected)" alt="expected"><figcaption>expected</figcaption></figure>
                <figure><img class="actual" src="\(actual)" alt="actual"><figcaption>actual</figcaption></figure>
                <figure>\(diff)<figcaption>diff</figcaption></figure>
                <figure><div class="overlay" style="--split: 50%"><img class="under" src="\(expected)" alt="expected, under"><img class="over" src="\(actual)" alt="actual, over"></div>
                <input class="split" type="range" min="0" max="100" value="50" aria-label="Split between expected (left) and actual (right)"><figcaption>expected | actual: drag to move the split</figcaption></figure>
                </div>
                </section>

                """
        }
        let count = failures.count
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Snapshot failures (\(count))</title>
            <style>
            body { margin: 0; padding: 16px 24px; font: 14px/1.45 system-ui, sans-serif; background: #f2f2f7; color: #1c1c1e; }
            h1 { font-size: 20px; margin: 0 0 12px; }
            h2 { font-size: 15px; margin: 0 0 4px; }
            .failure { background: #fff; border: 1px solid #d1d1d6; border-radius: 10px; padding: 16px; margin: 0 0 16px; }
            .message { margin: 0 0 12px; color: #636366; }
            .images { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
            figure { margin: 0; }
            figcaption { font-size: 12px; color: #636366; }
            img { display: block; max-width: 420px; height: auto; image-rendering: pixelated;
              background: repeating-conic-gradient(#e5e5ea 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
            .overlay { position: relative; display: inline-block; cursor: ew-resize; touch-action: none; }
            .overlay .over { position: absolute; left: 0; top: 0; width: 100%; height: 100%;
              clip-path: inset(0 0 0 var(--split)); }
            .overlay::after { content: ""; position: absolute; top: 0; bottom: 0; left: var(--split);
              width: 1px; background: #ff3b30; pointer-events: none; }
            .split { display: block; width: 100%; margin: 4px 0 0; }
            </style>
            </head>
            <body>
            <h1>\(count) failing snapshot\(count == 1 ? "" : "s")</h1>
            \(sections)<script>
            for (const image of document.images) {
              const mark = () => {
                image.dataset.loaded = String(image.naturalWidth);
                // Small images at a whole multiple of their size, at least 160 pixels wide.
                const factor = Math.ceil(160 / Math.max(1, image.naturalWidth));
                if (factor > 1) image.style.width = image.naturalWidth * factor + "px";
              };
              if (image.complete && image.naturalWidth) mark(); else image.addEventListener("load", mark);
            }
            for (const figure of document.querySelectorAll(".overlay")) {
              const range = figure.parentElement.querySelector(".split");
              const set = (percent) => {
                const value = Math.max(0, Math.min(100, percent));
                figure.style.setProperty("--split", value + "%");
                range.value = String(value);
              };
              range.addEventListener("input", () => set(Number(range.value)));
              const drag = (event) => {
                if (event.type !== "pointerdown" && !(event.buttons & 1)) return;
                const box = figure.getBoundingClientRect();
                set((event.clientX - box.left) / box.width * 100);
              };
              figure.addEventListener("pointerdown", drag);
              figure.addEventListener("pointermove", drag);
            }
            </script>
            </body>
            </html>

            """
    }
}
