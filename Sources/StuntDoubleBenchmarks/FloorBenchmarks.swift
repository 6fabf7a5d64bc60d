import Foundation

// What the work of each figure costs without a library (issue #24): the
// same amount of work on plain arrays, dictionaries and closures, measured
// in the same run, so that a figure can be read against its floor. Not
// guarded: they are for Guides/Performance.md.

/// A class as small as a double with nothing stored.
private final class FloorObject {}

enum FloorBenchmarks {
    /// Milliseconds to count the elements of a 1,000,000-element array
    /// that a condition accepts (`verify_1m_ms`'s work: reading 8 MB).
    static func countMatching(repetitions: Int) -> Double {
        let values = Array(0..<RuntimeFigures.calls)
        return median(repetitions) { floorCount(values) }
    }

    /// Milliseconds to allocate 10,000 objects and insert each into a
    /// dictionary by identity, all kept alive (`create_10k_doubles_ms`'s
    /// work).
    static func allocateAndInsert(repetitions: Int) -> Double {
        median(repetitions) { floorAllocate(RuntimeFigures.createdDoubles) }
    }

    /// Milliseconds for one pass over 1,000,000 values finding three in
    /// order (`verify_in_order_1m_ms`'s work).
    static func onePassInOrder(repetitions: Int) -> Double {
        let values = (0..<(RuntimeFigures.calls / 2)).flatMap { [$0, $0] }
        return median(repetitions) { findInOrder(values, [1_000, 250_000, 499_999]) }
    }

    /// Nanoseconds per call of ten closure calls (`conditional_10_ratio`'s
    /// extra work over the hand-written mock).
    static func tenClosureCalls(repetitions: Int) -> Double {
        let closures = (0..<10).map { excluded in opaque { (id: Int) in id == -excluded } }
        return perCall(repetitions) { count in callEach(closures, count) }
    }

    /// Nanoseconds per call to hash a 10-character `String` held at run
    /// time (`runtime_name_ns_per_call`'s extra work).
    static func stringHash(repetitions: Int) -> Double {
        let name = String("fetch(id:)".reversed().reversed())
        return perCall(repetitions) { count in hash(name, count) }
    }

    private static func median(_ repetitions: Int, _ work: () -> Int) -> Double {
        var checksum = 0
        let samples = (0..<repetitions).map { _ in Measurement.nanoseconds { checksum &+= work() } / 1e6 }
        precondition(checksum != 42, "keeps the work alive")
        return Measurement.median(samples)
    }

    private static func perCall(_ repetitions: Int, _ work: (Int) -> Int) -> Double {
        var checksum = 0
        let calls = RuntimeFigures.calls
        let samples = (0..<repetitions).map { _ in
            Measurement.nanoseconds { checksum &+= work(calls) } / Double(calls)
        }
        precondition(checksum != 42, "keeps the work alive")
        return Measurement.median(samples)
    }
}

/// `closure`, hidden from the optimizer as a matcher the library calls is.
@inline(never) @_optimize(none)
private func opaque(_ closure: @escaping (Int) -> Bool) -> (Int) -> Bool { closure }

@inline(never)
private func floorCount(_ values: [Int]) -> Int {
    var count = 0
    for value in values where value >= 0 { count += 1 }
    return count
}

@inline(never)
private func floorAllocate(_ count: Int) -> Int {
    var table: [ObjectIdentifier: FloorObject] = [:]
    var kept: [FloorObject] = []
    kept.reserveCapacity(count)
    for _ in 0..<count {
        let object = FloorObject()
        table[ObjectIdentifier(object)] = object
        kept.append(object)
    }
    return table.count + kept.count
}

@inline(never)
private func findInOrder(_ values: [Int], _ steps: [Int]) -> Int {
    var step = 0
    for value in values where step < steps.count && value == steps[step] { step += 1 }
    return step
}

@inline(never)
private func callEach(_ closures: [(Int) -> Bool], _ count: Int) -> Int {
    // Held in locals, so that a call retains no closure context, as the
    // library's loop over givens retains none.
    let (c0, c1, c2, c3, c4) = (closures[0], closures[1], closures[2], closures[3], closures[4])
    let (c5, c6, c7, c8, c9) = (closures[5], closures[6], closures[7], closures[8], closures[9])
    var checksum = 0
    for id in 0..<count {
        if c0(id) || c1(id) || c2(id) || c3(id) || c4(id) || c5(id) || c6(id) || c7(id) || c8(id) || c9(id) {
            checksum &+= 1
        }
    }
    return checksum
}

@inline(never)
private func hash(_ name: String, _ count: Int) -> Int {
    var checksum = 0
    for _ in 0..<count { checksum &+= name.hashValue }
    return checksum
}
