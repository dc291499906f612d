// Previews of this test module on device screens, for PreviewDeviceTests: a view that fills
// its canvas with a colour for its size classes, in portrait and landscape, and a provider's
// views that choose a device, one Kinema knows and one it does not.
import Foundation
import KinemaCore
import KinemaLayout
import KinemaMacroDeclarations
import KinemaScene

/// Pure red when the width is regular; pure green when compact both ways; pure blue when
/// compact wide and regular high (an iPhone in portrait).
struct SizeClassSwatch: View {
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical

    var body: some View {
        if horizontal == .regular {
            Color(red: 1, green: 0, blue: 0)
        } else if vertical == .compact {
            Color(red: 0, green: 1, blue: 0)
        } else {
            Color(red: 0, green: 0, blue: 1)
        }
    }
}

#Preview("Device screen") {
    SizeClassSwatch()
}

#Preview("Device screen, landscape", traits: .landscapeLeft) {
    SizeClassSwatch()
}

struct DeviceChoice_Previews: PreviewProvider {
    static var previews: some View {
        SizeClassSwatch()
            .previewDevice("iPhone SE (3rd generation)")
            .previewDisplayName("Device chosen")
        SizeClassSwatch()
            .previewDevice("Nokia 3310")
            .previewDisplayName("Device unknown")
    }
}
