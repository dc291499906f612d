import Foundation

/// The draw-only and draw + PNG tables of a ``DrawComparison``: per frame kind and over all
/// frames, each renderer's mean milliseconds per frame and Kinema's ratio to each peer, as
/// medians over the cycles (ratios taken within each cycle).
struct ComparisonReport {
    var cycles: [[String: PeerReplay.Run]]
    var kinds: [FrameKind]
    var rounds: Int
    var clock: FrameClock
    var missingPeers: [String]

    private typealias Column = (name: String, times: (PeerReplay.Run) -> FrameTimes?)

    func print() {
        let pngRounds = max(1, rounds / 5)
        let time = clock == .cpu ? "CPU ms/frame" : "ms/frame"
        Swift.print(
            "\nDraw only, \(time): per frame the median of \(rounds) rounds (pycairo "
                + "\(max(3, rounds / 3))), per kind the mean over its frames, median of "
                + "\(cycles.count) cycles")
        table([
            ("Kinema", { $0.draw }), ("Skia", { $0.draw }), ("Skia picture", { $0.picture }),
            ("pycairo", { $0.draw }),
        ])
        Swift.print(
            "\nDraw + PNG file, \(time) (new surface each time; median of \(pngRounds) rounds)")
        table([("Kinema", { $0.png }), ("Skia", { $0.png }), ("pycairo", { $0.png })])
        if !missingPeers.isEmpty {
            Swift.print(
                "  not run: \(missingPeers.joined(separator: ", ")) (scripts/bench.sh e2e "
                    + "installs skia-python, pycairo and numpy into Benchmarks/.venv)")
        }
        Swift.print(
            "  K/X: Kinema's time over X's; 'Skia picture' replays each frame recorded once as "
                + "an SkPicture: Skia without Python; Skia's PNG files are RGBA")
    }

    /// Each renderer's mean over the frames of `kind` in each cycle (the renderer of the
    /// column, whose run is named by the column name or, for "Skia picture", "Skia").
    private func means(_ column: Column, kind: FrameKind?) -> [Double] {
        let run = column.name.hasPrefix("Skia") ? "Skia" : column.name
        return cycles.compactMap { cycle in
            cycle[run].flatMap(column.times).flatMap { $0.mean(of: kind, kinds: kinds) }
        }
    }

    private func table(_ all: [Column]) {
        let columns = all.filter { !means($0, kind: nil).isEmpty }
        let peers = columns.dropFirst()
        var header = "  kind     frames"
        for column in columns { header += column.name.leftPadded(to: 13) }
        for peer in peers {
            header += "K/\(peer.name)".leftPadded(to: max(10, peer.name.count + 4))
        }
        Swift.print(header)
        for kind in FrameKind.allCases.map(Optional.some) + [nil] {
            let count = kinds.filter { kind == nil || $0 == kind }.count
            guard count > 0 else { continue }
            var line =
                "  " + (kind?.rawValue ?? "all").padding(toLength: 8, withPad: " ", startingAt: 0)
            line += String(count).leftPadded(to: 6)
            for column in columns {
                let values = means(column, kind: kind)
                line += (values.isEmpty ? "-" : String(format: "%.3f", median(of: values)))
                    .leftPadded(to: 13)
            }
            let kinema = means(columns[0], kind: kind)
            for peer in peers {
                let ratios = zip(kinema, means(peer, kind: kind)).map { $0 / $1 }
                line += (ratios.isEmpty ? "-" : String(format: "%.2fx", median(of: ratios)))
                    .leftPadded(to: max(10, peer.name.count + 4))
            }
            Swift.print(line)
        }
    }
}

extension String {
    /// The string right-aligned in `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
