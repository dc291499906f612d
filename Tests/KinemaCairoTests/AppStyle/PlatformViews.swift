import SwiftUI

/// A spinner wrapped from UIKit, as older apps write one.
struct ActivityIndicator: UIViewRepresentable {
    @Binding var isAnimating: Bool
    var style: UIActivityIndicatorView.Style = .large
    let log: PlatformLog

    func makeCoordinator() -> Coordinator { Coordinator(log: log) }

    func makeUIView(context: Context) -> UIActivityIndicatorView {
        log.made += 1
        let view = UIActivityIndicatorView(style: style)
        view.color = .systemBlue
        return view
    }

    func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {
        context.coordinator.updates += 1
        log.coordinatorUpdates = context.coordinator.updates
        isAnimating ? uiView.startAnimating() : uiView.stopAnimating()
    }

    static func dismantleUIView(_ uiView: UIActivityIndicatorView, coordinator: Coordinator) {
        coordinator.log.dismantled += 1
    }

    final class Coordinator {
        let log: PlatformLog
        var updates = 0
        init(log: PlatformLog) { self.log = log }
    }
}

/// A blurred background wrapped from UIKit.
struct BlurView: UIViewRepresentable {
    var style: UIBlurEffect.Style = .systemThinMaterial

    func makeUIView(context: Context) -> UIVisualEffectView {
        UIVisualEffectView(effect: UIBlurEffect(style: style))
    }

    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {
        uiView.effect = UIBlurEffect(style: style)
    }
}

/// A label wrapped from UIKit, with the environment's colour scheme read in the update.
struct CaptionLabel: UIViewRepresentable {
    var text: String

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.font = .systemFont(ofSize: 15, weight: .semibold)
        label.numberOfLines = 0
        label.textAlignment = .center
        label.setContentHuggingPriority(.defaultHigh, for: .vertical)
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        uiView.text = text
        uiView.textColor = context.environment.colorScheme == .dark ? .white : .systemRed
    }
}

/// A plain coloured UIKit view.
struct Swatch: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.backgroundColor = .systemTeal
        view.layer.cornerRadius = 8
        return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A view controller wrapped from UIKit: its view is a label made in `loadView`.
struct GreetingController: UIViewControllerRepresentable {
    final class Controller: UIViewController {
        override func loadView() {
            let label = UILabel()
            label.text = "Hello from UIKit"
            view = label
        }
    }

    func makeUIViewController(context: Context) -> Controller { Controller() }

    func updateUIViewController(_ uiViewController: Controller, context: Context) {
        uiViewController.title = "Greeting"
    }
}

/// A macOS sidebar material wrapped from AppKit.
struct SidebarBackground: NSViewRepresentable {
    func makeNSView(context: Context) -> NSVisualEffectView {
        let view = NSVisualEffectView()
        view.material = .sidebar
        view.blendingMode = .behindWindow
        view.state = .active
        return view
    }

    func updateNSView(_ nsView: NSVisualEffectView, context: Context) {}
}

/// What the representables' life cycle did.
@MainActor
final class PlatformLog {
    var made = 0
    var coordinatorUpdates = 0
    var dismantled = 0
}

/// The screen: a spinner while loading, over a thin blur, with a caption, a swatch, a
/// greeting and a sidebar background.
struct LoadingScreen: View {
    @Bindable var model: LoadingModel
    let log: PlatformLog

    var body: some View {
        VStack(spacing: 0) {
            if model.showsSpinner {
                ActivityIndicator(isAnimating: $model.isLoading, log: log)
            }
            CaptionLabel(text: "Loading")
            Swatch().frame(width: 60, height: 30)
            GreetingController().frame(height: 20)
            SidebarBackground().frame(width: 40, height: 10)
        }
        .background(BlurView())
    }
}

/// The loading screen's state.
@Observable
@MainActor
final class LoadingModel {
    var showsSpinner = true
    var isLoading = false
}
