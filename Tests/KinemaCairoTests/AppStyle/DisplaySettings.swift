import SwiftUI

/// A settings screen as iOS apps write it: a segmented picker whose choice animates the
/// preview, a menu picker over an enum with ForEach, a compact date picker, a colour well,
/// a storage gauge, a link and a menu.
struct DisplaySettings: View {
    enum TextSize: String, CaseIterable, Identifiable {
        case small = "Small"
        case medium = "Medium"
        case large = "Large"

        var id: Self { self }

        var points: CGFloat {
            switch self {
            case .small: 13
            case .medium: 17
            case .large: 24
            }
        }
    }

    @State private var textSize = TextSize.medium
    @State private var theme = 0
    // Dec 2, 2025, 9:41 UTC.
    @State private var reminder = Date(timeIntervalSince1970: 1_764_668_460)
    @State private var accent = Color.orange
    @State private var usedStorage = 42.0

    var body: some View {
        Form {
            Section("Text") {
                Picker("Text Size", selection: $textSize) {
                    ForEach(TextSize.allCases) { size in
                        Text(size.rawValue)
                    }
                }
                .pickerStyle(.segmented)
                Text("The quick brown fox")
                    .font(.system(size: textSize.points))
                    .animation(.spring(duration: 0.4), value: textSize)
                Picker("Theme", selection: $theme) {
                    Text("System").tag(0)
                    Text("Light").tag(1)
                    Text("Dark").tag(2)
                }
            }
            Section("Reminders") {
                DatePicker("Birthday", selection: $reminder, displayedComponents: .date)
                DatePicker("Alarm", selection: $reminder, displayedComponents: .hourAndMinute)
                ColorPicker("Accent", selection: $accent)
            }
            Section {
                Gauge(value: usedStorage, in: 0...64) {
                    Text("Storage")
                } currentValueLabel: {
                    Text("\(Int(usedStorage)) GB of 64 GB used")
                }
                .tint(accent)
                Link("Manage Storage", destination: URL(string: "https://example.com")!)
                Menu("Export") {
                    Button("PDF") {}
                    Button("CSV") {}
                }
            }
        }
    }
}

/// Lock Screen style gauges, as a widget shows them.
struct BatteryGauges: View {
    var level = 0.7

    var body: some View {
        HStack(spacing: 16) {
            Gauge(value: level) {
                Text("BAT")
            } currentValueLabel: {
                Text("\(Int(level * 100))")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            }
            .gaugeStyle(.accessoryCircular)
            Gauge(value: level) {
                Text("BAT")
            } currentValueLabel: {
                Text("\(Int(level * 100))")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(.green)
            Gauge(value: level, in: 0...1) {
                Text("Battery")
            } currentValueLabel: {
                Text("70%")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("1")
            }
            .gaugeStyle(.accessoryLinear)
            .frame(width: 120)
        }
        .padding()
    }
}
