/// The recorded arguments of one member's calls, of one argument type.
///
/// Keeping arguments in a typed array (rather than `[Any]`) costs no boxing
/// per call and lets matchers run on them directly.
@usableFromInline
class AnyCallLog {
    @usableFromInline let argumentsType: ObjectIdentifier
    let member: String
    /// The kind of the member that made the log's first call, for
    /// messages: `read title`, `set title to "Draft"`, `load(id: 3)`.
    let kind: MemberKind
    /// This log's position in its registry's `callLogs`.
    @usableFromInline let index: UInt32
    /// Whether the calls are a property's or subscript's writes (its
    /// setter's), rather than reads or a method's calls.
    let isWrite: Bool

    init(argumentsType: ObjectIdentifier, member: String, kind: MemberKind, index: UInt32, isWrite: Bool) {
        self.argumentsType = argumentsType
        self.member = member
        self.kind = kind
        self.index = index
        self.isWrite = isWrite
    }

    /// The type of the arguments, for messages.
    var argumentsTypeValue: Any.Type { fatalError("abstract") }
    var count: Int { fatalError("abstract") }
    func arguments(at position: Int) -> Any { fatalError("abstract") }
    /// Empties the log; returns what it held, for the caller to release.
    func removeAll() -> Any { fatalError("abstract") }
    func copy() -> AnyCallLog { fatalError("abstract") }
    func countMatches(_ matcher: MatcherBox) -> Int { fatalError("abstract") }
    func matches(_ matcher: MatcherBox, at position: Int) -> Bool { fatalError("abstract") }
}

@usableFromInline
final class CallLog<Arguments>: AnyCallLog {
    /// The arguments, an `[Arguments]`; for calls without arguments, an
    /// `Int` that counts them: an array of `()` would cost an append per
    /// call and hold nothing. Guarded by the registry's lock; behind a
    /// pointer to skip dynamic exclusivity checks on every call.
    @usableFromInline let storage: UnsafeMutableRawPointer

    /// Whether the log counts its calls rather than keeping arguments.
    @inlinable
    static var countsCalls: Bool { Arguments.self == Void.self }

    init(member: String, kind: MemberKind, index: UInt32, isWrite: Bool) {
        if Self.countsCalls {
            storage = UnsafeMutableRawPointer(UnsafeMutablePointer<Int>.allocate(capacity: 1))
            storage.initializeMemory(as: Int.self, to: 0)
        } else {
            storage = UnsafeMutableRawPointer(UnsafeMutablePointer<[Arguments]>.allocate(capacity: 1))
            storage.initializeMemory(as: [Arguments].self, to: [])
        }
        super.init(
            argumentsType: ObjectIdentifier(Arguments.self), member: member, kind: kind, index: index, isWrite: isWrite)
    }

    deinit {
        if !Self.countsCalls { kept.deinitialize(count: 1) }
        storage.deallocate()
    }

    /// `storage` as the arguments, in a log that keeps them.
    private var kept: UnsafeMutablePointer<[Arguments]> { storage.assumingMemoryBound(to: [Arguments].self) }
    /// `storage` as the number of calls, in a log that counts them.
    private var counted: UnsafeMutablePointer<Int> { storage.assumingMemoryBound(to: Int.self) }
    /// `()`, the only value of its type, when `Arguments` is `Void`.
    private static var noArguments: Arguments { unsafeBitCast((), to: Arguments.self) }

    /// Adds a call's arguments; `storage` is a log's of `Arguments`.
    @inlinable @inline(__always)
    static func append(_ arguments: Arguments, to storage: UnsafeMutableRawPointer) {
        if countsCalls {
            storage.assumingMemoryBound(to: Int.self).pointee &+= 1
        } else {
            storage.assumingMemoryBound(to: [Arguments].self).pointee.append(arguments)
        }
    }

    var arguments: [Arguments] {
        Self.countsCalls ? Array(repeating: Self.noArguments, count: counted.pointee) : kept.pointee
    }

    /// The arguments of the call at `position`, without building
    /// `arguments` (which, for a log that counts, costs the whole count).
    func argument(at position: Int) -> Arguments {
        Self.countsCalls ? Self.noArguments : kept.pointee[position]
    }

    override var argumentsTypeValue: Any.Type { Arguments.self }
    override var count: Int { Self.countsCalls ? counted.pointee : kept.pointee.count }
    override func arguments(at position: Int) -> Any { argument(at: position) }
    override func removeAll() -> Any {
        // A count holds nothing to release.
        guard !Self.countsCalls else {
            counted.pointee = 0
            return ()
        }
        defer { kept.pointee.removeAll() }
        return kept.pointee
    }

    override func copy() -> AnyCallLog {
        let copy = CallLog(member: member, kind: kind, index: index, isWrite: isWrite)
        if Self.countsCalls {
            copy.counted.pointee = counted.pointee
        } else {
            copy.kept.pointee = kept.pointee
        }
        return copy
    }

    override func countMatches(_ matcher: MatcherBox) -> Int {
        if matcher.acceptsAnything { return count }
        guard let typed = matcher as? TypedMatcherBox<Arguments> else { return 0 }
        var count = 0
        for arguments in arguments where typed.matches(arguments) { count += 1 }
        return count
    }

    override func matches(_ matcher: MatcherBox, at position: Int) -> Bool {
        matcher.accepts(argument(at: position))
    }
}

/// A copy of a registry's calls, safe to read without its lock.
struct CallHistory {
    let logs: [AnyCallLog]
    /// The calls in order, as the registry keeps them: `runs`, then
    /// `currentRun` (shared with the registry's array, not copied).
    let runs: [CallRun]
    var currentRun = CallRun()

    struct Call {
        let log: Int
        let position: Int
        /// The call's number in the process-wide `CallSequence`.
        var sequence: UInt64 = 0
    }

    /// Every call in the order it was made.
    func calls() -> [Call] {
        var calls: [Call] = []
        calls.reserveCapacity(runs.reduce(Int(currentRun.count)) { $0 + Int($1.count) })
        forEachCall { call in
            calls.append(call)
            return true
        }
        return calls
    }

    /// The first call in order for which `isFound` holds, found without
    /// building `calls()`, which costs an array as long as the history.
    func firstCall(where isFound: (Call) -> Bool) -> Call? {
        var found: Call?
        forEachCall { call in
            if isFound(call) { found = call }
            return found == nil
        }
        return found
    }

    /// Calls `body` with every call in order while it returns `true`.
    private func forEachCall(_ body: (Call) -> Bool) {
        var positions = [Int](repeating: 0, count: logs.count)
        func visit(_ run: CallRun) -> Bool {
            let log = Int(run.log)
            for number in run.first..<(run.first + UInt64(run.count)) {
                guard body(Call(log: log, position: positions[log], sequence: number)) else { return false }
                positions[log] += 1
            }
            return true
        }
        for run in runs where !visit(run) { return }
        _ = visit(currentRun)
    }

    /// Each call's log index, in order.
    var order: [Int] { calls().map(\.log) }
}
