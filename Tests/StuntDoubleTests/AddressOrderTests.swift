import Testing

@testable import StuntDouble

/// `AddressOrder`, which puts a sweep's registries in address order for
/// freeing: a radix sort of the references as words.
struct AddressOrderTests {
    @Test(arguments: [0, 1, 64, 65, 3_000])
    func sortsObjectsByAddress(count: Int) {
        var objects = (0..<count).map { _ in Probe() }.shuffled()
        let expected = objects.map(ObjectIdentifier.init).sorted()

        AddressOrder.sort(&objects)

        #expect(objects.map(ObjectIdentifier.init) == expected)
    }

    /// The references are moved, never copied or dropped: each object is
    /// freed once, when the array goes.
    @Test func keepsEveryObjectAliveExactlyAsLongAsTheArray() {
        var weakProbes: [WeakProbe] = []
        do {
            var objects = (0..<1_000).map { _ in Probe() }.shuffled()
            weakProbes = objects.map(WeakProbe.init)
            AddressOrder.sort(&objects)
            #expect(weakProbes.allSatisfy { $0.probe != nil })
            #expect(Set(objects.map(ObjectIdentifier.init)).count == 1_000)
        }
        #expect(weakProbes.allSatisfy { $0.probe == nil })
    }

    /// Addresses far apart, as memory from other threads' arenas may be,
    /// take more passes and still end in order.
    @Test func sortsWordsSpanningTheWholeAddressSpace() {
        var generator = SystemRandomNumberGenerator()
        var words = (0..<5_000).map { _ in UInt.random(in: 0...UInt.max, using: &generator) & ~0xF }
        words += [0, 0x10, UInt.max & ~0xF]
        let expected = words.sorted()

        words.withUnsafeMutableBufferPointer { AddressOrder.sortWords($0) }

        #expect(words == expected)
    }
}

private final class Probe: Sendable {}

private struct WeakProbe {
    weak var probe: Probe?
    init(_ probe: Probe) { self.probe = probe }
}
