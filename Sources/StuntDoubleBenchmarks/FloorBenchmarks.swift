import Foundation
import Synchronization

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

    /// Milliseconds for `create_10k_doubles_ms`'s work in the identity
    /// table's design, in plain Swift: 10,000 objects allocated, each
    /// inserted into a dictionary by identity with an entry object that
    /// holds it weakly, while the previous repetition's 10,000, released
    /// after its clock stopped, are found gone by their weak references
    /// and removed. The floor under any design that tells a freed double
    /// by a weak reference (see `RegistryTable`).
    static func weakTable(repetitions: Int) -> Double {
        var table = FloorWeakTable()
        var checksum = 0
        let samples = (0..<repetitions).map { _ in
            var kept: [FloorObject] = []
            let elapsed = Measurement.nanoseconds { kept = table.sweepThenInsert(RuntimeFigures.createdDoubles) }
            checksum &+= kept.count
            return elapsed / 1e6
        }
        precondition(checksum != 42, "keeps the work alive")
        return Measurement.median(samples)
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

    /// Nanoseconds per read of a hand-written property that any thread
    /// may read: `hand_written_read_ns`'s work under a lock like a
    /// registry's, one atomic word taken with a compare-and-swap and given
    /// back with a store (`property_get_ratio`'s floor for a double that
    /// is safe to call from any task). `nil` where the platform has no
    /// `Atomic`.
    static func lockedRead(repetitions: Int, calls: Int) -> Double? {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return nil }
        return Measurement.nanosecondsPerCall(
            repetitions: repetitions, calls: calls, making: makeLockedTitled, driving: readTitles)
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

/// An entry of `FloorWeakTable`: its object, held weakly.
private final class FloorWeakEntry {
    weak var object: FloorObject?

    init(_ object: FloorObject) { self.object = object }
}

/// Objects by identity, each held weakly by an entry object.
private struct FloorWeakTable {
    private var entries: [ObjectIdentifier: FloorWeakEntry] = [:]

    /// Removes the entries of freed objects, then allocates `count` objects
    /// and inserts each; returns them, for the caller to release after the
    /// clock stops.
    @inline(never)
    mutating func sweepThenInsert(_ count: Int) -> [FloorObject] {
        entries = entries.filter { $0.value.object != nil }
        var kept: [FloorObject] = []
        kept.reserveCapacity(count)
        for _ in 0..<count {
            let object = FloorObject()
            entries[ObjectIdentifier(object)] = FloorWeakEntry(object)
            kept.append(object)
        }
        return kept
    }
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

/// `HandWrittenTitled` with its read and write under a lock of one atomic
/// word.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private final class LockedTitled: Titled, @unchecked Sendable {
    private let isLocked = Atomic<Bool>(false)
    private var reads = 0
    private var storedTitle = ""

    var title: String {
        get {
            lock()
            defer { isLocked.store(false, ordering: .releasing) }
            reads += 1
            return storedTitle
        }
        set {
            lock()
            defer { isLocked.store(false, ordering: .releasing) }
            storedTitle = newValue
        }
    }

    private func lock() {
        while !isLocked.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {}
    }
}

/// A `LockedTitled` with "stunt" written to its title, hidden from the
/// optimizer as `makeTitled(handWritten:stubbed:)` hides the others.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
@inline(never) @_optimize(none)
private func makeLockedTitled() -> any Titled {
    let subject: any Titled = LockedTitled()
    subject.title = "stunt"
    return subject
}
