import Testing

@testable import StuntDouble

/// `RegistrySlots`, a shard's registries by address: open addressing whose
/// removals shift later entries back, checked against a dictionary.
struct RegistrySlotsTests {
    /// Addresses 16-byte aligned, as objects' are, many sharing low bits.
    private static func address(_ number: Int) -> UInt { UInt(number) &* 4_096 &+ 0x10_0000 }

    @Test func findsEveryHeldRegistryThroughGrowthAndRemovals() {
        var slots = RegistrySlots()
        var model: [UInt: DoubleRegistry] = [:]
        var generator = SystemRandomNumberGenerator()
        for step in 0..<4_000 {
            let address = Self.address(Int.random(in: 0..<300, using: &generator))
            if step.isMultiple(of: 3) {
                if let held = model.removeValue(forKey: address) {
                    let removed = slots.take(at: address, ifHolding: held)
                    #expect(removed === held)
                } else {
                    #expect(slots.registry(at: address) == nil)
                }
            } else {
                let registry = DoubleRegistry()
                let replaced = slots.withRegistry(at: address) { slot in
                    defer { slot = registry }
                    return slot
                }
                #expect(replaced === model.updateValue(registry, forKey: address))
            }
            #expect(slots.count == model.count)
        }
        for number in 0..<300 {
            let address = Self.address(number)
            #expect(slots.registry(at: address) === model[address])
        }
        var visited: [(address: UInt, registry: DoubleRegistry)] = []
        slots.forEachEntry { visited.append(($0, $1.takeUnretainedValue())) }
        #expect(visited.count == model.count)
        #expect(visited.allSatisfy { model[$0.address] === $0.registry })
    }

    @Test func shrinksOnceMostRegistriesAreRemovedAndKeepsTheRest() {
        var slots = RegistrySlots()
        let registries = (0..<1_000).map { _ in DoubleRegistry() }
        for (number, registry) in registries.enumerated() {
            slots.withRegistry(at: Self.address(number)) { $0 = registry }
        }
        #expect(slots.slotCount == 2_048)
        for number in 10..<1_000 { _ = slots.take(at: Self.address(number)) }
        slots.shrinkIfSparse()
        #expect(slots.slotCount == 64)
        for number in 0..<1_000 {
            #expect(slots.registry(at: Self.address(number)) === (number < 10 ? registries[number] : nil))
        }
        for number in 0..<10 { _ = slots.take(at: Self.address(number)) }
        slots.shrinkIfSparse()
        #expect(slots.slotCount == 16)
        #expect(slots.count == 0)
    }

    @Test func leavesASlotEmptyWhenNoRegistryIsPutThere() {
        var slots = RegistrySlots()
        slots.withRegistry(at: Self.address(1)) { slot in #expect(slot == nil) }
        #expect(slots.count == 0)
        #expect(slots.registry(at: Self.address(1)) == nil)
        let removedUnheld = slots.take(at: Self.address(1))
        #expect(removedUnheld == nil)
    }

    /// A sweep removes only the registry it found gone: another may have
    /// taken its address's slot meanwhile.
    @Test func removesARegistryOnlyWhereItIsTheOneHeld() {
        var slots = RegistrySlots()
        let held = DoubleRegistry()
        let other = DoubleRegistry()
        slots.withRegistry(at: Self.address(1)) { $0 = held }

        let removedOther = slots.take(at: Self.address(1), ifHolding: other)
        let removedElsewhere = slots.take(at: Self.address(2), ifHolding: held)
        #expect(removedOther == nil)
        #expect(removedElsewhere == nil)
        #expect(slots.registry(at: Self.address(1)) === held)
        let removedHeld = slots.take(at: Self.address(1), ifHolding: held)
        #expect(removedHeld === held)
        #expect(slots.count == 0)
    }
}
