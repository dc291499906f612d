import Foundation
import KinemaCairo
import KinemaCairoTestSupport
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import Testing

/// Every symbol of Kinema's catalogue in a grid, named, at two sizes and weights: looked
/// at, each design, before recording.
@MainActor
@Suite("Symbol gallery goldens")
struct SymbolGalleryGoldenTests {
    /// The names drawn: each design and its filled form (the circled forms have a gallery
    /// of their own).
    static var names: [String] {
        Image.kinemaSymbolNames.filter {
            $0.hasPrefix("circle") || !($0.hasSuffix(".circle") || $0.hasSuffix(".circle.fill"))
        }
    }

    /// The circled forms.
    static var circledNames: [String] {
        Image.kinemaSymbolNames.filter {
            !$0.hasPrefix("circle") && ($0.hasSuffix(".circle") || $0.hasSuffix(".circle.fill"))
        }
    }

    /// The gallery of `names` in `font`, `columns` a row, each cell `cell` points.
    struct Gallery: View {
        let names: [String]
        let font: Font
        let columns: Int
        let cell: CGSize

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<((names.count + columns - 1) / columns), id: \.self) { row in
                    HStack(spacing: 0) {
                        ForEach(row * columns..<min((row + 1) * columns, names.count), id: \.self) {
                            index in
                            VStack(spacing: 2) {
                                Image(systemName: names[index])
                                    .font(font)
                                    .frame(height: cell.height - 12)
                                Text(names[index]).font(.system(size: 6)).lineLimit(1)
                            }
                            .frame(width: cell.width, height: cell.height)
                        }
                    }
                }
            }
            .padding(4)
        }
    }

    func gallery(
        _ name: String, names: [String] = Self.names, font: Font, columns: Int, cell: CGSize
    ) async throws {
        let rows = (names.count + columns - 1) / columns
        let size = CGSize(
            width: Double(columns) * cell.width + 8, height: Double(rows) * cell.height + 8)
        try await expectHostedSnapshot(named: name, size: size, at: 0) {
            Gallery(names: names, font: font, columns: columns, cell: cell)
        }
    }

    @Test func bodyRegular() async throws {
        try await gallery(
            "gallery-17-regular", font: .system(size: 17), columns: 10,
            cell: CGSize(width: 56, height: 44))
    }

    @Test func titleBold() async throws {
        try await gallery(
            "gallery-34-bold", font: .system(size: 34, weight: .bold), columns: 10,
            cell: CGSize(width: 72, height: 64))
    }

    @Test func circled() async throws {
        try await gallery(
            "gallery-circled-20-regular", names: Self.circledNames, font: .system(size: 20),
            columns: 12, cell: CGSize(width: 56, height: 44))
    }
}
