import Foundation
import KinemaCairo
import Testing

/// This process's environment without any scheduler's variables, plus `extra`.
private func environment(_ extra: [String: String] = [:]) -> [String: String] {
    var values = ProcessInfo.processInfo.environment.filter { key, _ in
        !key.hasPrefix("SLURM_") && key != "JOB_COMPLETION_INDEX" && key != "KINEMA_SHARD_COUNT"
    }
    values.merge(extra) { $1 }
    return values
}

/// Every file under `directory` but the lock files, by relative path, with its bytes.
private func files(under directory: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    let base = directory.standardizedFileURL.path + "/"
    let enumerator = FileManager.default.enumerator(
        at: directory, includingPropertiesForKeys: [.isRegularFileKey])
    while let url = enumerator?.nextObject() as? URL {
        guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true,
            url.lastPathComponent != DirectoryLock.fileName
        else { continue }
        let path = url.standardizedFileURL.path
        result[String(path.dropFirst(base.count))] = try Data(contentsOf: url)
    }
    return result
}

/// The frame files in `directory`, sorted.
private func frameNames(in directory: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
        .filter { $0.hasPrefix("frame_") }.sorted()
}

@Suite("kinema render --shard and kinema finish", .serialized)
struct ShardTests {
    @Test("4 shard processes and finish write the same bytes as 1 process, file for file")
    func byteIdentical() throws {
        let directory = try makeTemporaryDirectory()
        let options = [
            "render", "spinner", "--fps", "24", "--sheet", "grid", "--scale", "1.5", "--html",
        ]
        let single = try runKinema(options + ["--out", directory.appending(path: "one").path])
        #expect(single.status == 0, "\(single.standardError)")
        let out = directory.appending(path: "four").path
        let shards = try (0..<4).map { index in
            let process = Process()
            process.executableURL = kinemaExecutable
            process.arguments = options + ["--out", out, "--shard", "\(index)/4", "--jobs", "1"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        for process in shards {
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        let finish = try runKinema(["finish", out])
        #expect(finish.status == 0, "\(finish.standardError)")
        #expect(finish.standardOutput.contains("from 4 shards: 24 frames"))
        let expected = try files(under: directory.appending(path: "one/spinner"))
        let actual = try files(under: directory.appending(path: "four/spinner"))
        // 24 frames, manifest, settings, contact sheet, sheet.png, sheet.json, index.html.
        #expect(expected.count == 24 + 6, "\(expected.keys.sorted())")
        #expect(expected["index.html"] != nil)
        #expect(Set(actual.keys) == Set(expected.keys))
        for (path, data) in expected { #expect(actual[path] == data, "\(path) differs") }
    }

    @Test(
        "--shard auto reads Kubernetes' and Slurm's variables: contiguous parts of 12 frames",
        arguments: [
            (["JOB_COMPLETION_INDEX": "2", "KINEMA_SHARD_COUNT": "4"], [], "2-of-4", 6...8),
            (["JOB_COMPLETION_INDEX": "0"], ["--shards", "5"], "0-of-5", 0...1),
            (["JOB_COMPLETION_INDEX": "4"], ["--shards", "5"], "4-of-5", 9...11),
            (["SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_COUNT": "3"], [], "1-of-3", 4...7),
            (
                [
                    "SLURM_ARRAY_TASK_ID": "12", "SLURM_ARRAY_TASK_MIN": "10",
                    "SLURM_ARRAY_TASK_COUNT": "3",
                ], [], "2-of-3", 8...11
            ),
        ] as [([String: String], [String], String, ClosedRange<Int>)])
    func environmentShards(
        variables: [String: String], options: [String], folder: String,
        frames: ClosedRange<Int>
    ) throws {
        let directory = try makeTemporaryDirectory()
        let output = try runKinema(
            ["render", "spinner", "--out", directory.path, "--shard", "auto"] + options,
            environment: environment(variables))
        #expect(output.status == 0, "\(output.standardError)")
        let shard = directory.appending(path: "spinner/shards/\(folder)")
        #expect(frameNames(in: shard) == frames.map { FrameTimeline.fileName(ofFrame: $0) })
        #expect(FileManager.default.fileExists(atPath: shard.appending(path: "job.json").path))
        // No shared lock, manifest or sheets outside the shard's folder.
        let scene = try FileManager.default.contentsOfDirectory(
            atPath: directory.appending(path: "spinner").path)
        #expect(scene == ["shards"], "\(scene)")
    }

    @Test(
        "Bad shards exit 2 naming the option or the variable",
        arguments: [
            (["--shard", "4/4"], [:], "--shard 4/4"), (["--shard", "0/0"], [:], "--shard 0/0"),
            (["--shard", "-1/4"], [:], "--shard -1/4"), (["--shard", "x"], [:], "'x'"),
            (["--shard", "1/4", "--shards", "4"], [:], "--shards"),
            (["--shards", "4"], [:], "--shards"),
            (["--shard", "auto"], [:], "JOB_COMPLETION_INDEX"),
            (["--shard", "auto"], ["JOB_COMPLETION_INDEX": "1"], "KINEMA_SHARD_COUNT"),
            (
                ["--shard", "auto"], ["JOB_COMPLETION_INDEX": "4", "KINEMA_SHARD_COUNT": "4"],
                "JOB_COMPLETION_INDEX=4"
            ),
            (["--shard", "auto"], ["SLURM_ARRAY_TASK_ID": "abc"], "SLURM_ARRAY_TASK_ID"),
            (["--shard", "auto"], ["SLURM_ARRAY_TASK_ID": "3"], "SLURM_ARRAY_TASK_COUNT"),
            (["--shard", "0/2", "--gif", "a.gif"], [:], "--gif"),
        ] as [([String], [String: String], String)])
    func badShards(options: [String], variables: [String: String], mentions: String) throws {
        let directory = try makeTemporaryDirectory()
        let output = try runKinema(
            ["render", "spinner", "--out", directory.path] + options,
            environment: environment(variables))
        #expect(output.status == 2, "\(options): \(output.standardError)")
        #expect(output.standardError.contains(mentions), "\(output.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test("finish names a missing shard and a damaged frame, and what to run again")
    func finishRefusesIncomplete() throws {
        let directory = try makeTemporaryDirectory()
        let base = ["render", "spinner", "--out", directory.path]
        for index in [0, 1] {
            #expect(try runKinema(base + ["--shard", "\(index)/3"]).status == 0)
        }
        let missing = try runKinema(["finish", directory.path])
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("shard 2/3 is missing"), "\(missing.standardError)")
        #expect(try runKinema(base + ["--shard", "2/3"]).status == 0)
        let frame = directory.appending(path: "spinner/shards/1-of-3/frame_00005.png")
        var bytes = try Data(contentsOf: frame)
        bytes[bytes.count / 2] ^= 0x55
        try bytes.write(to: frame)
        let damaged = try runKinema(["finish", directory.appending(path: "spinner").path])
        #expect(damaged.status == 1)
        #expect(
            damaged.standardError.contains("frame 5")
                && damaged.standardError.contains("shard 1/3"), "\(damaged.standardError)")
        #expect(try runKinema(base + ["--shard", "1/3", "--resume"]).status == 0)
        let finished = try runKinema(["finish", directory.path])
        #expect(finished.status == 0, "\(finished.standardError)")
        #expect(frameNames(in: directory.appending(path: "spinner/frames")).count == 12)
    }

    @Test("More shards than frames: the extra shards draw nothing and finish still works")
    func moreShardsThanFrames() throws {
        let directory = try makeTemporaryDirectory()
        for index in 0..<3 {
            let output = try runKinema([
                "render", "spinner", "--out", directory.path, "--frames", "4..5", "--shard",
                "\(index)/3",
            ])
            #expect(output.status == 0, "\(output.standardError)")
        }
        let finished = try runKinema(["finish", directory.path])
        #expect(finished.status == 0, "\(finished.standardError)")
        #expect(
            frameNames(in: directory.appending(path: "spinner/frames")) == [
                "frame_00004.png", "frame_00005.png",
            ])
    }
}

/// The files of Examples/RenderFarm.
private let renderFarm = URL(filePath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "Examples/RenderFarm")

@Suite("Examples/RenderFarm: the Slurm script and the Kubernetes Indexed Job", .serialized)
struct RenderFarmExampleTests {
    @Test("The Slurm array script renders its task's shard; an array from 1 finishes whole")
    func slurmScript() throws {
        let directory = try makeTemporaryDirectory()
        for task in 1...3 {
            let process = Process()
            process.executableURL = URL(filePath: "/bin/bash")
            process.arguments = [
                renderFarm.appending(path: "render-array.sbatch").path, "--frames", "0..9",
            ]
            process.environment = environment([
                "KINEMA": kinemaExecutable.path, "SCENE": "spinner", "OUT": directory.path,
                "SLURM_ARRAY_TASK_ID": "\(task)", "SLURM_ARRAY_TASK_MIN": "1",
                "SLURM_ARRAY_TASK_COUNT": "3", "SLURM_CPUS_PER_TASK": "1",
            ])
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        let shards = directory.appending(path: "spinner/shards")
        // 10 frames in 3 contiguous parts: 0...2, 3...5, 6...9.
        #expect(frameNames(in: shards.appending(path: "0-of-3")).count == 3)
        #expect(frameNames(in: shards.appending(path: "2-of-3")).count == 4)
        let finish = try runKinema(["finish", directory.appending(path: "spinner").path])
        #expect(finish.status == 0, "\(finish.standardError)")
        #expect(frameNames(in: directory.appending(path: "spinner/frames")).count == 10)
    }

    @Test("The Indexed Job's pods (its command, each JOB_COMPLETION_INDEX) and its finish Job")
    func kubernetesJob() throws {
        let text = try String(
            contentsOf: renderFarm.appending(path: "kinema-indexed-job.yaml"), encoding: .utf8)
        let lines = text.split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        func value(after prefix: String, from start: Int = 0) throws -> (String, Int) {
            let index = try #require(lines[start...].firstIndex { $0.hasPrefix(prefix) })
            return (String(lines[index].dropFirst(prefix.count)), index)
        }
        let completions = try #require(Int(try value(after: "completions: ").0))
        let (countName, countLine) = try value(after: "- name: KINEMA_SHARD_COUNT")
        #expect(countName.isEmpty)
        let count = try value(after: "value: ", from: countLine).0
        #expect(count == "\"\(completions)\"", "KINEMA_SHARD_COUNT must equal completions")
        // The containers' commands are flow sequences of strings: JSON arrays.
        func command(_ start: Int) throws -> ([String], Int) {
            let (json, line) = try value(after: "command: ", from: start)
            return (try JSONDecoder().decode([String].self, from: Data(json.utf8)), line)
        }
        let (render, renderLine) = try command(0)
        let (finish, _) = try command(renderLine + 1)
        #expect(render.starts(with: ["kinema", "render"]) && render.contains("auto"))
        let directory = try makeTemporaryDirectory()
        func local(_ arguments: [String]) -> [String] {
            arguments.dropFirst().map {
                $0.replacingOccurrences(of: "/render", with: directory.path)
            }
        }
        for index in 0..<completions {
            let output = try runKinema(
                local(render) + ["--frames", "0..9", "--size", "40x40"],
                environment: environment([
                    "JOB_COMPLETION_INDEX": "\(index)", "KINEMA_SHARD_COUNT": String(completions),
                ]))
            #expect(output.status == 0, "\(output.standardError)")
        }
        let finished = try runKinema(local(finish))
        #expect(finished.status == 0, "\(finished.standardError)")
        let scene = try #require(render.dropFirst(2).first)
        #expect(frameNames(in: directory.appending(path: "\(scene)/frames")).count == 10)
    }
}

@Suite("kinema finish: shards of different renders", .serialized)
struct FinishMismatchTests {
    @Test("Shards rendered with other options are refused, naming the shard")
    func mismatch() throws {
        let directory = try makeTemporaryDirectory()
        let base = ["render", "spinner", "--out", directory.path, "--frames", "0..3"]
        #expect(try runKinema(base + ["--shard", "0/2"]).status == 0)
        #expect(try runKinema(base + ["--shard", "1/2", "--scale", "2"]).status == 0)
        let output = try runKinema(["finish", directory.path])
        #expect(output.status == 1)
        #expect(output.standardError.contains("shard 1/2 recorded another render"))
        #expect(
            !FileManager.default.fileExists(
                atPath: directory.appending(path: "spinner/frames").path))
    }
}
