@usableFromInline
class AnyResultColumn {
    /// The type of the values, compared on the call path without a call.
    @usableFromInline let resultTypeID: ObjectIdentifier

    @usableFromInline
    init(resultTypeID: ObjectIdentifier) {
        self.resultTypeID = resultTypeID
    }

    var resultType: Any.Type { fatalError("abstract") }
    func values<Value>(as type: Value.Type) -> [(position: Int, value: Value)] { fatalError("abstract") }
    /// Takes out the values filled so far, for the caller to release
    /// outside the lock; the chunks stay, for calls still to fill theirs.
    func takeValues() -> [Any] { fatalError("abstract") }
}
