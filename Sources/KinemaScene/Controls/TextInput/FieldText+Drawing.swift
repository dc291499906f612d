import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

extension ResolveContext {
    /// Resolves what a field shows at `id`, plain: its text (bullets for a secure field)
    /// or its placeholder, and the caret while its focus binding names it.
    internal mutating func resolveFieldText(_ core: TextFieldCore, id: ViewIdentity) {
        let controls = environment.controls
        let text = core.text.read()
        let isFocused = controls.input.focus.map { $0.isFocused() } ?? false
        let shown = core.kind == .secure ? String(repeating: "•", count: text.count) : text
        var font = environment.font
        if let weight = environment.fontWeight { font.weight = weight }
        let lineHeight = measurer.size(of: "X", font: font, proposal: .unspecified).height
        let caret = FieldCaret(
            color: controls.isEnabled ? controls.accent : ControlPalette.disabled)
        let placeholder: AnyView =
            if let prompt = core.prompt { AnyView(prompt) } else {
                AnyView(_TextFieldStyleLabel(resolver: core.label))
            }
        let alignment = Alignment(environment.text.alignment)
        let body: AnyView
        switch core.kind {
        case .line, .secure:
            body = AnyView(
                FieldLine(
                    text: shown, placeholder: placeholder, caret: isFocused ? caret : nil,
                    lineHeight: lineHeight, alignment: alignment))
        case .multiline:
            body = AnyView(
                FieldLines(
                    text: shown, placeholder: placeholder,
                    caret: isFocused && text.isEmpty ? caret : nil, lineHeight: lineHeight,
                    alignment: alignment))
        case .editor:
            body = AnyView(
                FieldLines(
                    text: shown, placeholder: nil,
                    caret: isFocused && text.isEmpty ? caret : nil, lineHeight: lineHeight,
                    alignment: Alignment(horizontal: alignment.horizontal, vertical: .top)
                )
                .padding(.horizontal, 5)
                .padding(.vertical, 8)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .clipped())
        }
        resolve(body, id: id)
    }
}

extension Alignment {
    /// The frame alignment of a field's text: leading, centred or trailing, centred
    /// vertically.
    internal init(_ textAlignment: TextAlignment) {
        switch textAlignment {
        case .leading: self = .leading
        case .center: self = .center
        case .trailing: self = .trailing
        }
    }
}

/// The caret of a focused field: 2 points wide, the height of a line.
nonisolated internal struct FieldCaret: View {
    let color: Color

    var body: some View {
        Rectangle().fill(color).frame(width: 2)
    }
}

/// A one-line field's text or placeholder, filling the width offered, clipped.
nonisolated internal struct FieldLine: View {
    let text: String
    let placeholder: AnyView
    let caret: FieldCaret?
    let lineHeight: CGFloat
    let alignment: Alignment

    var body: some View {
        Group {
            if text.isEmpty {
                placeholder.foregroundColor(ControlPalette.placeholder)
                    .overlay(alignment: .leading) { caret }
            } else {
                Text(verbatim: text)
                    .overlay(alignment: .trailing) { caret?.offset(x: 3) }
            }
        }
        .lineLimit(1)
        .fixedSize(horizontal: true, vertical: false)
        .frame(maxWidth: .infinity, minHeight: lineHeight, alignment: alignment)
        .clipped()
    }
}

/// A wrapping field's text or placeholder, filling the width offered.
nonisolated internal struct FieldLines: View {
    let text: String
    let placeholder: AnyView?
    let caret: FieldCaret?
    let lineHeight: CGFloat
    let alignment: Alignment

    var body: some View {
        Group {
            if text.isEmpty {
                (placeholder ?? AnyView(EmptyView()))
                    .foregroundColor(ControlPalette.placeholder)
                    .frame(minHeight: lineHeight)
                    .overlay(alignment: .leading) { caret }
            } else {
                Text(verbatim: text)
            }
        }
        .frame(maxWidth: .infinity, minHeight: lineHeight, alignment: alignment)
    }
}
