/// A call as the registry received it.
@usableFromInline
struct ReceivedCall<Result> {
    @usableFromInline let outcome: CallOutcome<Result>
    @usableFromInline let settings: DoubleSettings
    @usableFromInline let form: CallForm

    @usableFromInline
    init(_ outcome: CallOutcome<Result>, settings: DoubleSettings, form: CallForm) {
        self.outcome = outcome
        self.settings = settings
        self.form = form
    }
}
