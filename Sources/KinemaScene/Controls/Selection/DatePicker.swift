import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

/// The parts of a date a ``DatePicker`` shows, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    /// The components' bits.
    public let rawValue: UInt

    /// Creates a set of components.
    /// - Parameter rawValue: The components' bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 0)
    /// Hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

/// A control that shows a date, as SwiftUI's `DatePicker` in its compact style.
///
/// ```swift
/// @State private var due = Date()
/// var body: some View {
///     DatePicker("Due", selection: $due, displayedComponents: .date)
/// }
/// ```
///
/// Drawn as iOS's compact date picker at rest: the label on the leading side and, at the
/// trailing side, the date (`Dec 2, 2025`, Foundation's `.abbreviated` date) and the time
/// (`9:41 AM`, `.shortened`) each in the primary colour on a rounded rectangle of
/// (118, 118, 128) / 255 at 0.12 with 6 point corners, padded 11 by 6 points, 6 points
/// apart. Dates are formatted in the environment's locale, calendar and time zone:
/// `en_US` in UTC unless set (`environment(\.timeZone, ...)`), so renders match on every
/// machine. A date outside `in:` bounds draws clamped to them, with a diagnostic. The
/// `.graphical` and `.wheel` styles draw as the compact one, with a diagnostic; the
/// calendar or wheel is never open.
nonisolated public struct DatePicker<Label: View>: View, PrimitiveView {
    internal let selection: Binding<Date>
    internal let lowerBound: Date?
    internal let upperBound: Date?
    internal let components: DatePickerComponents
    internal let label: Label

    internal init(
        selection: Binding<Date>, lower: Date?, upper: Date?,
        components: DatePickerComponents, label: Label
    ) {
        self.selection = selection
        lowerBound = lower
        upperBound = upper
        self.components = components
        self.label = label
    }

    /// Creates a date picker with a label made of views.
    /// - Parameters:
    ///   - selection: The date.
    ///   - displayedComponents: What to show: date and time unless given.
    ///   - label: What the date is.
    public init(
        selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, lower: nil, upper: nil, components: displayedComponents,
            label: label())
    }

    /// Creates a date picker within a range, with a label made of views.
    /// - Parameters:
    ///   - selection: The date.
    ///   - range: The dates allowed.
    ///   - displayedComponents: What to show: date and time unless given.
    ///   - label: What the date is.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, lower: range.lowerBound, upper: range.upperBound,
            components: displayedComponents, label: label())
    }

    /// Creates a date picker from a date on, with a label made of views.
    /// - Parameters:
    ///   - selection: The date.
    ///   - range: The first date allowed.
    ///   - displayedComponents: What to show: date and time unless given.
    ///   - label: What the date is.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, lower: range.lowerBound, upper: nil,
            components: displayedComponents, label: label())
    }

    /// Creates a date picker up to a date, with a label made of views.
    /// - Parameters:
    ///   - selection: The date.
    ///   - range: The last date allowed.
    ///   - displayedComponents: What to show: date and time unless given.
    ///   - label: What the date is.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, lower: nil, upper: range.upperBound,
            components: displayedComponents, label: label())
    }

    /// No body: resolved as the label and the formatted date.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        let selection = self.selection
        var date = selection.wrappedValue
        if let lowerBound, date < lowerBound {
            context.diagnose("DatePicker: \(date) is before its range; drawn as \(lowerBound)")
            date = lowerBound
        }
        if let upperBound, date > upperBound {
            context.diagnose("DatePicker: \(date) is after its range; drawn as \(upperBound)")
            date = upperBound
        }
        let controls = context.environment.controls
        if controls.input.datePickerStyle != .automatic
            && controls.input.datePickerStyle != .compact
        {
            context.diagnose(
                "DatePicker: the \(controls.input.datePickerStyle) style is drawn compact")
        }
        let values = context.environmentValues
        var strings: [String] = []
        if components.contains(.date) || components.isEmpty {
            strings.append(
                date.formatted(
                    Date.FormatStyle(
                        date: .abbreviated, time: .omitted, locale: values.locale,
                        calendar: values.calendar, timeZone: values.timeZone)))
        }
        if components.contains(.hourAndMinute) {
            strings.append(
                date.formatted(
                    Date.FormatStyle(
                        date: .omitted, time: .shortened, locale: values.locale,
                        calendar: values.calendar, timeZone: values.timeZone)))
        }
        let chips = HStack(spacing: 6) {
            ForEach(Array(strings.indices), id: \.self) { index in
                Text(verbatim: strings[index])
                    .lineLimit(1)
                    .foregroundColor(controls.isEnabled ? nil : ControlPalette.disabled)
                    .padding(.horizontal, 11)
                    .padding(.vertical, 6)
                    .background(
                        RoundedRectangle(cornerRadius: 6, style: .continuous)
                            .fill(ControlPalette.fill))
            }
        }
        let body = HStack {
            if !controls.labelsHidden {
                // The label takes the width the chips leave, as UIKit lays the row out.
                label.foregroundColor(controls.isEnabled ? nil : ControlPalette.disabled)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            chips.fixedSize()
        }
        context.resolve(body, id: context.identity(parent: id, .content))
    }
}

nonisolated extension DatePicker where Label == Text {
    /// Creates a date picker with a text label.
    /// - Parameters:
    ///   - titleKey: The label's text.
    ///   - selection: The date.
    ///   - displayedComponents: What to show: date and time unless given.
    public init(
        _ titleKey: String, selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) {
            Text(titleKey)
        }
    }

    /// Creates a date picker within a range, with a text label.
    /// - Parameters:
    ///   - titleKey: The label's text.
    ///   - selection: The date.
    ///   - range: The dates allowed.
    ///   - displayedComponents: What to show: date and time unless given.
    public init(
        _ titleKey: String, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
            Text(titleKey)
        }
    }

    /// Creates a date picker from a date on, with a text label.
    /// - Parameters:
    ///   - titleKey: The label's text.
    ///   - selection: The date.
    ///   - range: The first date allowed.
    ///   - displayedComponents: What to show: date and time unless given.
    public init(
        _ titleKey: String, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
            Text(titleKey)
        }
    }

    /// Creates a date picker up to a date, with a text label.
    /// - Parameters:
    ///   - titleKey: The label's text.
    ///   - selection: The date.
    ///   - range: The last date allowed.
    ///   - displayedComponents: What to show: date and time unless given.
    public init(
        _ titleKey: String, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
            Text(titleKey)
        }
    }
}
