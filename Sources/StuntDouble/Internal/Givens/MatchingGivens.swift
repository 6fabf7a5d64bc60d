/// A member's givens as the call path matches them outside the registry's
/// lock: an immutable copy, held by one retain for the call, so that a
/// lookup hands out a trivial reference instead of an array that each
/// copy of the lookup retains again.
///
/// Made at the first call that needs matching after the member's givens
/// changed, and dropped at their next change.
@usableFromInline
final class MatchingGivens {
    @usableFromInline let givens: [Given]
    /// When every given answers with a plain value of one type and every
    /// matcher takes one argument type (or any arguments): those types. A
    /// call of those types then fits every given, so trying one is its
    /// matcher alone: no type check, no cast but the one known to hold.
    @usableFromInline let plainTypes: (arguments: ObjectIdentifier, value: ObjectIdentifier)?
    /// The index of the newest given whose matcher accepts any arguments,
    /// or -1. With `plainTypes`, it answers every call that no newer given
    /// accepts, and every newer given has a typed matcher.
    @usableFromInline let catchAll: Int

    init(_ givens: [Given]) {
        // Shared with the record until its givens next change, which then
        // copies them once, or until this is released.
        self.givens = givens
        catchAll = givens.lastIndex { $0.matcher.acceptsAnything } ?? -1
        var arguments: ObjectIdentifier?
        var value: ObjectIdentifier?
        for given in givens {
            guard let type = given.plainValueType, value == nil || value == type else {
                plainTypes = nil
                return
            }
            value = type
            if given.matcher.acceptsAnything { continue }
            guard arguments == nil || arguments == given.matcher.argumentsTypeID else {
                plainTypes = nil
                return
            }
            arguments = given.matcher.argumentsTypeID
        }
        if let arguments, let value { plainTypes = (arguments, value) } else { plainTypes = nil }
    }
}
