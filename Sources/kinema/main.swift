// The `kinema` command: renders demos into frame sequences, sprite sheets and contact
// sheets, packs existing frames, compares images. `kinema --help` lists the subcommands.
import Foundation

InterruptHandler.install()
exit(await KinemaCommand.run(Array(CommandLine.arguments.dropFirst())))
