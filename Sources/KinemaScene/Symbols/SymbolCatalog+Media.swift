import Foundation
import KinemaCore
import KinemaGraphics

/// Media: play, pause, stop, forward, backward, speaker, music note, microphone.
nonisolated extension SymbolCatalog {
    internal static var media: [String: SymbolEntry] {
        let play = polygon(p(-28, -40), p(40, 0), p(-28, 40))
        let forward = polygon(p(-46, -30), p(-4, 0), p(-46, 30))
        var both = forward
        both.addPath(polygon(p(4, -30), p(46, 0), p(4, 30)))
        let mirror = CGAffineTransform(scaleX: -1, y: 1)
        let speaker = polygon(
            p(-46, -13), p(-30, -13), p(-6, -34), p(-6, 34), p(-30, 13), p(-46, 13))
        var waves = arc(p(-6, 0), 22, from: -42, to: 42)
        waves.addPath(arc(p(-6, 0), 42, from: -46, to: 46))
        let capsule = roundedRect(-14, -48, 28, 58, radius: 14)
        let stand = segments((p(0, 22), p(0, 42)), (p(-17, 42), p(17, 42)))
        var playEntry = plain(play)
        playEntry.enclosedOffset = p(6, 0)
        return [
            "play": playEntry,
            "pause": SymbolEntry(
                SymbolDesign(.stroke(segments((p(-16, -38), p(-16, 38)), (p(16, -38), p(16, 38))))),
                filled: SymbolDesign(
                    .fill(roundedRect(-24, -38, 12, 76, radius: 2)),
                    .fill(roundedRect(12, -38, 12, 76, radius: 2)))),
            "stop": plain(roundedRect(-38, -38, 76, 76, radius: 10)),
            "forward": plain(both),
            "backward": plain(both.applying(mirror)),
            "speaker": plain(speaker),
            "speaker.wave.2": SymbolEntry(
                SymbolDesign(.stroke(speaker), .stroke(waves)),
                filled: SymbolDesign(.fill(speaker), .stroke(waves))),
            "music.note": SymbolEntry(musicNote),
            "mic": SymbolEntry(
                SymbolDesign(.stroke(capsule), .stroke(micHolder), .stroke(stand)),
                filled: SymbolDesign(.fill(capsule), .stroke(micHolder), .stroke(stand))),
        ]
    }

    /// The cradle under a microphone's capsule.
    private static var micHolder: Path { arc(p(0, -6), 28, from: 0, to: 180) }

    /// A quaver: a filled oval head, a stem and a flag.
    private static var musicNote: SymbolDesign {
        let head = Path(ellipseIn: CGRect(x: -15, y: -11, width: 30, height: 22))
            .applying(CGAffineTransform(rotationAngle: -0.35))
            .offsetBy(dx: -2, dy: 30)
        return SymbolDesign(
            .fill(head), .stroke(lines(p(11, 26), p(11, -44), p(34, -36), p(34, -20))))
    }
}
