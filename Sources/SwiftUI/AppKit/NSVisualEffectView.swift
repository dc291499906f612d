#if os(Linux)
    import Foundation
    import Kinema

    /// AppKit's translucent material view, as a macOS file sees it through
    /// `import SwiftUI` (the usual `NSViewRepresentable` of window backgrounds and
    /// sidebars). Kinema draws it as a rectangle of the SwiftUI material its material
    /// corresponds to (menus, popovers and HUD windows thin; sidebars, titlebars and
    /// sheets regular; window and page backgrounds thick), taking the size offered.
    @MainActor
    open class NSVisualEffectView: NSView {
        /// The material, as AppKit's `NSVisualEffectView.Material`.
        public enum Material: Int, Sendable {
            /// The title bar.
            case titlebar = 3
            /// The selection.
            case selection = 4
            /// A menu.
            case menu = 5
            /// A popover.
            case popover = 6
            /// A sidebar.
            case sidebar = 7
            /// A header view.
            case headerView = 10
            /// A sheet.
            case sheet = 11
            /// A window background.
            case windowBackground = 12
            /// A HUD window.
            case hudWindow = 13
            /// Full-screen UI.
            case fullScreenUI = 15
            /// A tool tip.
            case toolTip = 17
            /// Content background.
            case contentBackground = 18
            /// Under a window's background.
            case underWindowBackground = 21
            /// Under a page's background.
            case underPageBackground = 22
            /// Appearance based (deprecated).
            case appearanceBased = 0
            /// Light (deprecated).
            case light = 1
            /// Dark (deprecated).
            case dark = 2
            /// Medium light (deprecated).
            case mediumLight = 8
            /// Ultra dark (deprecated).
            case ultraDark = 9

            /// The SwiftUI material of about the same translucency.
            internal var material: Kinema.Material {
                switch self {
                case .menu, .popover, .hudWindow, .toolTip, .selection, .light, .mediumLight:
                    .thin
                case .windowBackground, .underWindowBackground, .underPageBackground,
                    .contentBackground, .dark, .ultraDark:
                    .thick
                case .titlebar, .sidebar, .headerView, .sheet, .fullScreenUI, .appearanceBased:
                    .regular
                }
            }
        }

        /// What the material blends with, as AppKit's `BlendingMode` (recorded).
        public enum BlendingMode: Int, Sendable {
            /// What is behind the window.
            case behindWindow
            /// The window's content.
            case withinWindow
        }

        /// Whether the material looks active, as AppKit's `State` (recorded).
        public enum State: Int, Sendable {
            /// As the window's state.
            case followsWindowActiveState
            /// Always active.
            case active
            /// Always inactive.
            case inactive
        }

        /// The material.
        open var material: Material = .appearanceBased
        /// What it blends with.
        open var blendingMode: BlendingMode = .behindWindow
        /// Whether it looks active.
        open var state: State = .followsWindowActiveState
        /// Whether it is emphasized (recorded).
        open var isEmphasized = false

        /// The material, filling the space offered.
        override internal func drawnContent() -> AnyView {
            AnyView(Rectangle().fill(material.material))
        }
    }
#endif
