import Foundation

/// The compile-time figure of issue #4: how much longer the type checker takes
/// over a StuntDouble mock than over the hand-written mock it replaces.
///
/// `swift run -c release StuntDoubleBenchmarks compile-time [--json] [--keep-sources]`
/// writes six files into a temporary directory (``CompileTimeSource/files``)
/// and runs `swiftc -typecheck` on each, with identical flags, once to warm
/// the module cache and then ``repetitions`` times in turn, keeping the
/// median of each file's wall time and of its CPU time, reported as
/// `<key>_ms` and `<key>_cpu_ms` by the file's key:
///
/// | file | contents |
/// | --- | --- |
/// | `Baseline.swift` | the protocol of 50 members |
/// | `BaselineImport.swift` | the same plus `import StuntDouble` |
/// | `HandWritten.swift` | the protocol and the hand-written mock |
/// | `StuntDouble.swift` | `import StuntDouble`, the protocol and the `Mocking` mock |
/// | `NameGivens.swift` | the StuntDouble file and one given per member, by name |
/// | `ClosureGivens.swift` | the StuntDouble file and the same givens by calling the member |
///
/// `typecheck_ratio` is the wall time of `StuntDouble.swift` over that of
/// `HandWritten.swift`, whole files: it **includes** the fixed costs of
/// starting the compiler, loading the standard library and, for StuntDouble
/// only, importing the library (which loads Foundation too). That is what a
/// developer waits for, but it dilutes the members' share, so two more ratios
/// are reported:
///
/// - `cpu_typecheck_ratio`: the same files by CPU time (user + system of
///   `swiftc` and the `swift-frontend` it reaps), which a busy machine
///   disturbs far less than wall time;
/// - `member_cpu_typecheck_ratio`: by CPU time, each mock minus its own
///   baseline (the hand-written file minus `Baseline.swift`, the StuntDouble
///   file minus `BaselineImport.swift`), that is, the 50 mock members alone.
///
/// `closure_typecheck_ratio` is the wall time of `ClosureGivens.swift` over
/// that of `NameGivens.swift` (see ``CompileTimeSource/closureGivens``):
/// what writing givens as `mock.given { $0.fetch0() }` costs the type
/// checker over the name-based form; `closure_givens_cpu_ratio` compares
/// the 100 givens alone (50 of them with conditions), by CPU time, each
/// file minus `StuntDouble.swift`.
///
/// ```
/// $ swift run -c release StuntDoubleBenchmarks compile-time --json
/// {"typecheck_ratio": 0.97, "cpu_typecheck_ratio": 0.98, ..., "baseline_ms": 104.67, "baseline_cpu_ms": 103.90, ...}
/// ```
enum CompileTimeFigures {
    /// Median times of one file, in milliseconds.
    struct Timing {
        var wall: Double
        var cpu: Double
    }

    static let repetitions = 7

    /// The ratios, each with what it compares (see above), from the median
    /// timing of each file by its key.
    static func ratios(_ timing: (String) -> Timing) -> [(key: String, value: Double, meaning: String)] {
        let (stuntDouble, handWritten) = (timing("stuntdouble"), timing("hand_written"))
        let (baseline, baselineImport) = (timing("baseline"), timing("baseline_import"))
        let (nameGivens, closureGivens) = (timing("name_givens"), timing("closure_givens"))
        let memberCPU = (stuntDouble.cpu - baselineImport.cpu) / (handWritten.cpu - baseline.cpu)
        let givensCPU = (closureGivens.cpu - stuntDouble.cpu) / (nameGivens.cpu - stuntDouble.cpu)
        return [
            (
                "typecheck_ratio", stuntDouble.wall / handWritten.wall,
                "StuntDouble / hand-written, wall, whole files (target <= 1.5)"
            ),
            ("cpu_typecheck_ratio", stuntDouble.cpu / handWritten.cpu, "the same by CPU time"),
            ("member_cpu_typecheck_ratio", memberCPU, "by CPU time, each mock minus its baseline"),
            (
                "closure_typecheck_ratio", closureGivens.wall / nameGivens.wall,
                "closure givens / by name, wall (target <= 1.5)"
            ),
            ("closure_givens_cpu_ratio", givensCPU, "the givens alone, by CPU time"),
        ]
    }

    /// Each of `CompileTimeSource.files` with its median timing, in order.
    ///
    /// - Parameter keepingSources: Leaves the generated files in place and
    ///   names their directory on standard error, for profiling them with
    ///   `-Xfrontend -debug-time-function-bodies`.
    static func measure(keepingSources: Bool = false) throws(CompileTimeError)
        -> [(file: CompileTimeSource.File, timing: Timing)]
    {
        let compiler = try Typechecker.locate()
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("StuntDoubleCompileTime-\(UUID().uuidString)")
        defer {
            if keepingSources {
                FileHandle.standardError.write(Data("compile-time: sources kept in \(directory.path)\n".utf8))
            } else {
                try? FileManager.default.removeItem(at: directory)
            }
        }

        var files: [URL] = []
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for source in CompileTimeSource.files {
                let file = directory.appendingPathComponent(source.name)
                try source.text.write(to: file, atomically: true, encoding: .utf8)
                files.append(file)
            }
        } catch {
            throw .cannotWrite(directory.path, "\(error)")
        }

        let checker = compiler.checking(cacheIn: directory.appendingPathComponent("ModuleCache"))
        // The first run fills the module cache (Glibc, Foundation) and proves
        // the file compiles; it is not timed.
        for file in files { try checker.typecheck(file) }
        // Files take turns so that a disturbance on the machine hits all of them.
        var samples = Array(repeating: [Timing](), count: files.count)
        for _ in 0..<repetitions {
            for (index, file) in files.enumerated() {
                samples[index].append(try checker.typecheck(file))
            }
        }
        return zip(CompileTimeSource.files, samples).map { file, runs in
            (file, Timing(wall: Measurement.median(runs.map(\.wall)), cpu: Measurement.median(runs.map(\.cpu))))
        }
    }
}

extension CompileTimeSource {
    /// A file the compile-time benchmark writes and type-checks.
    struct File {
        var name: String
        /// The prefix of the file's keys: `<key>_ms`, its wall time, and
        /// `<key>_cpu_ms`, its CPU time.
        var key: String
        var text: String
        /// What it holds, for the table.
        var label: String

        init(_ name: String, _ key: String, _ text: String, _ label: String) {
            (self.name, self.key, self.text, self.label) = (name, key, text, label)
        }
    }

    /// The files, in the order they take turns.
    static let files = [
        File("Baseline.swift", "baseline", protocolOnly, "protocol only (\(memberCount) members)"),
        File("BaselineImport.swift", "baseline_import", protocolImportingStuntDouble, "protocol + import StuntDouble"),
        File("HandWritten.swift", "hand_written", handWrittenMock, "protocol + hand-written mock"),
        File("StuntDouble.swift", "stuntdouble", stuntDoubleMock, "protocol + StuntDouble mock"),
        File(
            "NameGivens.swift", "name_givens", nameGivens,
            "the same + \(memberCount + conditionGivenCount) givens by name"),
        File(
            "ClosureGivens.swift", "closure_givens", closureGivens,
            "the same + \(memberCount + conditionGivenCount) closure givens"),
    ]
}

/// Why the compile-time benchmark could not run.
enum CompileTimeError: Error, CustomStringConvertible {
    case moduleNotFound(searched: [String])
    case compilerNotFound
    case cannotWrite(String, String)
    case cannotLaunch(String, String)
    case typecheckFailed(file: String, command: String, output: String)

    var description: String {
        switch self {
        case .moduleNotFound(let searched):
            return """
                compile-time: StuntDouble.swiftmodule not found next to the benchmark executable.
                  Looked in:
                \(searched.map { "    " + $0 }.joined(separator: "\n"))
                  Build and run the benchmark with SwiftPM so that the module sits beside it:
                    swift run -c release StuntDoubleBenchmarks compile-time
                """
        case .compilerNotFound:
            return "compile-time: no `swiftc` on PATH; put the toolchain that built StuntDouble first on PATH."
        case .cannotWrite(let path, let reason):
            return "compile-time: cannot write the generated sources to \(path): \(reason)"
        case .cannotLaunch(let path, let reason):
            return "compile-time: cannot launch \(path): \(reason)"
        case .typecheckFailed(let file, let command, let output):
            let indented = output.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            return """
                compile-time: the generated \(file) does not type-check.
                  Command:
                    \(command)
                  Output:
                \(indented.joined(separator: "\n"))
                  Add --keep-sources to keep the generated files.
                """
        }
    }
}

/// Runs `swiftc -typecheck` on one file and times it.
struct Typechecker {
    var swiftc: URL
    /// The directory that holds `StuntDouble.swiftmodule`.
    var moduleDirectory: URL
    var arguments: [String] = []

    /// Finds `swiftc` on `PATH` and the StuntDouble module SwiftPM built
    /// alongside this executable: `.build/<triple>/release/Modules` (current
    /// SwiftPM) or the executable's own directory (older SwiftPM).
    static func locate() throws(CompileTimeError) -> Typechecker {
        let executable = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
            .resolvingSymlinksInPath()
        let buildDirectory = executable.deletingLastPathComponent()
        let candidates = [buildDirectory.appendingPathComponent("Modules"), buildDirectory]
        guard
            let moduleDirectory = candidates.first(where: {
                FileManager.default.fileExists(atPath: $0.appendingPathComponent("StuntDouble.swiftmodule").path)
            })
        else {
            throw .moduleNotFound(searched: candidates.map(\.path))
        }

        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        guard
            let swiftc = path.split(separator: ":")
                .map({ URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else {
            throw .compilerNotFound
        }
        return Typechecker(swiftc: swiftc, moduleDirectory: moduleDirectory)
    }

    /// The same checker with its flags set: Swift 6 mode, warnings as errors,
    /// a private module cache in `cache`.
    func checking(cacheIn cache: URL) -> Typechecker {
        var checker = self
        checker.arguments = [
            "-typecheck", "-swift-version", "6", "-parse-as-library", "-warnings-as-errors",
            "-module-name", "CompileTimeSubject",
            "-module-cache-path", cache.path,
            "-I", moduleDirectory.path,
        ]
        return checker
    }

    /// Type-checks `file` and returns its wall and CPU time.
    ///
    /// Spawns and reaps `swiftc` directly: Foundation's `Process` on Linux
    /// notices an exit only every 50 ms, which would round every figure, and
    /// `wait4` also tells the CPU time, which includes the `swift-frontend`
    /// process the driver reaped.
    @discardableResult
    func typecheck(_ file: URL) throws(CompileTimeError) -> CompileTimeFigures.Timing {
        let command = [swiftc.path] + arguments + [file.path]
        let log = file.deletingPathExtension().appendingPathExtension("log")
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // A file, not a pipe: a long diagnostic would fill a pipe and block swiftc.
        posix_spawn_file_actions_addopen(&actions, 1, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = command.map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + environment { free(pointer) } }

        var pid = pid_t()
        var status: Int32 = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawnError = posix_spawn(&pid, swiftc.path, &actions, nil, argv, environment)
        guard spawnError == 0 else {
            throw .cannotLaunch(swiftc.path, String(cString: strerror(spawnError)))
        }
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1, errno == EINTR {}
        let elapsed = DispatchTime.now().uptimeNanoseconds - start

        // The portable reading of a wait status: low 7 bits the signal, then the exit code.
        let exitedCleanly = status & 0x7f == 0 && (status >> 8) & 0xff == 0
        guard exitedCleanly else {
            let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            throw .typecheckFailed(
                file: file.lastPathComponent, command: command.joined(separator: " "),
                output: output.trimmingCharacters(in: .newlines) + "\n(wait status \(status))")
        }
        let milliseconds = { (time: timeval) in Double(time.tv_sec) * 1e3 + Double(time.tv_usec) / 1e3 }
        return CompileTimeFigures.Timing(
            wall: Double(elapsed) / 1e6, cpu: milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime))
    }
}

/// Measures and prints the compile-time figures; exits with status 1 when
/// they cannot be measured.
func runCompileTimeBenchmark(json: Bool, keepingSources: Bool) {
    let files: [(file: CompileTimeSource.File, timing: CompileTimeFigures.Timing)]
    do {
        files = try CompileTimeFigures.measure(keepingSources: keepingSources)
    } catch {
        FileHandle.standardError.write(Data((error.description + "\n").utf8))
        exit(1)
    }
    let byKey = Dictionary(uniqueKeysWithValues: files.map { ($0.file.key, $0.timing) })
    let ratios = CompileTimeFigures.ratios { key in
        guard let timing = byKey[key] else { preconditionFailure("no compile-time file keyed \(key)") }
        return timing
    }
    if json {
        let perFile: [(key: String, value: Double?)] = files.flatMap { file, timing in
            [(file.key + "_ms", timing.wall), (file.key + "_cpu_ms", timing.cpu)]
        }
        print(jsonLine(ratios.map { ($0.key, $0.value) } + perFile))
        return
    }
    let width = files.map(\.file.label.count).max() ?? 0
    let column = { (text: String) in String(repeating: " ", count: max(0, 9 - text.count)) + text }
    print("swiftc -typecheck, median of \(CompileTimeFigures.repetitions) runs, in ms")
    print("  " + "".padding(toLength: width, withPad: " ", startingAt: 0), column("wall"), column("cpu"))
    for (file, timing) in files {
        print(
            "  " + file.label.padding(toLength: width, withPad: " ", startingAt: 0),
            column(format(timing.wall)), column(format(timing.cpu)))
    }
    for (key, ratio, meaning) in ratios {
        print(key.padding(toLength: 27, withPad: " ", startingAt: 0) + format(ratio) + "  " + meaning)
    }
}
