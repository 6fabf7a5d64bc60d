/// A fixed-capacity block of kept values: a header, the entries, then one
/// state per entry. A call whose answer comes after the lock is given
/// back reserves an entry under the lock and fills it without: its state
/// says when the value is there (`SlotState`).
@usableFromInline
struct ResultChunk {
    @usableFromInline let header: UnsafeMutablePointer<Header>

    @usableFromInline
    struct Header {
        @usableFromInline var count: Int
        @usableFromInline let capacity: Int

        /// The header of an empty chunk.
        @usableFromInline
        init(capacity: Int) {
            count = 0
            self.capacity = capacity
        }
    }

    @usableFromInline
    init(header: UnsafeMutablePointer<Header>) {
        self.header = header
    }

    @inlinable var capacity: Int { header.pointee.capacity }

    /// Whether every entry is reserved.
    @inlinable var isFull: Bool { header.pointee.count == header.pointee.capacity }

    /// The entries' offset from the header: past it, aligned for them.
    @inlinable
    static func entriesOffset<Result>(of type: Result.Type) -> Int {
        let alignment = MemoryLayout<(position: Int, value: Result)>.alignment
        return (MemoryLayout<Header>.stride + alignment - 1) / alignment * alignment
    }

    @inlinable
    func entryBase<Result>(of type: Result.Type) -> UnsafeMutablePointer<(position: Int, value: Result)> {
        (UnsafeMutableRawPointer(header) + Self.entriesOffset(of: type))
            .assumingMemoryBound(to: (position: Int, value: Result).self)
    }

    /// The states, one byte each, after the entries.
    @inlinable
    func states<Result>(of type: Result.Type) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(entryBase(of: type) + header.pointee.capacity)
    }

    /// The bytes a chunk of `capacity` entries takes.
    @inlinable
    static func byteCount<Result>(capacity: Int, of type: Result.Type) -> Int {
        entriesOffset(of: type) + MemoryLayout<(position: Int, value: Result)>.stride * capacity + capacity
    }

    /// The alignment a chunk's memory needs.
    @inlinable
    static func alignment<Result>(of type: Result.Type) -> Int {
        max(MemoryLayout<Header>.alignment, MemoryLayout<(position: Int, value: Result)>.alignment)
    }

    @inlinable
    static func allocate<Result>(capacity: Int, of type: Result.Type) -> ResultChunk {
        let raw = RawMemory.allocate(byteCount: byteCount(capacity: capacity, of: type), alignment: alignment(of: type))
        return initialize(raw, capacity: capacity, of: type)
    }

    /// An empty chunk in `memory`, `byteCount(capacity:of:)` bytes aligned
    /// to `alignment(of:)` that the caller owns.
    @inlinable
    static func initialize<Result>(
        _ memory: UnsafeMutableRawPointer, capacity: Int, of type: Result.Type
    ) -> ResultChunk {
        let header = memory.bindMemory(to: Header.self, capacity: 1)
        header.initialize(to: Header(capacity: capacity))
        let chunk = ResultChunk(header: header)
        SlotState.initialize(chunk.states(of: type), count: capacity)
        return chunk
    }

    /// Frees the chunk and the values it holds. Call once no call can
    /// still fill an entry: when the registry goes.
    static func free<Result>(_ chunk: ResultChunk, of type: Result.Type) {
        let alignment = destroyValues(chunk, of: type)
        RawMemory.free(UnsafeMutableRawPointer(chunk.header), alignment: alignment)
    }

    /// Destroys the values the chunk holds, leaving its memory to its
    /// owner; returns the alignment the memory was allocated with. Call
    /// once no call can still fill an entry: when the registry goes.
    ///
    /// Runs unspecialised (a generic class's deinit calls it), where each
    /// use of the entries' tuple type looked its metadata up (measured:
    /// about 340 instructions a freed column), so it reads the layout
    /// from `Result`'s alone: a tuple's elements lie in order, each at the
    /// next multiple of its alignment (the layout algorithm of structs).
    @discardableResult
    static func destroyValues<Result>(_ chunk: ResultChunk, of type: Result.Type) -> Int {
        let value = MemoryLayout<Result>.self
        let valueOffset = (MemoryLayout<Int>.size + value.alignment - 1) / value.alignment * value.alignment
        let alignment = max(MemoryLayout<Int>.alignment, value.alignment)
        let stride = max((valueOffset + value.size + alignment - 1) / alignment * alignment, 1)
        let entriesOffset = (MemoryLayout<Header>.stride + alignment - 1) / alignment * alignment
        assert(valueOffset == MemoryLayout<(position: Int, value: Result)>.offset(of: \.value))
        assert(stride == MemoryLayout<(position: Int, value: Result)>.stride)
        assert(entriesOffset == Self.entriesOffset(of: type))
        let entries = UnsafeMutableRawPointer(chunk.header) + entriesOffset
        let states = entries + stride * chunk.header.pointee.capacity
        for index in 0..<chunk.header.pointee.count where SlotState.load(states + index) == SlotState.filled {
            (entries + stride * index + valueOffset).assumingMemoryBound(to: Result.self).deinitialize(count: 1)
        }
        return max(MemoryLayout<Header>.alignment, alignment)
    }

    /// Moves out the values filled so far and marks them gone; an entry
    /// still to be filled is left to its call, and freed with the chunk.
    func takeValues<Result>(of type: Result.Type) -> [Any] {
        let states = states(of: type)
        let entries = entryBase(of: type)
        var taken: [Any] = []
        for index in 0..<header.pointee.count where SlotState.load(states + index) == SlotState.filled {
            taken.append((entries + index).move().value)
            SlotState.store(SlotState.forgotten, states + index)
        }
        return taken
    }

    /// Appends an entry, with its value; `false` when the chunk is full.
    @inlinable
    func append<Result>(_ value: Result, at position: Int) -> Bool {
        guard let index = reserve(position, of: Result.self) else { return false }
        fill(index, with: value)
        return true
    }

    /// Reserves an entry for the call at `position`, to be filled later;
    /// `nil` when the chunk is full. Call with the lock held.
    @inlinable
    func reserve<Result>(_ position: Int, of type: Result.Type) -> Int? {
        let count = header.pointee.count
        guard count < header.pointee.capacity else { return nil }
        UnsafeMutableRawPointer(entryBase(of: type) + count).assumingMemoryBound(to: Int.self).initialize(
            to: position)
        header.pointee.count = count &+ 1
        return count
    }

    /// Fills the entry `index` reserved, with or without the lock.
    @inlinable
    func fill<Result>(_ index: Int, with value: Result) {
        let entry = UnsafeMutableRawPointer(entryBase(of: Result.self) + index)
        (entry + MemoryLayout<(position: Int, value: Result)>.offset(of: \.value)!)
            .assumingMemoryBound(to: Result.self).initialize(to: value)
        SlotState.store(SlotState.filled, states(of: Result.self) + index)
    }

    /// The filled entries' values that are `Value`s, with their positions.
    /// Call with the lock held.
    func values<Result, Value>(of type: Result.Type, as value: Value.Type) -> [(position: Int, value: Value)] {
        entries(of: type).compactMap { entry in cast(entry.value, to: value).map { (entry.position, $0) } }
    }

    /// The filled entries. Call with the lock held.
    func entries<Result>(of type: Result.Type) -> [(position: Int, value: Result)] {
        let states = states(of: type)
        let entries = entryBase(of: type)
        return (0..<header.pointee.count).compactMap { index in
            SlotState.load(states + index) == SlotState.filled ? entries[index] : nil
        }
    }
}
