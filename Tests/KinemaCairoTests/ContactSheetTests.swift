import Foundation
import KinemaCairo
import Testing

@Suite("Contact sheets")
struct ContactSheetTests {
    private let colors: [RGBAImage.Pixel] = [
        .init(red: 255, green: 0, blue: 0), .init(red: 0, green: 200, blue: 0),
        .init(red: 0, green: 0, blue: 255), .init(red: 250, green: 200, blue: 0),
        .init(red: 0, green: 0, blue: 0, alpha: 0),
    ]

    @Test("Cells in a near-square grid, each frame at its place with a label below")
    func layout() throws {
        let items = colors.enumerated().map { index, color in
            ContactSheet.Item(
                image: RGBAImage(width: 40, height: 30, color: color), label: "#\(index)")
        }
        let sheet = try ContactSheet(spacing: 10).render(items)
        // 5 items: 3 columns, 2 rows of 40-pixel-wide cells.
        #expect(sheet.width == 10 + 3 * (40 + 10))
        #expect(sheet.isOpaque)
        for index in 0..<4 {
            let x = 10 + (index % 3) * 50 + 20
            let y = 10 + (index / 3) * (sheet.height - 10) / 2 + 15
            #expect(sheet[x, y] == colors[index], "cell \(index)")
        }
        // The transparent frame shows the checkerboard, light gray.
        let gray = sheet[10 + 50 + 20, (sheet.height - 10) / 2 + 10 + 15]
        #expect(gray.red == gray.green && gray.red > 200 && gray.red < 250)
        // The label under the first cell has dark pixels.
        let labelRow = (10 + 30 + 2)..<((sheet.height - 10) / 2)
        let dark = labelRow.contains { y in (10..<50).contains { sheet[$0, y].red < 100 } }
        #expect(dark)
    }

    @Test("Large frames are scaled down to the thumbnail size, small ones kept")
    func scaling() throws {
        let big = ContactSheet.Item(
            image: RGBAImage(width: 400, height: 200, color: colors[0]), label: "a")
        let sheet = try ContactSheet(columns: 1, maximumThumbnailSide: 100, spacing: 0).render([big]
        )
        #expect(sheet.width == 100)
    }

    @Test("Bad input throws")
    func badInput() {
        #expect(throws: SpriteSheetError.noFrames) { try ContactSheet().render([]) }
        let item = ContactSheet.Item(image: RGBAImage(width: 4, height: 4), label: "x")
        #expect(throws: SpriteSheetError.self) { try ContactSheet(columns: 0).render([item]) }
        #expect(throws: SpriteSheetError.self) { try ContactSheet(spacing: -1).render([item]) }
        let empty = ContactSheet.Item(image: RGBAImage(width: 0, height: 4), label: "e")
        #expect(throws: SpriteSheetError.emptyFrame(name: "e")) {
            try ContactSheet().render([empty])
        }
    }
}
