// The `kinema` command: renders the built-in demos into frame sequences, sprite sheets and
// contact sheets, packs existing frames, compares images. `kinema --help` lists the
// subcommands. The command line itself is the KinemaCommandLine library, which a user's
// package calls with its own scenes.
import KinemaCommandLine
import KinemaDemos

await KinemaCommand.main(
    scenes: DemoRegistry.all.map(RenderableScene.init(demo:)),
    defaultScene: DemoRegistry.defaultName)
