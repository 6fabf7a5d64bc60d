/// An array that holds its first element inline, and allocates only for a
/// second: most doubles have one member, called with one argument type and
/// returning one type, and a one-element `Array` for each of those cost a
/// double's creation an allocation and its release a free (measured: about
/// 450 instructions each). Guarded, like every registry field, by the
/// registry's lock.
@usableFromInline
struct InlineFirstArray<Element>: RandomAccessCollection {
    /// The first element; `nil` while the array is empty.
    @usableFromInline var head: Element?
    /// The elements after the first.
    @usableFromInline var tail: [Element] = []

    @inlinable
    init() {}

    @inlinable var startIndex: Int { 0 }
    @inlinable var endIndex: Int { head == nil ? 0 : tail.count + 1 }

    @inlinable
    subscript(position: Int) -> Element {
        position == 0 ? head! : tail[position - 1]
    }

    @inlinable
    mutating func append(_ element: Element) {
        if head == nil {
            head = element
        } else {
            tail.append(element)
        }
    }

    mutating func removeAll() {
        head = nil
        tail.removeAll()
    }
}
