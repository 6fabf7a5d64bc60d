import Testing
@testable import StuntDouble

protocol Engine { func setSpeed(to value: Double); func currentSpeed() -> Double }
final class Part { let name: String; init(name: String) { self.name = name } }
final class EngineMock: Mocking, Engine {
    func setSpeed(to value: Double) { didCallFunction(withArguments: value) }
    func currentSpeed() -> Double { didCallFunction() }
    func part(named name: String) -> Part { didCallFunction(withArguments: name) }
    func optionalPart(named name: String) -> Part? { didCallFunction(withArguments: name) }
    func forcedPart(at index: Int, _ flag: Bool) -> Part { didCallFunction(withArguments: index, flag)! }
    var title: String {
        get { didCallFunction() }
        set { didCallFunction(withArguments: newValue) }
    }
}

@Test func smoke() {
    let engine = EngineMock()
    engine.given("currentSpeed()", willReturn: 88.0)
    engine.expect(callToFunction: "setSpeed(to:)")
    #expect(engine.currentSpeed() == 88)
    engine.setSpeed(to: 3)
    engine.given("part(named:)", willReturn: Part(name: "a"))
    #expect(engine.part(named: "x").name == "a")
    engine.given("optionalPart(named:)", willReturn: Part(name: "a"))
    #expect(engine.optionalPart(named: "x")?.name == "a")
    engine.given("forcedPart(at:_:)", withArgumentsThatMatch: ArgumentMatcher { (args: (Int, Bool)) in args.0 == 2 }, willReturn: Part(name: "two"))
    #expect(engine.forcedPart(at: 2, true).name == "two")
    engine.title = "hi"
    #expect(engine.title == "")
    engine.verify()
    #expect(!engine.wouldFailIfVerified())
    engine.expect(.exactly(amount: 2), callsToFunction: "setSpeed(to:)")
    print(engine.applicableFailureMessages().joined(separator: "\n---\n"))
    let args: [Double] = engine.receivedArgumentsOfInferredType()
    #expect(args == [3])
    #expect(engine.numberOfCalls(toFunction: "title") == 2)
}
