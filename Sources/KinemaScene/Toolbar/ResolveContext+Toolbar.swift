/// What resolving bars carries (``ResolveInputs``): the toolbar items and bar settings
/// views declare, which a navigation stack's layer or a tab view takes for its bars.
extension ResolveContext {
    /// The toolbar items `toolbar` declared, in order; a navigation stack takes those of
    /// its content.
    internal var toolbarItems: [ToolbarItemRecord] {
        get { inputs[ToolbarItemsKey.self] }
        _modify { yield &inputs[ToolbarItemsKey.self] }
    }

    /// The bar settings (`navigationBarTitleDisplayMode`, `toolbar(_:for:)`, ...) declared,
    /// in order; a navigation stack or tab view takes those for its bars.
    internal var barSettings: [BarSetting] {
        get { inputs[BarSettingsKey.self] }
        _modify { yield &inputs[BarSettingsKey.self] }
    }
}

/// The key of ``ResolveContext/toolbarItems``.
private enum ToolbarItemsKey: ResolveInputKey {
    static var defaultValue: [ToolbarItemRecord] { [] }
}

/// The key of ``ResolveContext/barSettings``.
private enum BarSettingsKey: ResolveInputKey {
    static var defaultValue: [BarSetting] { [] }
}
