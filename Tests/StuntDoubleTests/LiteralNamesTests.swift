import Testing

@testable import StuntDouble

/// `LiteralNames`, which makes each literal member name's `String` and kind
/// once for the process: whatever the table held before, a literal's name
/// is its text and its kind the one its spelling tells.
struct LiteralNamesTests {
    static let literals: [StaticString] = [
        "title", "load(id:)", "subscript(_:)", "fetchUserProfile(id:includingFriends:)", "séance(in:)",
    ]

    @Test(arguments: literals)
    func aLiteralsNameIsItsTextAndItsKindTheSpellingsBeforeAndAfterItIsKept(literal: StaticString) {
        let names = LiteralNames(slotCount: 256)
        for _ in 0..<2 {
            let (name, kind) = names.name(of: literal)
            #expect(name == literal.description)
            #expect(kind == MemberKind(function: literal))
        }
    }

    @Test func literalsThatShareASlotEachGetTheirOwnName() {
        // One slot: each literal pushes the one before out.
        let names = LiteralNames(slotCount: 1)
        for _ in 0..<3 {
            for literal in Self.literals {
                let (name, kind) = names.name(of: literal)
                #expect(name == literal.description)
                #expect(kind == MemberKind(function: literal))
            }
        }
    }

    @Test func theKindsAreThoseOfAPropertyAMethodAndASubscript() {
        let names = LiteralNames(slotCount: 4)
        #expect(names.name(of: "title").kind == .property)
        #expect(names.name(of: "load(id:)").kind == .method)
        #expect(names.name(of: "subscript(_:)").kind == .subscript)
    }

    @Test func aLiteralOfOneScalarWithoutAnAddressIsNamedToo() {
        let scalar = unicodeScalarLiteral(StaticString.self)
        #expect(!scalar.hasPointerRepresentation)
        let (name, kind) = LiteralNames(slotCount: 4).name(of: scalar)
        #expect(name == "x")
        #expect(kind == .property)
    }

    @Test func twoDoublesOfAClassRecordTheirCallsUnderTheLiteralsName() {
        let first = LongNamedMock()
        let second = LongNamedMock()
        first.fetchUserProfile(id: 1, includingFriends: true)
        second.fetchUserProfile(id: 2, includingFriends: false)
        for (double, id) in [(first, 1), (second, 2)] {
            double.expect(
                callToFunction: "fetchUserProfile(id:includingFriends:)",
                withArgumentsThatMatch: ArgumentMatcher { (arguments: (Int, Bool)) in arguments.0 == id })
            double.verify()
        }
    }
}

/// "x" as a unicode scalar literal: a `StaticString` made so holds the
/// scalar, not an address.
private func unicodeScalarLiteral<Literal: ExpressibleByUnicodeScalarLiteral>(_: Literal.Type) -> Literal { "x" }

private final class LongNamedMock: Mocking {
    func fetchUserProfile(id: Int, includingFriends: Bool) {
        didCallFunction(withArguments: id, includingFriends)
    }
}
