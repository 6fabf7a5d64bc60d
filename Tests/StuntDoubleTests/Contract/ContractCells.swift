import Testing

/// One cell of the matrix: a member of one shape, named one way, given one
/// kind of answer.
struct ContractCell: Sendable, CustomTestStringConvertible {
    let member: ContractMember
    let naming: ContractNaming
    let given: ContractGivenKind

    /// Every cell but those that cannot be run: a given that cannot fit a
    /// member that returns a value without a default and cannot throw
    /// `StuntDoubleError` (cannot throw, or has typed throws), where the
    /// library reports the call and traps, as it documents.
    static let all: [ContractCell] = ContractMember.all.flatMap { member in
        ContractNaming.allCases.flatMap { naming in
            ContractGivenKind.allCases.map { ContractCell(member: member, naming: naming, given: $0) }
        }
    }.filter { !$0.traps }

    /// Whether the call would trap: nothing answers, no default, no
    /// `StuntDoubleError` to throw.
    var traps: Bool {
        !given.fits(member.effect) && member.result == .token
            && !(member.effect == .throwing || member.effect == .asyncThrowing)
    }

    /// The member whose givens answer this cell: a setter's are its getter's.
    var givenMember: ContractMember {
        if case .setter(let accessor) = member { return .getter(accessor, .plain, .int) }
        return member
    }

    /// The name the registry knows the member by.
    var name: String { naming.name(of: member) }

    var testDescription: String { "\(member), named by \(naming.rawValue), given \(given.rawValue)" }
}
