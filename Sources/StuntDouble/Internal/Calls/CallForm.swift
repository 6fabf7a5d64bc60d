/// What a `didCall…` form can do with an answer: throw it, await it.
@usableFromInline
struct CallForm: Sendable {
    @usableFromInline let canThrow: Bool
    @usableFromInline let isAsync: Bool

    @usableFromInline
    init(canThrow: Bool, isAsync: Bool) {
        self.canThrow = canThrow
        self.isAsync = isAsync
    }

    // Computed, not stored: a static `let` would cost a lazy
    // initialisation check on every call.
    @inlinable static var plain: CallForm { CallForm(canThrow: false, isAsync: false) }
    @inlinable static var throwing: CallForm { CallForm(canThrow: true, isAsync: false) }
    @inlinable static var async: CallForm { CallForm(canThrow: false, isAsync: true) }
    @inlinable static var asyncThrowing: CallForm { CallForm(canThrow: true, isAsync: true) }
}
