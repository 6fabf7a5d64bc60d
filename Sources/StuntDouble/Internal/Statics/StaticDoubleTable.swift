/// The registries behind `statics` for one test, or for the process: one
/// per type whose static members are doubled, made on first use.
///
/// `statics` asks ``currentRegistry(of:)``, which looks in the table of the
/// test the current task runs, in this order:
///
/// 1. the `.verifiesDoubles` trait's scope (``StaticDoubleScope``), one
///    per test case, released when the case ends;
/// 2. the Swift Testing test case, by its test's ID and, for a
///    parameterized test, its case (``TestCaseKey``, in
///    ``TestStaticDoubleTables``), kept until the process ends: Swift
///    Testing tells nobody when a test ends;
/// 3. otherwise the process's own table (XCTest, whose test methods each
///    start it afresh on Linux; a detached task or a thread of its own; an
///    Apple test target without `StuntDoubleTestSupport`; no test at all).
///
/// A lookup takes the table's lock once; the type found last is found
/// without hashing, as a test usually calls one type's statics many times.
@usableFromInline
final class StaticDoubleTable: Sendable {
    private let state = Locked(State())

    private struct State {
        var registries: [ObjectIdentifier: DoubleRegistry] = [:]
        var lastOwner: ObjectIdentifier?
        /// Unmanaged: `registries` keeps it alive.
        var lastRegistry: Unmanaged<DoubleRegistry>?
    }

    /// The table of whatever runs outside any test the table can tell.
    static let process = StaticDoubleTable()

    init() {}

    /// Forgets every registry, for XCTest's next test method: its
    /// `statics` start fresh. Released after the lock is given back.
    func removeAll() {
        let removed = state.withLock { state in
            defer {
                state.registries = [:]
                state.lastOwner = nil
                state.lastRegistry = nil
            }
            return state.registries
        }
        withExtendedLifetime(removed) {}
    }

    /// The registry of `owner`'s static members in this table.
    func registry(of owner: Any.Type) -> DoubleRegistry {
        let id = ObjectIdentifier(owner)
        // The type found last, in a section of its own: small enough to
        // inline, where one closure for both paths was not (measured).
        // Unretained: `registries` keeps every registry the table made.
        if let last = state.withLock({ $0.lastOwner == id ? $0.lastRegistry : nil }) {
            return last.takeUnretainedValue()
        }
        return state.withLock { state in
            let registry: DoubleRegistry
            if let found = state.registries[id] {
                registry = found
            } else {
                registry = DoubleRegistry()
                state.registries[id] = registry
            }
            state.lastOwner = id
            state.lastRegistry = .passUnretained(registry)
            return registry
        }
    }

    /// The registry of `owner`'s static members in the table of the test
    /// the current task runs; see the type's comment.
    @usableFromInline
    static func currentRegistry(of owner: Any.Type) -> DoubleRegistry {
        // Tests come from the bridge (built in on Linux, in
        // StuntDoubleTestSupport on Apple platforms): without it every task
        // has the process's table, and the lookup reads no task-local.
        guard let bridge = CurrentTestLookup.bridge else { return process.registry(of: owner) }
        return current(bridge).registry(of: owner)
    }

    /// The table of the test the current task runs, when StuntDouble
    /// reaches Swift Testing.
    static func current(_ bridge: any SwiftTestingCurrentTest.Type) -> StaticDoubleTable {
        guard SwiftTestingLookup.mayBeInTest else { return process }
        if let scope = StaticDoubleScope.current { return scope.table }
        if let test = bridge.currentTestID { return TestStaticDoubleTables.shared.table(for: test) }
        if SwiftTestingLookup.sawTest { CurrentTestLookup.noteUseOutsideTestOnce() }
        return process
    }
}

/// The static tables of Swift Testing tests that run without the
/// `.verifiesDoubles` scope, by ``TestCaseKey``: one per test case, kept
/// for the process's life (one entry per test case that used `statics`).
/// The repetitions of a case share its table; with the trait each gets
/// its own.
final class TestStaticDoubleTables: Sendable {
    static let shared = TestStaticDoubleTables()

    private let tables = Locked([AnyHashable: StaticDoubleTable]())

    private init() {}

    func table(for test: AnyHashable) -> StaticDoubleTable {
        let (table, isNew) = tables.withLock { tables in
            if let table = tables[test] { return (table, false) }
            let table = StaticDoubleTable()
            tables[test] = table
            return (table, true)
        }
        if isNew { SwiftTestingLookup.noteTestSeen() }
        return table
    }
}

/// One test case's static doubles: the `.verifiesDoubles` trait of
/// `StuntDoubleTestSupport` runs each test case in a scope of its own, so
/// that the cases of a parameterized test, and the repetitions of a test,
/// never share `statics`. The scope covers the case's task tree, which
/// inherits the task-local; its doubles go when it ends.
///
/// ```swift
/// try await StaticDoubleScope.isolating { try await function() }
/// ```
package final class StaticDoubleScope: Sendable {
    /// The scope of the test case the current task runs, if it has one.
    @TaskLocal static var current: StaticDoubleScope?

    let table = StaticDoubleTable()

    /// Runs `body` with a new scope current: `statics` in its task tree
    /// are its own, and are released when it returns.
    package static func isolating(_ body: () async throws -> Void) async rethrows {
        // Only a Swift Testing test makes a scope: from now on `statics`
        // asks which test is current on every thread, the main one too,
        // where a `@MainActor` test runs (`SwiftTestingLookup.mayBeInTest`).
        SwiftTestingLookup.noteTestSeen()
        try await $current.withValue(StaticDoubleScope(), operation: body)
    }
}
