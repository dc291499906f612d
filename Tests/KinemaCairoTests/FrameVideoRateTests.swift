import Foundation
import KinemaCairo
import Testing

@Suite("Video frame rates and sizes")
struct FrameVideoRateTests {
    let gif = FrameVideo(output: URL(filePath: "/tmp/a.gif"), format: .gif)
    let mp4 = FrameVideo(output: URL(filePath: "/tmp/a.mp4"), format: .mp4)

    @Test("Rates a format cannot play are refused, naming the file and the range")
    func refused() {
        for (video, fps) in [(gif, 0.001), (gif, 1000), (mp4, 1e-5), (mp4, 5000), (mp4, 1e300)] {
            #expect {
                try video.check(fps: fps)
            } throws: { error in
                guard
                    case .unsupportedFrameRate(let output, let rate, _)? =
                        error as? FrameSequenceError
                else { return false }
                return output == video.output.path && rate == fps
            }
        }
    }

    @Test("GIF warns above 50 fps and for delays that are not whole hundredths")
    func warnings() throws {
        #expect(try gif.check(fps: 25).isEmpty)
        #expect(try gif.check(fps: 50).isEmpty)
        #expect(try gif.check(fps: 60).first?.contains("0.1 s") == true)
        #expect(try gif.check(fps: 30).first?.contains("hundredths") == true)
        #expect(try mp4.check(fps: 60).isEmpty)
    }

    @Test("MP4 pads odd sides to even ones and says to what; GIF does not pad")
    func padding() {
        #expect(
            mp4.paddedSize(of: PixelSize(width: 95, height: 64)) == PixelSize(width: 96, height: 64)
        )
        #expect(
            mp4.paddedSize(of: PixelSize(width: 96, height: 63)) == PixelSize(width: 96, height: 64)
        )
        #expect(mp4.paddedSize(of: PixelSize(width: 96, height: 64)) == nil)
        #expect(gif.paddedSize(of: PixelSize(width: 95, height: 63)) == nil)
    }
}
