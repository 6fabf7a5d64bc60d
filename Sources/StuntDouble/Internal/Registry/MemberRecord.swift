/// Where a member's record lives. Records stay at one address for the
/// registry's life, so the call path updates one in place: no copy of the
/// record (and of its arrays' references), no uniqueness check of an array.
@usableFromInline
typealias MemberRecordPointer = UnsafeMutablePointer<MemberRecord>

/// What a registry knows about one member.
@usableFromInline
struct MemberRecord {
    @usableFromInline let name: String
    /// The kind of the member whose `#function` is `name`: the caller's
    /// kind when the name is the caller's `#function`, the common case.
    @usableFromInline let nameKind: MemberKind
    @usableFromInline var givens: [Given] = [] {
        didSet {
            newestPlainGiven = givens.last.flatMap(PlainGiven.init)
            newestComputedGiven = givens.last.flatMap(ComputedGiven.init)
            matchingGivens = nil
            if givens.isEmpty { answeredGivens.removeAll() }
        }
    }
    /// The givens that answered a call, kept under the strict policy only,
    /// for `verify()` to report the others.
    @usableFromInline var answeredGivens: Set<ObjectIdentifier> = []
    /// The newest given when it needs no matcher and holds a plain value:
    /// the common case, answered without scanning or retaining `givens`.
    @usableFromInline var newestPlainGiven: PlainGiven?
    /// The newest given when it needs no matcher and computes its answer:
    /// found without scanning `givens`.
    @usableFromInline var newestComputedGiven: ComputedGiven?
    /// The givens for matchers to decide on, made by the first call that
    /// needs them since `givens` last changed.
    @usableFromInline var matchingGivens: MatchingGivens?
    /// Indices of this member's logs, one per argument type it was called
    /// with; more than one only for overloads that share a name.
    @usableFromInline var logs = InlineFirstArray<Int>()
    /// The log of the latest call, checked first.
    @usableFromInline var lastLog: LastLog?
    /// Calls received, recorded or not: tells a misspelled name from one
    /// that was merely not called yet.
    @usableFromInline var timesCalled = 0
    /// What the recorded calls returned, for `returnedValues`.
    @usableFromInline var results = ResultHistory()
    /// The calls answered by the newest run of one plain given.
    @usableFromInline var currentRun = ResultRun()
    /// Where the latest value kept in `results` went.
    @usableFromInline var lastColumn: LastColumn?
    /// Whether the room after the record holds, or held, returned values
    /// (see `ResultRoom`): it is used once.
    @usableFromInline var roomIsUsed = false
    /// Counts the times the member's calls were forgotten: an answer that
    /// arrives after that keeps nothing.
    @usableFromInline var callsGeneration: UInt32 = 0

    /// A record for the member `name`, whose kind is `kind` when `name`
    /// is its `#function`.
    init(name: String, kind: MemberKind) {
        self.name = name
        self.nameKind = kind
    }

    /// What the givens make of a call, as far as no user code is needed:
    /// an immediate answer's value, a given whose answer runs user code, or
    /// the givens for matchers to decide on. Reads the record in place: a
    /// copy would retain its arrays. Under the strict policy (`marking`)
    /// it marks the given that answered.
    @inlinable
    static func lookUpGiven<Arguments, Result>(
        of member: MemberRecordPointer, for arguments: Arguments.Type, as result: Result.Type, _ form: CallForm,
        marking: Bool
    ) -> GivenLookup<Result> {
        // The newest plain given of the call's type answered in
        // `receive`, before this.
        if let computed = member.pointee.newestComputedGiven,
            computed.argumentsType == ObjectIdentifier(Arguments.self),
            computed.valueType == ObjectIdentifier(Result.self)
        {
            return .given(computed.given)
        }
        // Indexed in place rather than through `withUnsafeBufferPointer`,
        // which would retain the array for the closure's duration.
        var index = member.pointee.givens.endIndex
        if index == 0 { return .noGivens }
        while index > 0 {
            index -= 1
            // Borrowed, not retained: `givens` keeps every given alive. Read
            // through `Unmanaged`: a method called on an `unowned(unsafe)`
            // reference retained it.
            let reference = Unmanaged.passUnretained(member.pointee.givens[index])
            let lookup: GivenLookup<Result>? = reference._withUnsafeGuaranteedRef { given in
                if !given.matcher.acceptsAnything {
                    // One that names labels decides by matching too.
                    return given.matcher.argumentsTypeID == ObjectIdentifier(Arguments.self)
                        || given.matcher.namesLabels
                        ? .needsMatching(matchingGivens(of: member)) : nil
                }
                // A computed answer of the call's own types, the common
                // case of a closure, before the casts below.
                if given.computedTypes != nil {
                    if given.fitsWithoutCasting(Arguments.self, Result.self) { return .given(reference) }
                } else if let value = given.immediateValue(as: result) {
                    if marking { member.pointee.answeredGivens.insert(ObjectIdentifier(given)) }
                    return .value(value)
                }
                if !given.answer.isImmediate, given.answer.fits(Arguments.self, Result.self, form) {
                    return .given(reference)
                }
                return nil
            }
            if let lookup { return lookup }
        }
        return givenByConversion(of: member, Arguments.self, Result.self, form)
    }

    /// The member's givens for matching, retained for the caller.
    @inlinable
    static func matchingGivens(of member: MemberRecordPointer) -> Unmanaged<MatchingGivens> {
        if let matching = member.pointee.matchingGivens { return .passRetained(matching) }
        return makeMatchingGivens(of: member)
    }

    /// `matchingGivens(of:)` at the first call since the givens changed:
    /// out of line, as it scans them.
    @usableFromInline
    static func makeMatchingGivens(of member: MemberRecordPointer) -> Unmanaged<MatchingGivens> {
        let matching = MatchingGivens(member.pointee.givens)
        member.pointee.matchingGivens = matching
        return .passRetained(matching)
    }

    /// The newest given for any arguments whose closure takes the call's
    /// arguments without `@Sendable` or with labels (see
    /// `ArgumentsConversion`), once no given fits exactly: out of
    /// line, as only a call that nothing fits gets here.
    @usableFromInline
    static func givenByConversion<Arguments, Result>(
        of member: MemberRecordPointer, _ arguments: Arguments.Type, _ result: Result.Type, _ form: CallForm
    ) -> GivenLookup<Result> {
        let given = member.pointee.givens.last {
            $0.matcher.acceptsAnything
                && $0.answer.fitsByConversion(arguments: arguments, result: result, form: form)
        }
        return given.map { .given(.passUnretained($0)) } ?? .noGivenFits
    }
}

/// A given that applies to any arguments and returns a plain value.
@usableFromInline
struct PlainGiven {
    @usableFromInline let valueType: ObjectIdentifier
    /// `givens` keeps the answer alive.
    @usableFromInline unowned(unsafe) let answer: Answer
    /// `givens` keeps the given alive.
    @usableFromInline unowned(unsafe) let given: Given
    /// The same given, for `returnedValues`' runs: compared and passed on
    /// without a retain.
    @usableFromInline let reference: Unmanaged<Given>

    init?(_ given: Given) {
        guard given.matcher.acceptsAnything, let valueType = given.plainValueType else { return nil }
        self.valueType = valueType
        self.answer = given.answer
        self.given = given
        self.reference = .passUnretained(given)
    }
}

/// A given that applies to any arguments and computes its answer, with
/// the closure's types.
@usableFromInline
struct ComputedGiven {
    @usableFromInline let argumentsType: ObjectIdentifier
    @usableFromInline let valueType: ObjectIdentifier
    /// `givens` keeps the given alive.
    @usableFromInline let given: Unmanaged<Given>

    init?(_ given: Given) {
        guard given.matcher.acceptsAnything, let types = given.computedTypes else { return nil }
        argumentsType = types.arguments
        valueType = types.value
        self.given = .passUnretained(given)
    }
}

/// Where the latest call to a member was logged: enough to log the next
/// call of the same argument type without touching (and retaining) the log.
/// `callLogs` keeps the log alive.
@usableFromInline
struct LastLog {
    @usableFromInline let argumentsType: ObjectIdentifier
    /// The log, a `CallLog` of `argumentsType`, unretained, as an address:
    /// an `Unmanaged` here made `Optional<LastLog>` test this field for
    /// `nil` on every call, apart from comparing `argumentsType` (measured).
    @usableFromInline let log: UnsafeMutableRawPointer
    @usableFromInline let index: UInt32

    @usableFromInline
    init(argumentsType: ObjectIdentifier, log: AnyCallLog, index: UInt32) {
        self.argumentsType = argumentsType
        self.log = Unmanaged.passUnretained(log).toOpaque()
        self.index = index
    }
}
