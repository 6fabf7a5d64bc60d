import Foundation

/// The compile-time figure of issue #4: how much longer the type checker takes
/// over a StuntDouble mock than over the hand-written mock it replaces.
///
/// `swift run -c release StuntDoubleBenchmarks compile-time [--json] [--keep-sources]`
/// writes four files into a temporary directory (see ``CompileTimeSource``)
/// and runs `swiftc -typecheck` on each, with identical flags, once to warm
/// the module cache and then ``repetitions`` times in turn, keeping the
/// median of each file's wall time and of its CPU time:
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
/// the 50 givens alone, by CPU time, each file minus `StuntDouble.swift`.
///
/// ```
/// $ swift run -c release StuntDoubleBenchmarks compile-time --json
/// {"typecheck_ratio": 0.97, "stuntdouble_ms": 143.70, "hand_written_ms": 148.04, "baseline_ms": 104.67, ...}
/// ```
struct CompileTimeFigures {
    /// Median times of one file, in milliseconds.
    struct Timing {
        var wall: Double
        var cpu: Double
    }

    var baseline: Timing
    var baselineImport: Timing
    var handWritten: Timing
    var stuntDouble: Timing
    var nameGivens: Timing
    var closureGivens: Timing

    static let repetitions = 7

    var typecheckRatio: Double { stuntDouble.wall / handWritten.wall }
    var cpuTypecheckRatio: Double { stuntDouble.cpu / handWritten.cpu }
    var memberCPUTypecheckRatio: Double {
        (stuntDouble.cpu - baselineImport.cpu) / (handWritten.cpu - baseline.cpu)
    }
    var closureTypecheckRatio: Double { closureGivens.wall / nameGivens.wall }
    var closureGivensCPURatio: Double {
        (closureGivens.cpu - stuntDouble.cpu) / (nameGivens.cpu - stuntDouble.cpu)
    }

    /// - Parameter keepingSources: Leaves the generated files in place and
    ///   names their directory on standard error, for profiling them with
    ///   `-Xfrontend -debug-time-function-bodies`.
    static func measure(keepingSources: Bool = false) throws(CompileTimeError) -> CompileTimeFigures {
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

        let sources = [
            ("Baseline.swift", CompileTimeSource.protocolOnly),
            ("BaselineImport.swift", CompileTimeSource.protocolImportingStuntDouble),
            ("HandWritten.swift", CompileTimeSource.handWrittenMock),
            ("StuntDouble.swift", CompileTimeSource.stuntDoubleMock),
            ("NameGivens.swift", CompileTimeSource.nameGivens),
            ("ClosureGivens.swift", CompileTimeSource.closureGivens),
        ]
        var files: [URL] = []
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for (name, text) in sources {
                let file = directory.appendingPathComponent(name)
                try text.write(to: file, atomically: true, encoding: .utf8)
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
        let medians = samples.map {
            Timing(wall: Measurement.median($0.map(\.wall)), cpu: Measurement.median($0.map(\.cpu)))
        }
        return CompileTimeFigures(
            baseline: medians[0], baselineImport: medians[1], handWritten: medians[2], stuntDouble: medians[3],
            nameGivens: medians[4], closureGivens: medians[5])
    }

    /// The figures in report order, for the JSON line.
    var report: [(key: String, value: Double)] {
        [
            ("typecheck_ratio", typecheckRatio),
            ("stuntdouble_ms", stuntDouble.wall),
            ("hand_written_ms", handWritten.wall),
            ("baseline_ms", baseline.wall),
            ("baseline_import_ms", baselineImport.wall),
            ("cpu_typecheck_ratio", cpuTypecheckRatio),
            ("member_cpu_typecheck_ratio", memberCPUTypecheckRatio),
            ("stuntdouble_cpu_ms", stuntDouble.cpu),
            ("hand_written_cpu_ms", handWritten.cpu),
            ("baseline_cpu_ms", baseline.cpu),
            ("baseline_import_cpu_ms", baselineImport.cpu),
            ("closure_typecheck_ratio", closureTypecheckRatio),
            ("closure_givens_cpu_ratio", closureGivensCPURatio),
            ("name_givens_ms", nameGivens.wall),
            ("closure_givens_ms", closureGivens.wall),
        ]
    }
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
    let figures: CompileTimeFigures
    do {
        figures = try CompileTimeFigures.measure(keepingSources: keepingSources)
    } catch {
        FileHandle.standardError.write(Data((error.description + "\n").utf8))
        exit(1)
    }
    let format = { (value: Double) in String(format: "%.2f", value) }
    if json {
        print("{" + figures.report.map { "\"\($0.key)\": \(format($0.value))" }.joined(separator: ", ") + "}")
        return
    }
    let rows: [(String, CompileTimeFigures.Timing)] = [
        ("protocol only (\(CompileTimeSource.memberCount) members)", figures.baseline),
        ("protocol + import StuntDouble", figures.baselineImport),
        ("protocol + hand-written mock", figures.handWritten),
        ("protocol + StuntDouble mock", figures.stuntDouble),
        ("the same + \(CompileTimeSource.memberCount) givens by name", figures.nameGivens),
        ("the same + \(CompileTimeSource.memberCount) closure givens", figures.closureGivens),
    ]
    let width = rows.map(\.0.count).max() ?? 0
    let column = { (text: String) in String(repeating: " ", count: max(0, 9 - text.count)) + text }
    print("swiftc -typecheck, median of \(CompileTimeFigures.repetitions) runs, in ms")
    print("  " + "".padding(toLength: width, withPad: " ", startingAt: 0), column("wall"), column("cpu"))
    for (label, timing) in rows {
        print(
            "  " + label.padding(toLength: width, withPad: " ", startingAt: 0),
            column(format(timing.wall)), column(format(timing.cpu)))
    }
    let ratios = [
        ("typecheck_ratio", figures.typecheckRatio, "StuntDouble / hand-written, wall, whole files (target <= 1.5)"),
        ("cpu_typecheck_ratio", figures.cpuTypecheckRatio, "the same by CPU time"),
        ("member_cpu_typecheck_ratio", figures.memberCPUTypecheckRatio, "by CPU time, each mock minus its baseline"),
        ("closure_typecheck_ratio", figures.closureTypecheckRatio, "closure givens / by name, wall (target <= 1.5)"),
        ("closure_givens_cpu_ratio", figures.closureGivensCPURatio, "the givens alone, by CPU time"),
    ]
    for (key, ratio, meaning) in ratios {
        print(key.padding(toLength: 27, withPad: " ", startingAt: 0) + format(ratio) + "  " + meaning)
    }
}
