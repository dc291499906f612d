import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

private let phone = CGSize(width: 320, height: 480)

/// A navigation stack centres its root view in its content area, the space below its bars
/// (and above a bottom toolbar), as SwiftUI does. Bar heights: a large title's band is
/// 52 points (34 point bold title, 40.8 high in the fallback measurer, plus 6 below: under
/// the 52 point minimum), an inline bar 44, a bottom toolbar 44.
@MainActor
@Suite struct NavigationContentTests {
    func box(_ list: DisplayList, _ string: String) -> CGRect? {
        guard
            let index = list.drawings.firstIndex(where: {
                if case .text(let run) = $0 { return run.string == string }
                return false
            })
        else { return nil }
        return list.box(index)
    }

    @Test func contentIsCentredBelowALargeTitle() throws {
        let list = render(phone) {
            NavigationStack { Text("Hello").navigationTitle("Inbox") }
        }
        // The content area runs from y = 52 to 480: its middle is 52 + 428 / 2 = 266.
        let hello = try #require(box(list, "Hello"))
        expectClose(hello.midX, 160, absolute: 1e-6)
        expectClose(hello.midY, 266, absolute: 1e-6)
        // The title stays at the top leading corner of its band.
        let title = try #require(box(list, "Inbox"))
        expectClose(title.minX, 16, absolute: 1e-6)
        expectClose(title.maxY, 52 - 6, absolute: 1e-6)
    }

    @Test func contentIsCentredBetweenAnInlineBarAndABottomToolbar() throws {
        let list = render(phone) {
            NavigationStack {
                Text("Hello")
                    .navigationTitle("Inbox")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar { ToolbarItem(placement: .bottomBar) { Button("Compose") {} } }
            }
        }
        // From 44 to 480 - 44 = 436: the middle is (44 + 436) / 2 = 240.
        let hello = try #require(box(list, "Hello"))
        expectClose(hello.midX, 160, absolute: 1e-6)
        expectClose(hello.midY, 240, absolute: 1e-6)
    }

    @Test func contentWithoutBarsIsCentredInTheStack() throws {
        let list = render(phone) { NavigationStack { Text("Hello") } }
        let hello = try #require(box(list, "Hello"))
        expectClose(hello.midX, 160, absolute: 1e-6)
        expectClose(hello.midY, 240, absolute: 1e-6)
    }

    @Test func aFlexibleRootFillsTheContentArea() throws {
        let list = render(phone) {
            NavigationStack { red.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline) }
        }
        // The colour fills everything below the 44 point bar.
        let index = try #require(list.drawings.firstIndex { $0.color == red })
        expectRect(list.box(index), CGRect(x: 0, y: 44, width: 320, height: 436))
    }
}
