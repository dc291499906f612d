import Foundation

/// A height a sheet rests at, as SwiftUI's `PresentationDetent`.
///
/// Kinema's canvas has no status bar: a `.large` sheet leaves 10 points above it, as an
/// iPhone sheet leaves below the safe area; `.medium` is half the height.
public struct PresentationDetent: Hashable, Sendable {
    internal enum Storage: Hashable, Sendable {
        case large, medium
        case fraction(Double)
        case height(Double)
    }
    internal let storage: Storage

    /// The full height, less 10 points at the top.
    public static let large = PresentationDetent(storage: .large)
    /// Half the height.
    public static let medium = PresentationDetent(storage: .medium)

    /// A fraction of the height (clamped to what `.large` leaves; NaN is 0).
    /// - Parameter fraction: The fraction, from 0 to 1.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(storage: .fraction(fraction.isNaN ? 0 : Double(fraction)))
    }

    /// A fixed height (clamped to what `.large` leaves; NaN is 0).
    /// - Parameter height: The height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(storage: .height(height.isNaN ? 0 : Double(height)))
    }

    /// The sheet's height in a container `height` points high.
    internal func height(in height: CGFloat) -> CGFloat {
        let largest = max(height - 10, 0)
        let value: CGFloat =
            switch storage {
            case .large: largest
            case .medium: height / 2
            case .fraction(let fraction): height * CGFloat(fraction)
            case .height(let points): CGFloat(points)
            }
        return min(max(value, 0), largest)
    }

    /// The order of detents by height, for a container of 1,000 points (the smallest is
    /// where a sheet with several starts).
    internal var sortKey: CGFloat { height(in: 1000) }
}

/// When a sheet shows its drag indicator: `presentationDragIndicator(_:)`.
nonisolated internal struct SheetSettings {
    internal var detents: Set<PresentationDetent>?
    internal var selection: Binding<PresentationDetent>?
    internal var dragIndicator = Visibility.automatic
    internal var background: AnyShapeStyle?
    internal var cornerRadius: CGFloat?
}
