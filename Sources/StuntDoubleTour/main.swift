// A guided tour of StuntDouble, outside any test: `swift run StuntDoubleTour`.
//
// Part 1 drives a `Car` through test doubles for its engine and battery.
// Part 2 shows answers beyond a fixed value: a retry, a value per call, a
// partial mock. Part 3 verifies after the act, order included. Part 4
// doubles a property and a static factory. Part 5 makes the commonest
// mistakes on purpose and shows what StuntDouble says about each. The tour
// itself always exits 0.

import Foundation

// In this mode the tour is the child process of part 5 (g): it makes the
// call that traps, and the parent shows what it printed.
if CommandLine.arguments.dropFirst().first == missingGivenArgument {
    callMemberWithoutGiven()
}

heading("Part 1: a car driven by test doubles")
say("EngineMock is a Mocking double, BatteryStub a Stubbing one (see Doubles.swift).")
do {
    try driveWithDoubles()
} catch {
    say("  Unexpected: driving the car threw \(error).")
}

heading("Part 2: answers beyond a value")
do {
    try showAnswers()
} catch {
    say("  Unexpected: \(error).")
}

heading("Part 3: verification after the act")
showVerificationAfterTheAct()

heading("Part 4: members of other shapes")
showMembers()

heading("Part 5: the commonest mistakes, and what StuntDouble prints")
say("Outside a test, StuntDouble writes failures to standard error. In a test")
say("the same text is a Swift Testing issue or an XCTest failure at that line.")

step("(a) An expectation that was not met")
showUnmetExpectations()

step("(b) Matchers that describe themselves: each call marked ✓ or ✗")
showMatchersThatDescribeThemselves()

step("(c) A misspelled function name in an expectation (by name: a closure would not compile)")
showMisspelledName()

step("(d) Givens that cannot apply: a misspelled name, a value of another type (by name, again)")
showGivensThatDoNotApply()

step("(e) A member that passes another member's FunctionID case")
showFunctionIDSlip()

step("(f) An optional member whose givens do not apply answers nil, with a note")
showNilAnswerNote()

step("(g) A member called with no given and no default stub value")
showMissingGiven()

heading("End of the tour")
say("Next: README.md, then the guides Docs/README.md lists: Getting started, and Reading failures, which explains")
say("each message above; `swift test` runs the library's tests.")
