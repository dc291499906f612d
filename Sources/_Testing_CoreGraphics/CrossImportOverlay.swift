// An empty module named `_Testing_CoreGraphics`, for Linux.
//
// Swift Testing declares a cross-import overlay for CoreGraphics: with cross-import
// overlays on (as SwiftPM builds), a file that imports both Testing and CoreGraphics
// (directly, or through `import SwiftUI`, which re-exports Kinema's CoreGraphics module)
// also imports `_Testing_CoreGraphics`. Apple platforms ship that overlay (attachments of
// `CGImage` values); Linux's toolchain does not, since Linux has no CoreGraphics, so the
// import would fail with "no such module". Kinema's CoreGraphics module depends on this
// one so that it is always built beside it. It declares nothing: Kinema has no `CGImage`
// to attach.
