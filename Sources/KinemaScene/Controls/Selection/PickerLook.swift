import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

/// How a picker draws, from its style and whether it is in a list (Kinema's own).
nonisolated internal enum PickerLook {
    case menu(inList: Bool)
    case segmented
    case wheel
    case inlineRows
    case navigationRow

    internal init(_ style: PickerStyleKind, inList: Bool) {
        switch style {
        case .automatic, .menu: self = .menu(inList: inList)
        case .segmented, .palette: self = .segmented
        case .wheel: self = .wheel
        case .inline: self = inList ? .inlineRows : .wheel
        case .navigationLink: self = .navigationRow
        }
    }

    /// Sets the environment the options resolve in: their font and colour for this look,
    /// outside any list.
    internal func prepareOptions(_ environment: inout SceneEnvironment) {
        environment.controls.isListContent = false
        environment.controls.input.isInListRow = false
        environment.stackAxis = nil
        switch self {
        case .menu(let inList):
            environment.foreground = ForegroundStyles(levels: [
                .color(inList ? ControlPalette.secondary : environment.controls.accent)
            ])
            environment.text.lineLimit = 1
        case .navigationRow:
            environment.foreground = ForegroundStyles(levels: [.color(ControlPalette.secondary)])
            environment.text.lineLimit = 1
        case .segmented:
            environment.font = .system(size: 13)
            environment.fontWeight = nil
            environment.text.lineLimit = 1
        case .wheel:
            environment.font = .system(size: 21)
            environment.text.lineLimit = 1
        case .inlineRows:
            break
        }
    }

    /// The picker's body: its label (where the look shows it) and options.
    internal func body<Label: View>(
        label: Label, options: [PickerOption], selected: Int?, controls: ControlEnvironment
    ) -> AnyView {
        let nodes = options.map(\.node)
        let accent = controls.isEnabled ? controls.accent : ControlPalette.disabled
        let showsLabel = !controls.labelsHidden
        let body: AnyView
        switch self {
        case .menu(inList: false):
            body = AnyView(
                HStack(spacing: 5) {
                    if let selected { ResolvedNodes(nodes: [nodes[selected]]) }
                    UpDownChevron().stroke(accent, lineWidth: 1.5).frame(width: 7, height: 12)
                })
        case .menu(inList: true), .navigationRow:
            let isMenu = if case .menu = self { true } else { false }
            body = AnyView(
                HStack(spacing: 6) {
                    if showsLabel {
                        label.frame(maxWidth: .infinity, alignment: .leading)
                    } else {
                        Spacer(minLength: 0)
                    }
                    if let selected { ResolvedNodes(nodes: [nodes[selected]]).fixedSize() }
                    if isMenu {
                        UpDownChevron().stroke(ControlPalette.secondary, lineWidth: 1.5)
                            .frame(width: 7, height: 12)
                    } else {
                        ForwardChevron().stroke(ControlPalette.disabled, lineWidth: 2)
                            .frame(width: 6, height: 11)
                    }
                })
        case .segmented:
            body = AnyView(SegmentedControl(options: nodes, selected: selected))
        case .wheel:
            body = AnyView(WheelControl(options: nodes, selected: selected))
        case .inlineRows:
            body = AnyView(
                ForEach(Array(nodes.indices), id: \.self) { index in
                    HStack {
                        ResolvedNodes(nodes: [nodes[index]])
                        Spacer()
                        if index == selected {
                            Checkmark().stroke(
                                accent, style: StrokeStyle(lineWidth: 2, lineCap: .round)
                            )
                            .frame(width: 13, height: 11)
                        }
                    }
                })
        }
        return AnyView(body.opacity(controls.isEnabled ? 1 : 0.5))
    }
}

/// iOS's segmented control over resolved option nodes.
nonisolated internal struct SegmentedControl: View {
    let options: [NodeRef]
    let selected: Int?

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Array(options.indices), id: \.self) { index in
                ResolvedNodes(nodes: [options[index]])
                    .padding(.horizontal, 6)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background {
                        if index == selected {
                            RoundedRectangle(cornerRadius: 7, style: .continuous)
                                .fill(Color.white)
                                .shadow(
                                    color: Color(red: 0, green: 0, blue: 0, opacity: 0.12),
                                    radius: 4, y: 3
                                )
                                .padding(2)
                        }
                    }
                    .overlay(alignment: .trailing) {
                        if index < options.count - 1, index != selected, index + 1 != selected {
                            Rectangle().fill(ControlPalette.separator)
                                .frame(width: 1, height: 16)
                                .offset(x: 0.5)
                        }
                    }
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: 32)
        .background(
            RoundedRectangle(cornerRadius: 9, style: .continuous).fill(ControlPalette.fill))
    }
}

/// A wheel at rest over resolved option nodes: the selection centred on its band.
nonisolated internal struct WheelControl: View {
    let options: [NodeRef]
    let selected: Int?

    /// The height of a row.
    static let row: CGFloat = 34

    var body: some View {
        let center = selected ?? 0
        let offsets = Array(-3...3)
        ZStack {
            RoundedRectangle(cornerRadius: 8, style: .continuous).fill(ControlPalette.fill)
                .frame(height: Self.row)
                .padding(.horizontal, 8)
            VStack(spacing: 0) {
                ForEach(offsets, id: \.self) { offset in
                    let index = center + offset
                    Group {
                        if options.indices.contains(index) {
                            ResolvedNodes(nodes: [options[index]])
                                .opacity(Self.opacity(offset))
                                .scaleEffect(x: 1, y: Self.squash(offset))
                        } else {
                            Color.clear
                        }
                    }
                    .frame(maxWidth: .infinity)
                    .frame(height: Self.row)
                }
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: 216)
        .clipped()
    }

    /// The opacity of a row `offset` rows from the centre.
    static func opacity(_ offset: Int) -> Double {
        [1, 0.55, 0.35, 0.2][min(abs(offset), 3)]
    }

    /// The vertical scale of a row on the wheel's cylinder: the cosine of its angle.
    static func squash(_ offset: Int) -> Double {
        cos(Double(offset) * 0.35)
    }
}

/// The `chevron.up.chevron.down` of a menu picker, drawn as two open chevrons.
nonisolated internal struct UpDownChevron: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY + rect.height * 0.33))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY + rect.height * 0.33))
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY - rect.height * 0.33))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - rect.height * 0.33))
        return path
    }
}

/// The `chevron.forward` of a navigation row.
nonisolated internal struct ForwardChevron: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        return path
    }
}

/// The `checkmark` of a selected inline option.
nonisolated internal struct Checkmark: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY + rect.height * 0.55))
        path.addLine(to: CGPoint(x: rect.minX + rect.width * 0.36, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        return path
    }
}
