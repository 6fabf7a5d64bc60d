/// A captor in a closure form's pattern, and which of the call's arguments
/// it keeps.
struct CaptorSlot {
    let captor: any ArgumentCaptor
    /// The argument's position among the call's `count`, from 0.
    let position: Int
    let count: Int

    /// The argument this slot keeps, of a call's `Arguments`.
    func value(of arguments: Any) -> Any {
        CapturedArguments.elements(of: arguments, count: count)[position]
    }

    /// Gives the captor the arguments it keeps of `calls`, an `[Arguments]`,
    /// instead of those it kept.
    func replace(from calls: Any) {
        // One argument is the whole `Arguments`: the array as it is.
        if count == 1 { return captor.replace(with: calls) }
        captor.replace(with: (calls as? [Any] ?? []).map(value(of:)))
    }
}
