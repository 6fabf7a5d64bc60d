import Foundation
import StuntDouble

/// Wall-clock helpers: each figure is the median of several repetitions.
enum Measurement {
    static func nanoseconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The median time per call of `calls` calls on a fresh subject per repetition.
    static func nanosecondsPerCall(_ kind: SubjectKind, repetitions: Int, calls: Int) -> Double {
        nanosecondsPerCall(repetitions: repetitions, calls: calls, making: { makeSubject(kind) }, driving: drive)
    }

    /// The median time per call of `calls` calls that `drive` makes on a
    /// fresh subject from `make` per repetition; every figure per call is
    /// taken so. `make` and `drive` hide the subject from the optimizer
    /// (`@inline(never)`), as a test's calls through a protocol are.
    static func nanosecondsPerCall<Subject>(
        repetitions: Int, calls: Int, making make: () -> Subject, driving drive: (Subject, Int) -> Int
    ) -> Double {
        var checksum = 0
        let samples = (0..<repetitions).map { _ in
            let subject = make()
            defer { clearRecordedCalls(of: subject) }
            return nanoseconds { checksum &+= drive(subject, calls) } / Double(calls)
        }
        precondition(checksum != 42, "keeps the calls alive")
        return median(samples)
    }

    /// Frees the calls a double recorded, after its repetition: released,
    /// a double without a stored registry leaves its state in the identity
    /// table until a sweep, which the few doubles a figure creates do not
    /// bring, and the next repetitions would take fresh memory for theirs
    /// (page faults that slowed some figures threefold). A hand-written
    /// mock frees its calls with itself; so do the doubles here.
    static func clearRecordedCalls(of subject: Any) {
        (subject as? any Mocking)?.clearRecordedCalls()
    }

    /// Makes the allocator keep what the process frees (glibc; elsewhere
    /// nothing). Every repetition frees megabytes of call history; given
    /// back to the system, the next repetition pays a page fault per page
    /// again, and how much was given back depended on which figures came
    /// before: the same build's `computed_ratio` read 1.7 or 3.5 by the
    /// order of figures alone. Kept, every figure measures calls.
    static func keepFreedMemory() {
        #if canImport(Glibc)
            // `mallopt` is in no module Swift imports; its options'
            // values are glibc's ABI (malloc.h).
            typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallopt") else { return }
            let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
            let trimThreshold: Int32 = -1
            let mmapThreshold: Int32 = -3
            _ = mallopt(trimThreshold, Int32.max)
            _ = mallopt(mmapThreshold, Int32.max)
        #endif
    }

    /// Resident memory of this process in bytes, where the platform tells.
    static func residentBytes() -> Int? {
        #if os(Linux)
            guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
                return nil
            }
            let fields = statm.split(separator: " ")
            guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
            return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #else
            return nil
        #endif
    }
}
