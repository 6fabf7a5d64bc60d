/// A `ResultColumn` of any result type.
@usableFromInline
protocol AnyResultColumn: AnyObject {
    /// The type of the values, compared without a cast.
    var resultTypeID: ObjectIdentifier { get }
    var resultType: Any.Type { get }
    func values<Value>(as type: Value.Type) -> [(position: Int, value: Value)]
    /// Takes out the values filled so far, for the caller to release
    /// outside the lock; the chunks stay, for calls still to fill theirs.
    func takeValues() -> [Any]
}
