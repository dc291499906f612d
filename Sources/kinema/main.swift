// The `kinema` command. For now it prints a sampled table of Kinema's timing curves and
// springs and saves it to render-out/curves.txt; the Cairo renderer will take over the
// default command.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
    print(
        """
        usage: kinema [--out DIR]

        Prints a sampled table of timing curves and springs and writes it to DIR/curves.txt
        (DIR defaults to render-out).
        """)
    exit(0)
}

var outputDirectory = "render-out"
var remaining = Array(arguments)
while let argument = remaining.first {
    remaining.removeFirst()
    switch argument {
    case "--out":
        guard let directory = remaining.first else {
            FileHandle.standardError.write(Data("kinema: --out needs a directory\n".utf8))
            exit(2)
        }
        remaining.removeFirst()
        outputDirectory = directory
    default:
        FileHandle.standardError.write(
            Data("kinema: unknown argument '\(argument)' (try --help)\n".utf8))
        exit(2)
    }
}

let table = CurveTable(intervals: 10).text
print(table)
do {
    let directory = URL(fileURLWithPath: outputDirectory, isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("curves.txt")
    try Data((table + "\n").utf8).write(to: file, options: .atomic)
    print("\nwrote \(file.path)")
} catch {
    FileHandle.standardError.write(
        Data("kinema: cannot write to '\(outputDirectory)': \(error.localizedDescription)\n".utf8))
    exit(1)
}
