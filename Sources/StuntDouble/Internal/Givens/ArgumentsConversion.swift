/// Lets the types a test names for a call's arguments differ from the
/// call's own in what leaves the layout alone: a closure answer that takes
/// the arguments without `@Sendable` or with labels, a history read with
/// labels.
///
/// A member's `(String, @Sendable (Data) -> Void)` is answered by a closure
/// over `(String, (Data) -> Void)`. Swift converts a `@Sendable` function
/// to the plain one implicitly, but its dynamic casts refuse to (the
/// runtime's `tryCastToFunction` requires equal function flags), so an
/// answer whose closure leaves `@Sendable` out never applied. Both function
/// types are a function pointer and a context, of one layout, and only
/// `@Sendable` tells their metadata apart: the value is reinterpreted,
/// never converted. Only the direction Swift itself allows is accepted; a
/// closure that adds `@Sendable` the member does not promise could send a
/// closure that must not be sent.
///
/// A call records its arguments as an unlabelled tuple, `(String, Int)`;
/// a test may name them `(operationName: String, kind: Int)`, which Swift
/// converts to and from implicitly, and whose layout is the same: labels
/// are accepted where the call's tuple has none, or the same.
///
/// `@escaping` leaves no trace in metadata: a stored closure is always
/// escaping, so it needs nothing here.
enum ArgumentsConversion {
    /// Whether a value of `source` can be read as a `target` that differs
    /// from it only by leaving out `@Sendable` on function types, at the
    /// top, in tuple elements, or wrapped in optionals, and by labels of a
    /// tuple that has none (at the top or in its elements). Reads the
    /// metadata of the Swift ABI (`swift/ABI/Metadata.h`); a function type
    /// with flags it does not read in full (extended flags, such as typed
    /// throws, or differentiability) never converts. With `labelsOnly`,
    /// only labels may differ: a history read keeps `@Sendable`.
    static func converts(from source: Any.Type, to target: Any.Type, labelsOnly: Bool = false) -> Bool {
        if source == target { return true }
        let from = Metadata(source)
        let to = Metadata(target)
        guard from.kind == to.kind else { return false }
        switch from.kind {
        case Metadata.tupleKind:
            return tuple(from, to, labelsOnly: labelsOnly)
        case Metadata.functionKind:
            return !labelsOnly && function(from, to)
        default:
            guard let wrapped = (source as? any OptionalMarker.Type)?.wrappedType,
                let targetWrapped = (target as? any OptionalMarker.Type)?.wrappedType
            else { return false }
            return converts(from: wrapped, to: targetWrapped, labelsOnly: labelsOnly)
        }
    }

    /// The call's arguments as the closure's type: cast when the types
    /// are the same, else reinterpreted; call only when the answer fits
    /// exactly or `converts` said so.
    static func read<Source, Target>(_ value: Source, as target: Target.Type) -> Target {
        if Source.self == Target.self { return value as! Target }
        precondition(MemoryLayout<Source>.size == MemoryLayout<Target>.size)
        return withUnsafePointer(to: value) { UnsafeRawPointer($0).load(as: Target.self) }
    }

    private static func tuple(_ from: Metadata, _ to: Metadata, labelsOnly: Bool) -> Bool {
        let count = from.word(1)
        guard count == to.word(1) else { return false }
        let labels = labels(from)
        guard labels == nil || labels == Self.labels(to) else { return false }
        // Elements follow the labels: a type and an offset each.
        return (0..<Int(count)).allSatisfy { element in
            converts(from: from.type(3 + 2 * element), to: to.type(3 + 2 * element), labelsOnly: labelsOnly)
        }
    }

    /// Whether `type` is a tuple with labels, or holds one in its elements
    /// or wrapped in optionals: a type that a call's arguments can convert
    /// to although it is not theirs.
    // Read from metadata alone: a cast to a protocol's metatype would look
    // up conformances, which costs far more the first time, and this runs
    // for every matcher made.
    static func namesLabels(_ type: Any.Type) -> Bool {
        let metadata = Metadata(type)
        switch metadata.kind {
        case Metadata.tupleKind:
            if metadata.pointer.load(fromByteOffset: 2 * Metadata.word, as: UnsafeRawPointer?.self) != nil {
                return true
            }
            return (0..<Int(metadata.word(1))).contains { namesLabels(metadata.type(3 + 2 * $0)) }
        case Metadata.optionalKind:
            // An enum's generic arguments follow its kind and descriptor.
            return namesLabels(metadata.type(2))
        default:
            return false
        }
    }

    /// Whether `type` is a function type, whatever its flags.
    static func isFunction(_ type: Any.Type) -> Bool {
        Metadata(type).kind == Metadata.functionKind
    }

    /// The labels of a tuple, separated by spaces; `nil` for none.
    private static func labels(_ tuple: Metadata) -> String? {
        tuple.pointer.load(fromByteOffset: 2 * Metadata.word, as: UnsafePointer<CChar>?.self).map {
            String(cString: $0)
        }
    }

    private static func function(_ from: Metadata, _ to: Metadata) -> Bool {
        let sendable: UInt = 0x4000_0000
        let unread: UInt = 0x8000_0000 | 0x0800_0000  // extended flags, differentiable
        let flags = from.word(1)
        guard flags & sendable != 0, to.word(1) == flags & ~sendable, flags & unread == 0 else { return false }
        // The result, the parameters, their flags and a global actor must
        // be the same: the same metadata, since metadata is unique.
        let count = Int(flags & 0xFFFF)
        guard (2..<3 + count).allSatisfy({ from.word($0) == to.word($0) }) else { return false }
        var offset = (3 + count) * Metadata.word
        if flags & 0x0200_0000 != 0 {  // parameter flags, 32 bits each, then padding
            let same = (0..<count).allSatisfy {
                from.pointer.load(fromByteOffset: offset + 4 * $0, as: UInt32.self)
                    == to.pointer.load(fromByteOffset: offset + 4 * $0, as: UInt32.self)
            }
            guard same else { return false }
            offset += (count * 4 + Metadata.word - 1) / Metadata.word * Metadata.word
        }
        if flags & 0x1000_0000 != 0 {  // global actor
            return from.pointer.load(fromByteOffset: offset, as: UInt.self)
                == to.pointer.load(fromByteOffset: offset, as: UInt.self)
        }
        return true
    }
}

/// A type's metadata, read as the words the Swift ABI lays out.
private struct Metadata {
    static let word = MemoryLayout<UInt>.stride
    static let tupleKind: UInt = 0x301
    static let functionKind: UInt = 0x302
    static let optionalKind: UInt = 0x202

    let pointer: UnsafeRawPointer

    init(_ type: Any.Type) {
        pointer = unsafeBitCast(type, to: UnsafeRawPointer.self)
    }

    /// The kind, for types that are not classes (whose first word is an
    /// address, above every kind).
    var kind: UInt { word(0) }

    func word(_ index: Int) -> UInt {
        pointer.load(fromByteOffset: index * Self.word, as: UInt.self)
    }

    func type(_ index: Int) -> Any.Type {
        unsafeBitCast(pointer.load(fromByteOffset: index * Self.word, as: UnsafeRawPointer.self), to: Any.Type.self)
    }
}
