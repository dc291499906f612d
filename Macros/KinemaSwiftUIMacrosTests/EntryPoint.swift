// The test runner: Swift Testing's entry point, as SwiftPM's generated test main calls it.
import Testing

@main
struct MacroTestRunner {
    static func main() async {
        let _: Never = await Testing.__swiftPMEntryPoint(passing: nil)
    }
}
