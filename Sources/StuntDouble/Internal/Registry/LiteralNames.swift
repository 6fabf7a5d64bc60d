/// The `String` and kind of each member name spelled as a literal (a
/// member's `#function`, mostly), made once for the process rather than by
/// every double that calls the member: converting the literal and reading
/// its kind cost each new member record about 320 instructions, and a name
/// longer than 15 bytes an allocation of its own (measured).
///
/// Direct-mapped by the literal's address: a literal that another one
/// pushed out is made again, which costs what every record paid before,
/// and the table keeps its size however many literals a test suite spells.
///
/// A registry asks with its own lock held: the table's lock is taken
/// inside it, and nothing takes another lock while holding the table's.
final class LiteralNames: Sendable {
    /// The process's table, for every registry. Comfortably more slots
    /// than the members of the doubles a test uses at once.
    static let shared = LiteralNames(slotCount: 256)

    /// A literal's address and what was made of it.
    private struct Entry {
        let literal: UnsafeRawPointer
        let name: String
        let kind: MemberKind
    }

    private let entries: Locked<[Entry?]>
    private let slotMask: Int

    /// A table of `slotCount` entries, a power of two.
    init(slotCount: Int) {
        precondition(slotCount > 0 && slotCount & (slotCount - 1) == 0, "a power of two")
        entries = Locked([Entry?](repeating: nil, count: slotCount))
        slotMask = slotCount - 1
    }

    /// The name `function` spells and the kind of the member whose
    /// `#function` it is.
    func name(of function: StaticString) -> (name: String, kind: MemberKind) {
        guard function.hasPointerRepresentation else {
            let name = function.description
            return (name, MemberKind(function: name))
        }
        let literal = UnsafeRawPointer(function.utf8Start)
        // Literals lie bytes apart: the address above its lowest bits,
        // folded onto the slots.
        let address = UInt(bitPattern: literal)
        let slot = Int(truncatingIfNeeded: (address ^ address &>> 8 ^ address &>> 16) &>> 2) & slotMask
        if let known = entries.withLock({ $0[slot] }), known.literal == literal {
            return (known.name, known.kind)
        }
        // Made without the lock, which the conversion need not hold up.
        let entry = Entry(literal: literal, name: function.description, kind: MemberKind(function: function))
        entries.withLock { $0[slot] = entry }
        return (entry.name, entry.kind)
    }
}
