// The fifteen shapes of a call, one function each: what a member that cannot
// throw, throws, throws a typed error, is `async`, or `async throws` does
// with its answer, for `Void`, a result with a default, and any result
// (five effects by three results).
// The public `didCall…` forms name the member three ways (`#function` or
// a literal, a `String`, a `FunctionID`) and forward here.

extension Stubbing {
    // MARK: Members that cannot throw

    @inlinable @inline(__always)
    func callReturningNothing<Arguments>(
        _ key: MemberKey, _ arguments: Arguments, _ location: CodeLocation,
        realImplementation: (() -> Void)?
    ) {
        let (call, _, held) = receiveCall(key, arguments, answering: Void.self, .plain, location)
        defer { held?.release() }
        do {
            _ = try answer(call, key.memberName, arguments, realImplementation: realImplementation, location)
        } catch {
            let _: Void = survive(error, from: key.memberName, arguments, location)
        }
    }

    @inlinable @inline(__always)
    func callReturningDefault<Arguments, Result: ProvidingDefaultStubValue>(
        _ key: MemberKey, _ arguments: Arguments, _ location: CodeLocation,
        realImplementation: (() -> Result)?
    ) -> Result {
        let (call, pending, held) = receiveCall(key, arguments, answering: Result.self, .plain, location)
        defer { held?.release() }
        if case .value(let value) = call.outcome { return value }
        do {
            let value = try answer(call, key.memberName, arguments, realImplementation: realImplementation, location)
            return kept(valueOrDefault(value, for: key.memberName, arguments), pending)
        } catch {
            return kept(survive(error, from: key.memberName, arguments, location), pending)
        }
    }

    @inlinable @inline(__always)
    func callReturning<Arguments, Result>(
        _ key: MemberKey, _ arguments: Arguments, _ location: CodeLocation,
        realImplementation: (() -> Result)?
    ) -> Result {
        let (call, pending, held) = receiveCall(key, arguments, answering: Result.self, .plain, location)
        defer { held?.release() }
        if case .value(let value) = call.outcome { return value }
        do {
            let value = try answer(call, key.memberName, arguments, realImplementation: realImplementation, location)
            return kept(valueOrTrap(value, for: key.memberName, arguments, location), pending)
        } catch {
            return kept(survive(error, from: key.memberName, arguments, location), pending)
        }
    }

    // MARK: Throwing members

    @inlinable @inline(__always)
    func callThrowingReturningNothing<Arguments>(
        _ key: MemberKey, _ arguments: Arguments, _ location: CodeLocation,
        realImplementation: (() throws -> Void)?
    ) throws {
        let (call, _, held) = receiveCall(key, arguments, answering: Void.self, .throwing, location)
        defer { held?.release() }
        _ = try answer(call, key.memberName, arguments, realImplementation: realImplementation, location)
    }

    @inlinable @inline(__always)
    func callThrowingReturningDefault<Arguments, Result: ProvidingDefaultStubValue>(
        _ key: MemberKey, _ arguments: Arguments, _ location: CodeLocation,
        realImplementation: (() throws -> Result)?
    ) throws -> Result {
        let (call, pending, held) = receiveCall(key, arguments, answering: Result.self, .throwing, location)
        defer { held?.release() }
        if case .value(let value) = call.outcome { return value }
        let value = try answer(call, key.memberName, arguments, realImplementation: realImplementation, location)
        return kept(valueOrDefault(value, for: key.memberName, arguments), pending)
    }

    @inlinable @inline(__always)
    func callThrowingReturning<Arguments, Result>(
        _ key: MemberKey, _ arguments: Arguments, _ location: CodeLocation,
        realImplementation: (() throws -> Result)?
    ) throws -> Result {
        let (call, pending, held) = receiveCall(key, arguments, answering: Result.self, .throwing, location)
        defer { held?.release() }
        if case .value(let value) = call.outcome { return value }
        let value = try answer(call, key.memberName, arguments, realImplementation: realImplementation, location)
        return try kept(valueOrThrow(value, for: key.memberName, arguments, location), pending)
    }

    // MARK: Members with typed throws

    @inlinable @inline(__always)
    func callThrowingReturningNothing<Arguments, Failure: Error>(
        _ key: MemberKey, _ arguments: Arguments, throwing failure: Failure.Type, _ location: CodeLocation,
        realImplementation: (() throws(Failure) -> Void)?
    ) throws(Failure) {
        let (call, _, held) = receiveCall(key, arguments, answering: Void.self, .throwing, location)
        defer { held?.release() }
        do {
            _ = try answer(
                call, key.memberName, arguments, realImplementation: realImplementation.map { run in { try run() } },
                location)
        } catch {
            let _: Void = try rethrow(error, as: Failure.self, from: key.memberName, arguments, location)
        }
    }

    @inlinable @inline(__always)
    func callThrowingReturningDefault<Arguments, Result: ProvidingDefaultStubValue, Failure: Error>(
        _ key: MemberKey, _ arguments: Arguments, throwing failure: Failure.Type, _ location: CodeLocation,
        realImplementation: (() throws(Failure) -> Result)?
    ) throws(Failure) -> Result {
        let (call, pending, held) = receiveCall(key, arguments, answering: Result.self, .throwing, location)
        defer { held?.release() }
        if case .value(let value) = call.outcome { return value }
        do {
            let value = try answer(
                call, key.memberName, arguments, realImplementation: realImplementation.map { run in { try run() } },
                location)
            return kept(valueOrDefault(value, for: key.memberName, arguments), pending)
        } catch {
            return try kept(rethrow(error, as: Failure.self, from: key.memberName, arguments, location), pending)
        }
    }

    @inlinable @inline(__always)
    func callThrowingReturning<Arguments, Result, Failure: Error>(
        _ key: MemberKey, _ arguments: Arguments, throwing failure: Failure.Type, _ location: CodeLocation,
        realImplementation: (() throws(Failure) -> Result)?
    ) throws(Failure) -> Result {
        let (call, pending, held) = receiveCall(key, arguments, answering: Result.self, .throwing, location)
        defer { held?.release() }
        if case .value(let value) = call.outcome { return value }
        let value: Result?
        do {
            value = try answer(
                call, key.memberName, arguments, realImplementation: realImplementation.map { run in { try run() } },
                location)
        } catch {
            return try kept(rethrow(error, as: Failure.self, from: key.memberName, arguments, location), pending)
        }
        return try kept(valueOrThrow(value, for: key.memberName, arguments, throwing: Failure.self, location), pending)
    }

    // MARK: Async members

    @inlinable @inline(__always)
    func callAsyncReturningNothing<Arguments>(
        _ key: MemberKey, _ arguments: Arguments, _ location: CodeLocation,
        realImplementation: (() async -> Void)?
    ) async {
        let (call, _, held) = receiveCall(key, arguments, answering: Void.self, .async, location)
        defer { held?.release() }
        do {
            _ = try await answerAsync(
                call, key.memberName, arguments, realImplementation: realImplementation, location)
        } catch {
            let _: Void = survive(error, from: key.memberName, arguments, location)
        }
    }

    @inlinable @inline(__always)
    func callAsyncReturningDefault<Arguments, Result: ProvidingDefaultStubValue>(
        _ key: MemberKey, _ arguments: Arguments, _ location: CodeLocation,
        realImplementation: (() async -> Result)?
    ) async -> Result {
        let (call, pending, held) = receiveCall(key, arguments, answering: Result.self, .async, location)
        defer { held?.release() }
        if case .value(let value) = call.outcome { return value }
        do {
            let value = try await answerAsync(
                call, key.memberName, arguments, realImplementation: realImplementation, location)
            return kept(valueOrDefault(value, for: key.memberName, arguments), pending)
        } catch {
            return kept(survive(error, from: key.memberName, arguments, location), pending)
        }
    }

    @inlinable @inline(__always)
    func callAsyncReturning<Arguments, Result>(
        _ key: MemberKey, _ arguments: Arguments, _ location: CodeLocation,
        realImplementation: (() async -> Result)?
    ) async -> Result {
        let (call, pending, held) = receiveCall(key, arguments, answering: Result.self, .async, location)
        defer { held?.release() }
        if case .value(let value) = call.outcome { return value }
        do {
            let value = try await answerAsync(
                call, key.memberName, arguments, realImplementation: realImplementation, location)
            return kept(valueOrTrap(value, for: key.memberName, arguments, location), pending)
        } catch {
            return kept(survive(error, from: key.memberName, arguments, location), pending)
        }
    }

    // MARK: Async throwing members

    @inlinable @inline(__always)
    func callAsyncThrowingReturningNothing<Arguments>(
        _ key: MemberKey, _ arguments: Arguments, _ location: CodeLocation,
        realImplementation: (() async throws -> Void)?
    ) async throws {
        let (call, _, held) = receiveCall(key, arguments, answering: Void.self, .asyncThrowing, location)
        defer { held?.release() }
        _ = try await answerAsync(call, key.memberName, arguments, realImplementation: realImplementation, location)
    }

    @inlinable @inline(__always)
    func callAsyncThrowingReturningDefault<Arguments, Result: ProvidingDefaultStubValue>(
        _ key: MemberKey, _ arguments: Arguments, _ location: CodeLocation,
        realImplementation: (() async throws -> Result)?
    ) async throws -> Result {
        let (call, pending, held) = receiveCall(key, arguments, answering: Result.self, .asyncThrowing, location)
        defer { held?.release() }
        if case .value(let value) = call.outcome { return value }
        let value = try await answerAsync(
            call, key.memberName, arguments, realImplementation: realImplementation, location)
        return kept(valueOrDefault(value, for: key.memberName, arguments), pending)
    }

    @inlinable @inline(__always)
    func callAsyncThrowingReturning<Arguments, Result>(
        _ key: MemberKey, _ arguments: Arguments, _ location: CodeLocation,
        realImplementation: (() async throws -> Result)?
    ) async throws -> Result {
        let (call, pending, held) = receiveCall(key, arguments, answering: Result.self, .asyncThrowing, location)
        defer { held?.release() }
        if case .value(let value) = call.outcome { return value }
        let value = try await answerAsync(
            call, key.memberName, arguments, realImplementation: realImplementation, location)
        return try kept(valueOrThrow(value, for: key.memberName, arguments, location), pending)
    }
}
