// swift-format-ignore-file: NoPlaygroundLiterals
import SwiftUI

// A palette as apps keep one: a UIColor hex initializer in an extension, colour literals,
// and SwiftUI colours made from UIKit and AppKit colours in each form.
extension UIColor {
    convenience init(hex: UInt32, alpha: CGFloat = 1) {
        self.init(
            red: CGFloat((hex >> 16) & 0xFF) / 255,
            green: CGFloat((hex >> 8) & 0xFF) / 255,
            blue: CGFloat(hex & 0xFF) / 255,
            alpha: alpha)
    }

    static let brandIndigo = UIColor(hex: 0x3F3DBC)
    static let brandCoral = UIColor(hex: 0xFF6F61, alpha: 0.9)
}

extension NSColor {
    convenience init(hex: Int) {
        self.init(
            srgbRed: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
            blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
    }
}

struct BrandPalette: View {
    let literal = #colorLiteral(red: 0.2, green: 0.6, blue: 0.4, alpha: 1)

    var swatches: [Color] {
        [
            Color(uiColor: .brandIndigo),
            Color(UIColor.brandCoral),
            Color(#colorLiteral(red: 1, green: 0.8, blue: 0, alpha: 1)),
            Color(literal),
            Color(nsColor: NSColor(hex: 0x00A0B0)),
            Color(.windowBackgroundColor),
            Color(
                uiColor: UIColor { traits in
                    traits.userInterfaceStyle == .dark ? .black : .systemTeal
                }),
            Color(.systemGray4),
        ]
    }

    var body: some View {
        HStack(spacing: 4) {
            ForEach(swatches.indices, id: \.self) { index in
                RoundedRectangle(cornerRadius: 4)
                    .fill(swatches[index])
                    .frame(width: 20, height: 20)
            }
            Circle()
                .fill(#colorLiteral(red: 0.9, green: 0.1, blue: 0.1, alpha: 1) as Color)
                .frame(width: 20, height: 20)
        }
        .padding(4)
    }
}
