import Foundation

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
        var checksum = 0
        let samples = (0..<repetitions).map { _ in
            let subject = makeSubject(kind)
            return nanoseconds { checksum &+= drive(subject, calls: calls) } / Double(calls)
        }
        precondition(checksum != 42, "keeps the calls alive")
        return median(samples)
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
