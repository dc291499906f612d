import SwiftUI

struct BouncyButtonStyle: ButtonStyle {
    var scale: CGFloat = 0.92

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? scale : 1)
            .opacity(configuration.isPressed ? 0.85 : 1)
            .animation(.spring(response: 0.3, dampingFraction: 0.6), value: configuration.isPressed)
    }
}

struct PlanCard: View {
    let title: String
    let price: String
    let isSelected: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(title)
                    .font(.headline)
                Spacer()
                Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                    .foregroundStyle(isSelected ? Color.accentColor : .secondary)
            }
            Text(price)
                .font(.title.bold())
                .contentTransition(.numericText())
        }
        .padding()
        .background(
            RoundedRectangle(cornerRadius: 16, style: .continuous)
                .fill(
                    isSelected ? Color.accentColor.opacity(0.12) : Color(.secondarySystemBackground)
                )
        )
        .overlay(
            RoundedRectangle(cornerRadius: 16, style: .continuous)
                .stroke(isSelected ? Color.accentColor : .clear, lineWidth: 2)
        )
        .clipShape(.rect(cornerRadius: 16))
    }
}

struct PlanPicker: View {
    enum Plan: String, CaseIterable {
        case monthly = "Monthly"
        case yearly = "Yearly"
    }

    @State private var plan: Plan = .monthly
    @State private var yearlyDiscount = false

    var body: some View {
        VStack(spacing: 16) {
            Picker("Plan", selection: $plan.animation(.snappy)) {
                ForEach(Plan.allCases, id: \.self) { plan in
                    Text(plan.rawValue).tag(plan)
                }
            }
            .pickerStyle(.segmented)

            ForEach(Plan.allCases, id: \.self) { option in
                Button {
                    withAnimation(.snappy) { plan = option }
                } label: {
                    PlanCard(
                        title: option.rawValue,
                        price: option == .monthly
                            ? "$4.99" : (yearlyDiscount ? "$29.99" : "$39.99"),
                        isSelected: plan == option
                    )
                }
                .buttonStyle(BouncyButtonStyle())
            }

            ProgressView(value: plan == .yearly ? 1 : 0.5)
                .progressViewStyle(.linear)
                .tint(.green)
                .animation(.easeInOut, value: plan)

            Gauge(value: plan == .yearly ? 0.8 : 0.3) {
                Text("Savings")
            }
            .gaugeStyle(.accessoryLinearCapacity)
        }
        .padding()
        .frame(width: UIScreen.main.bounds.width * 0.8)
        .onChange(of: plan, initial: true) { _, newValue in
            if newValue == .yearly {
                withAnimation(.default.delay(0.3)) { yearlyDiscount = true }
            }
        }
        .task {
            try? await Task.sleep(for: .milliseconds(300))
            withAnimation(.snappy) { plan = .yearly }
        }
    }
}

#Preview {
    PlanPicker()
}
