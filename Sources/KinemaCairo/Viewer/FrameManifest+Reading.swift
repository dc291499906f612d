import Foundation
import KinemaCore

extension FrameManifest {
    /// Reads a `manifest.json` that a ``FrameSequence`` wrote.
    ///
    /// The manifest's `width`, `height`, `scale`, `fps`, `firstFrame`, `lastFrame` and
    /// `startTime` make the manifest; `count` and the `frames` list must agree with them.
    ///
    /// - Throws: ``FrameViewerError/damagedManifest(path:reason:)`` naming the file when it
    ///   cannot be read, is not JSON, lacks a value or holds values no frame sequence has.
    public init(contentsOf url: URL) throws {
        func damaged(_ reason: String) -> FrameViewerError {
            .damagedManifest(path: url.path, reason: reason)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw damaged(FileErrorText.describe(error))
        }
        guard let object = try? JSONSerialization.jsonObject(with: data),
            let values = object as? [String: Any]
        else { throw damaged("not a JSON object") }
        func number(_ key: String) throws -> Double {
            guard let value = values[key] as? NSNumber, value.doubleValue.isFinite else {
                throw damaged("'\(key)' is missing or not a number")
            }
            return value.doubleValue
        }
        func integer(_ key: String) throws -> Int {
            let value = try number(key)
            guard value == value.rounded(), abs(value) <= Double(FrameTimeline.maximumFrameIndex)
            else { throw damaged("'\(key)' is \(value), not a whole number of frames") }
            return Int(value)
        }
        let (width, height) = (try integer("width"), try integer("height"))
        let scale = try number("scale")
        let (first, last) = (try integer("firstFrame"), try integer("lastFrame"))
        guard width > 0, height > 0, scale > 0 else {
            throw damaged("the size \(width)x\(height) at scale \(scale) is empty")
        }
        let timeline: FrameTimeline
        do {
            timeline = try FrameTimeline(
                frames: first, through: last, fps: try number("fps"),
                startTime: try number("startTime"))
        } catch let error as FrameSequenceError {
            throw damaged("\(error)")
        }
        guard try integer("count") == timeline.count,
            let frames = values["frames"] as? [[String: Any]], frames.count == timeline.count
        else { throw damaged("'count' and 'frames' do not match frames \(first)...\(last)") }
        self.init(
            timeline: timeline, size: PixelSize(width: width, height: height), scale: scale)
    }
}
