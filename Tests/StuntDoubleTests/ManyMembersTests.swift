import Testing

@testable import StuntDouble

/// A double with more members than a registry finds by comparing names
/// (`RegistryState.membersFoundByScan`): each member keeps its own givens,
/// calls and returned values before and after the registry indexes them.
struct ManyMembersTests {
    @Test func eachOfTwelveMembersKeepsItsOwnGivensAndCalls() {
        let panel = PanelMock()
        let members = panel.all.indices.map { "m\($0)()" }
        // Givens for the first half before any call, the rest after the
        // calls made the registry index its members.
        for (index, member) in members.enumerated().prefix(6) { panel.given(member, willReturn: index * 10) }
        let first = panel.all.map { $0() }
        for (index, member) in members.enumerated().dropFirst(6) { panel.given(member, willReturn: index * 10) }
        let second = panel.all.map { $0() }

        #expect(first == [0, 10, 20, 30, 40, 50, 0, 0, 0, 0, 0, 0])
        #expect(second == Array(stride(from: 0, to: 120, by: 10)))
        for (index, member) in members.enumerated() {
            #expect(panel.numberOfCalls(toFunction: member) == 2)
            #expect(
                panel.returnedValues(forCallsToFunction: member, as: Int.self)
                    == (index < 6 ? [index * 10, index * 10] : [0, index * 10]))
        }
    }
}

private final class PanelMock: Mocking {
    func m0() -> Int { didCallFunction() }
    func m1() -> Int { didCallFunction() }
    func m2() -> Int { didCallFunction() }
    func m3() -> Int { didCallFunction() }
    func m4() -> Int { didCallFunction() }
    func m5() -> Int { didCallFunction() }
    func m6() -> Int { didCallFunction() }
    func m7() -> Int { didCallFunction() }
    func m8() -> Int { didCallFunction() }
    func m9() -> Int { didCallFunction() }
    func m10() -> Int { didCallFunction() }
    func m11() -> Int { didCallFunction() }

    var all: [() -> Int] { [m0, m1, m2, m3, m4, m5, m6, m7, m8, m9, m10, m11] }
}
