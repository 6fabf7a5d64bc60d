import Testing

@testable import StuntDouble

/// `InlineFirstArray`, which holds a registry's members, logs and result
/// columns: the first element inline, the others in an array.
struct InlineFirstArrayTests {
    @Test func keepsElementsInOrderAcrossTheInlineOneAndTheRest() {
        var array = InlineFirstArray<String>()
        #expect(array.isEmpty)
        #expect(Array(array) == [])
        array.append("first")
        #expect(array.count == 1)
        #expect(array[0] == "first")
        array.append("second")
        array.append("third")
        #expect(array.count == 3)
        #expect(Array(array) == ["first", "second", "third"])
        #expect(array[2] == "third")
        #expect(array.map { $0.count } == [5, 6, 5])
    }

    @Test func removeAllEmptiesItForNewElements() {
        var array = InlineFirstArray<Int>()
        array.append(1)
        array.append(2)
        array.removeAll()
        #expect(array.isEmpty)
        array.append(3)
        #expect(Array(array) == [3])
    }
}
