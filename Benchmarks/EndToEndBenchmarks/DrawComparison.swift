import CCairo
import Foundation
import KinemaCairo
import KinemaGraphics
import KinemaScene

/// Draw-only and draw + PNG times per frame of Kinema, Skia (skia-python) and pycairo on
/// the same display lists, by frame kind, in alternating cycles: each cycle times Kinema,
/// then each peer, over `rounds` rounds; ratios are taken within a cycle, and the table
/// shows the medians over the cycles.
struct DrawComparison {
    var lists: [DisplayList]
    var options: DisplayListRenderOptions
    var images: ImageStore
    var json: URL
    var work: URL
    var python: String
    var rounds = 15
    var cycles = 3
    var clock = FrameClock.wall

    /// Per frame, the median over `rounds` of `body(index)` in milliseconds.
    func timeFrames(rounds: Int, _ body: (Int) throws -> Void) rethrows -> FrameTimes {
        var samples = [[Double]](repeating: [], count: lists.count)
        for _ in 0..<rounds {
            for index in lists.indices {
                let start = clock.milliseconds
                try body(index)
                samples[index].append(clock.milliseconds - start)
            }
        }
        return FrameTimes(milliseconds: samples.map { median(of: $0) })
    }

    /// Kinema's draw-only times (into a surface made beforehand, background included, as the
    /// peers do) and draw + PNG file times (a new surface each time).
    func kinema(directory: URL) throws -> PeerReplay.Run {
        let renderer = DisplayListRenderer(images: images)
        let surfaces = try lists.map { try renderer.makeSurface($0, options: options) }
        let contexts = try surfaces.map { try CairoContext($0) }
        let draw = timeFrames(rounds: rounds) { index in
            renderer.render(lists[index], options: options, in: contexts[index])
            cairo_surface_flush(surfaces[index].pointer)
        }
        let encoder = PNGEncoder()
        let png = try timeFrames(rounds: max(1, rounds / 5)) { index in
            let surface = try renderer.makeSurface(lists[index], options: options)
            try encoder.write(
                surface,
                to: directory.appending(path: FrameTimeline.fileName(ofFrame: index)))
        }
        return PeerReplay.Run(draw: draw, png: png, picture: nil)
    }

    /// Runs the cycles and prints the tables.
    func run() throws {
        let peers = [
            PeerReplay(name: "Skia", script: "replay_skia.py", module: "skia"),
            PeerReplay(name: "pycairo", script: "replay_pycairo.py", module: "cairo, numpy"),
        ].filter { $0.isAvailable(python: python) }
        var cycles: [[String: PeerReplay.Run]] = []
        for _ in 0..<self.cycles {
            var cycle: [String: PeerReplay.Run] = [:]
            for name in ["Kinema"] + peers.map(\.name) {
                let directory = work.appending(path: "draw-\(name)")
                try FileManager.default.createDirectory(
                    at: directory, withIntermediateDirectories: true)
                if let peer = peers.first(where: { $0.name == name }) {
                    // pycairo blurs with numpy, slowly: fewer rounds.
                    cycle[name] = peer.run(
                        python: python, json: json, directory: directory,
                        rounds: name == "pycairo" ? max(3, rounds / 3) : rounds, clock: clock)
                } else {
                    cycle[name] = try kinema(directory: directory)
                }
            }
            cycles.append(cycle)
        }
        if peers.contains(where: { $0.name == "Skia" }) {
            printDifference(of: "draw-Kinema", and: "draw-Skia")
        }
        ComparisonReport(
            cycles: cycles, kinds: lists.map(FrameKind.init), rounds: rounds, clock: clock,
            missingPeers: ["Skia", "pycairo"].filter { name in !peers.contains { $0.name == name } }
        ).print()
    }

    /// Prints the mean and largest difference per component between the last PNG files of
    /// two renderers, over every 4th frame, to tell whether they draw the same.
    func printDifference(of first: String, and second: String) {
        var (total, count, largest) = (0, 0, 0)
        for index in stride(from: 0, to: lists.count, by: 4) {
            let name = FrameTimeline.fileName(ofFrame: index)
            guard
                let a = try? RGBAImage(contentsOfPNG: work.appending(path: "\(first)/\(name)")),
                let b = try? RGBAImage(contentsOfPNG: work.appending(path: "\(second)/\(name)")),
                a.width == b.width, a.height == b.height
            else {
                Swift.print("  frames of \(first) and \(second) differ in size or are missing")
                return
            }
            for (x, y) in zip(a.pixels, b.pixels) {
                let difference = abs(Int(x) - Int(y))
                total += difference
                largest = max(largest, difference)
            }
            count += a.pixels.count
        }
        Swift.print(
            String(
                format: "\nKinema against Skia (PNG files of every 4th frame): mean difference "
                    + "%.2f/255 per component, largest %d", Double(total) / Double(max(count, 1)),
                largest))
    }
}
