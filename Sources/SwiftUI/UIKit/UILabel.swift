#if os(Linux)
    import Foundation
    import Kinema

    /// How text aligns in its lines, as UIKit's `NSTextAlignment`.
    public enum NSTextAlignment: Int, Sendable {
        /// At the left.
        case left
        /// Centred.
        case center
        /// At the right.
        case right
        /// Justified (drawn as natural).
        case justified
        /// At the leading edge.
        case natural

        /// SwiftUI's alignment of multiline text (left-to-right layout).
        internal var textAlignment: TextAlignment {
            switch self {
            case .center: .center
            case .right: .trailing
            case .left, .justified, .natural: .leading
            }
        }
    }

    /// How a line that does not fit breaks or truncates, as UIKit's `NSLineBreakMode`.
    public enum NSLineBreakMode: Int, Sendable {
        /// At word boundaries.
        case byWordWrapping
        /// At character boundaries.
        case byCharWrapping
        /// Cut off.
        case byClipping
        /// An ellipsis at the start.
        case byTruncatingHead
        /// An ellipsis at the end.
        case byTruncatingTail
        /// An ellipsis in the middle.
        case byTruncatingMiddle

        /// SwiftUI's truncation mode.
        internal var truncationMode: Text.TruncationMode {
            switch self {
            case .byTruncatingHead: .head
            case .byTruncatingMiddle: .middle
            default: .tail
            }
        }
    }

    /// UIKit's label, as an iOS file sees it through `import SwiftUI`. Kinema draws it as
    /// SwiftUI's `Text` of its text, in its font and colour, aligned and limited to its
    /// number of lines (0: no limit), sized by the text.
    @MainActor
    open class UILabel: UIView {
        /// The text.
        open var text: String?
        /// The text with attributes (its string is drawn, in the label's font and colour).
        open var attributedText: NSAttributedString? {
            get { text.map { NSAttributedString(string: $0) } }
            set { text = newValue?.string }
        }
        /// The font: the system font at 17 points unless set.
        open var font: UIFont! = .systemFont(ofSize: 17)
        /// The text's colour: the label colour unless set.
        open var textColor: UIColor! = .label
        /// How lines align.
        open var textAlignment: NSTextAlignment = .natural
        /// The most lines drawn; 0 for no limit.
        open var numberOfLines = 1
        /// How a line that does not fit is cut.
        open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// Whether the font shrinks to fit the width (recorded).
        open var adjustsFontSizeToFitWidth = false
        /// The smallest scale the font shrinks to (recorded).
        open var minimumScaleFactor: CGFloat = 0
        /// The width at which multiline text wraps (recorded).
        open var preferredMaxLayoutWidth: CGFloat = 0
        /// Whether the font follows the Dynamic Type size (recorded).
        open var adjustsFontForContentSizeCategory = false
        /// Whether the label draws as enabled.
        open var isEnabled = true

        /// The label as SwiftUI's `Text`.
        override internal func drawnContent() -> AnyView {
            let color = isEnabled ? (textColor ?? .label).color : UIColor.tertiaryLabel.color
            return AnyView(
                Text(text ?? "")
                    .font((font ?? .systemFont(ofSize: 17)).font)
                    .foregroundColor(color)
                    .multilineTextAlignment(textAlignment.textAlignment)
                    .truncationMode(lineBreakMode.truncationMode)
                    .lineLimit(numberOfLines > 0 ? numberOfLines : nil)
                    .background(backgroundColor?.color ?? .clear))
        }
    }
#endif
