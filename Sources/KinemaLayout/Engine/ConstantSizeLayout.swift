import Foundation

/// A layout that may know its size whatever its proposal and subviews (a frame with a
/// fixed width and height): the engine then answers the size without calling the layout
/// or remembering the answer.
///
/// A scene's `frame(width:height:)` is asked a size many times per pass (a stack
/// probes each child at several proposals, for each proposal of its own); asking the
/// layout each time retained its subviews and filled a memo of identical answers.
package protocol ConstantSizeLayout {
    /// The size the layout always takes, or `nil` when it depends on the proposal or
    /// the subviews. Only a finite, non-negative size is used.
    var fixedSize: CGSize? { get }
}
