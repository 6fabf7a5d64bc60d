/// One shard's registries by their object's address: open addressing with
/// linear probing, over one array of slots.
///
/// A `Dictionary` keyed by `ObjectIdentifier` hashed every key with
/// SipHash, on each insertion, each removal by a sweep and again for each
/// entry when it grew (measured: about 300 instructions a double created
/// and released). An address needs no protection from chosen keys: a
/// multiplication spreads its bits well enough. Guarded by the shard's lock.
struct RegistrySlots {
    /// A registry and its object's address; 0 (no object's) for an empty slot.
    private struct Slot {
        var address: UInt = 0
        var registry: DoubleRegistry?
    }

    /// A power of two in size, never more than half full: probe runs stay short.
    private var slots = Self.emptySlots(16)
    /// How far a hash is shifted right to index `slots`: 64 minus the
    /// capacity's binary logarithm.
    private var shift: UInt64 = 60
    /// The number of registries held.
    private(set) var count = 0

    init() {}

    private var mask: Int { slots.count &- 1 }

    /// Where the probe for `address` starts: Fibonacci hashing, whose high
    /// bits depend on every bit of the address.
    private func home(of address: UInt) -> Int { Self.home(of: address, shift: shift) }

    private static func home(of address: UInt, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (UInt64(address) &* 0x9E37_79B9_7F4A_7C15) &>> shift)
    }

    /// The slot holding `address`, or the empty one where it would go.
    private func probe(for address: UInt) -> (index: Int, found: Bool) {
        var index = home(of: address)
        while true {
            let held = slots[index].address
            if held == address { return (index, true) }
            if held == 0 { return (index, false) }
            index = (index &+ 1) & mask
        }
    }

    /// The registry held for `address`, if any.
    func registry(at address: UInt) -> DoubleRegistry? {
        let (index, found) = probe(for: address)
        return found ? slots[index].registry : nil
    }

    /// Runs `body` on the registry held for `address` (`nil` for none),
    /// which it may replace with another; a registry it puts where there
    /// was none is held from then on.
    mutating func withRegistry<Outcome>(
        at address: UInt, _ body: (inout DoubleRegistry?) -> Outcome
    ) -> Outcome {
        if (count &+ 1) &* 2 > slots.count { grow() }
        let (index, found) = probe(for: address)
        let outcome = body(&slots[index].registry)
        if !found, slots[index].registry != nil {
            slots[index].address = address
            count &+= 1
        }
        return outcome
    }

    /// Removes the registry held for `address`, if any (only if it is
    /// `expected`, when given), and returns it.
    mutating func take(at address: UInt, ifHolding expected: DoubleRegistry? = nil) -> DoubleRegistry? {
        let (index, found) = probe(for: address)
        guard found, expected.map({ slots[index].registry === $0 }) ?? true else { return nil }
        let registry = slots[index].registry.take()
        removeSlot(at: index)
        return registry
    }

    /// Calls `body` with each held registry, unretained, and its object's
    /// address. The registry is read as a bare reference: a copy of the
    /// slot retained and released each one (measured), a sweep's every
    /// look at a live entry.
    func forEachEntry(_ body: (_ address: UInt, _ registry: Unmanaged<DoubleRegistry>) -> Void) {
        let registryOffset = MemoryLayout<Slot>.offset(of: \Slot.registry).unsafelyUnwrapped
        slots.withUnsafeBufferPointer { slots in
            guard let base = slots.baseAddress else { return }
            for index in slots.indices where slots[index].address != 0 {
                let registry = UnsafeRawPointer(base + index).load(
                    fromByteOffset: registryOffset, as: Unmanaged<DoubleRegistry>.self)
                body(slots[index].address, registry)
            }
        }
    }

    private mutating func removeSlot(at index: Int) {
        // Backward-shift deletion: each later slot of the run that may move
        // to the hole (its probe started no later than the hole) fills it,
        // so a probe never stops at an empty slot before its key.
        var hole = index
        var next = (index &+ 1) & mask
        while slots[next].address != 0 {
            let start = home(of: slots[next].address)
            if (next &- start) & mask >= (next &- hole) & mask {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next &+ 1) & mask
        }
        slots[hole] = Slot()
        count &-= 1
    }

    /// The number of slots: the storage's size, for tests.
    var slotCount: Int { slots.count }

    /// Doubles the slots.
    private mutating func grow() {
        resize(toBinaryLogarithm: 64 &- Int(shift) &+ 1)
    }

    /// Halves the slots while at most an eighth of them hold a registry,
    /// down to 16: a sweep visits every slot, so after a burst of doubles
    /// was released the next sweeps would visit mostly empty ones (and the
    /// burst's memory would stay). A sweep calls it once it has removed.
    mutating func shrinkIfSparse() {
        var logarithm = 64 &- Int(shift)
        while logarithm > 4, count &* 8 <= 1 &<< logarithm { logarithm &-= 1 }
        if logarithm != 64 &- Int(shift) { resize(toBinaryLogarithm: logarithm) }
    }

    /// `count` empty slots. `ContiguousArray(repeating:count:)` copies its
    /// value, retaining the empty slot's `nil` registry once per slot
    /// (measured: about 10 instructions a slot); a slot made in place
    /// retains nothing.
    private static func emptySlots(_ count: Int) -> ContiguousArray<Slot> {
        ContiguousArray(unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            for index in 0..<count { (base + index).initialize(to: Slot()) }
            initialized = count
        }
    }

    /// Moves every registry into slots of `2^logarithm`.
    private mutating func resize(toBinaryLogarithm logarithm: Int) {
        var old = Self.emptySlots(1 &<< logarithm)
        swap(&old, &slots)
        shift = UInt64(64 &- logarithm)
        let shift = shift
        let mask = mask
        // Moved, not copied: a copy retained and released each registry.
        slots.withUnsafeMutableBufferPointer { new in
            old.withUnsafeMutableBufferPointer { old in
                guard let source = old.baseAddress, let target = new.baseAddress else { return }
                for index in old.indices where old[index].address != 0 {
                    var place = Self.home(of: old[index].address, shift: shift)
                    while new[place].address != 0 { place = (place &+ 1) & mask }
                    // Both slots hold a `Slot`: the target's empty one is
                    // replaced, and the source gets an empty one back.
                    // (`moveUpdate` called the runtime's generic array move.)
                    (target + place).pointee = (source + index).move()
                    (source + index).initialize(to: Slot())
                }
            }
        }
    }
}
