// `arg(_:)` of a type with no default stub value and a condition with no
// value of its own (`.any`) has nothing to pass: it does not compile, and
// the compiler's message says how to fix it. Checked by type-checking a
// file against the StuntDouble module this test was built with.
import Foundation
import Testing

struct ArgWithoutValueTests {
    /// The double, a type without a default, and `body` calling it.
    private func source(_ body: String) -> String {
        """
        import StuntDouble

        struct Card: Equatable { var number: String }
        final class GatewayMock: Mocking {
            func authorize(_ card: Card, amount: Int) { didCallFunction(withArguments: card, amount) }
        }
        func configure(_ gateway: GatewayMock) {
            \(body)
        }

        """
    }

    @Test func anyOfAStructWithoutADefaultDoesNotCompile() throws {
        let result = try TypeCheck.run(source("gateway.verify { $0.authorize(arg(.any), amount: arg(.any)) }"))
        #expect(result.status != 0)
        #expect(
            result.output.contains(
                "'arg(_:fileID:filePath:line:column:)' is unavailable: arg(_:) has no value of this type to pass: "
                    + "conform the type to ProvidingDefaultStubValue, use .equal(to:) or .identical(to:), "
                    + "or the name-based form with an ArgumentMatcher"))
    }

    @Test func aCaptorOfAStructWithoutADefaultDoesNotCompile() throws {
        let result = try TypeCheck.run(
            source("gateway.verify { $0.authorize(arg(Captor<Card>()), amount: arg(.any)) }"))
        #expect(result.status != 0)
        #expect(result.output.contains("'Card' conform to 'ProvidingDefaultStubValue'"))
    }

    /// The control: the same file compiles with a condition that has a
    /// value, so the failures above are `arg(.any)`'s alone.
    @Test func equalToOfAStructWithoutADefaultCompiles() throws {
        let result = try TypeCheck.run(
            source("gateway.verify { $0.authorize(arg(.equal(to: Card(number: \"4242\"))), amount: arg(.any)) }"))
        #expect(result.status == 0, "\(result.output)")
    }
}

/// `swiftc -typecheck` of one file against the StuntDouble module beside
/// this test's executable.
enum TypeCheck {
    struct Result {
        let status: Int32
        let output: String
    }

    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    static func run(_ source: String) throws -> Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ArgTypeCheck-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Subject.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = try swiftc()
        process.arguments = [
            "-typecheck", "-swift-version", "6", "-module-name", "Subject",
            "-module-cache-path", directory.appendingPathComponent("cache").path,
            "-I", try moduleDirectory().path, file.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// Where SwiftPM put `StuntDouble.swiftmodule` for this build:
    /// `Modules` beside the test executable, or its own directory.
    private static func moduleDirectory() throws -> URL {
        let executable = (Bundle.main.executableURL ?? URL(fileURLWithPath: "/")).resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        // On Apple platforms the executable is inside a bundle.
        while directory.pathExtension == "xctest" || directory.lastPathComponent == "Contents"
            || directory.lastPathComponent == "MacOS"
        {
            directory = directory.deletingLastPathComponent()
        }
        let candidates = [directory.appendingPathComponent("Modules"), directory]
        guard
            let found = candidates.first(where: {
                FileManager.default.fileExists(atPath: $0.appendingPathComponent("StuntDouble.swiftmodule").path)
            })
        else { throw Unavailable(description: "no StuntDouble.swiftmodule in \(candidates.map(\.path))") }
        return found
    }

    private static func swiftc() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        guard
            let found = path.split(separator: ":")
                .map({ URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { throw Unavailable(description: "no swiftc on PATH") }
        return found
    }
}
