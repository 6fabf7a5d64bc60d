// Reads and writes of properties and subscripts. A double's property is
// written as MockNStub writes it:
//
//     var title: String {
//         get { didCallFunction() }
//         set { didCallFunction(withArguments: newValue) }
//     }
//
// `#function` names both accessors `title`; a call returning nothing with a
// value is the setter's, a write, and the registry stores its value for
// later reads.

extension Mocking {
    /// How many times the property (or subscript) `property` was read.
    ///
    /// ```swift
    /// #expect(editor.numberOfReads(ofProperty: "title") == 1)
    /// ```
    public func numberOfReads(
        ofProperty property: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Int {
        counted(
            doubleRegistry.accessCounts(of: property).reads, of: property, asked: "numberOfReads",
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// How many times the property (or subscript) `property` was written.
    ///
    /// A name that no access used, close to one that accesses used, is
    /// most likely misspelled: a note says so at this line.
    public func numberOfWrites(
        ofProperty property: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Int {
        counted(
            doubleRegistry.accessCounts(of: property).writes, of: property, asked: "numberOfWrites",
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// The values written to `property`, typed, in the order they were
    /// written. For a subscript, the values without their index (read
    /// those with `receivedArguments(forCallsToFunction:as:)` and the
    /// tuple `(Index, Value)`).
    ///
    /// ```swift
    /// #expect(editor.valuesWritten(toProperty: "title", as: String.self) == ["Draft", "Final"])
    /// ```
    public func valuesWritten<Value>(
        toProperty property: String, as type: Value.Type,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> [Value] {
        let snapshot = doubleRegistry.snapshot()
        let (found, writeTypes) = snapshot.valuesWritten(to: property, as: type)
        let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        if found.isEmpty, writeTypes.isEmpty {
            noteNameNoCallUsed(property, asked: "valuesWritten", at: location, in: snapshot)
        }
        if found.isEmpty, !writeTypes.isEmpty {
            FailureReporter.writeNote(
                "note: \(snapshot.displayName(ofType: Self.self)).\(property) was written, but never with a"
                    + " value of type \(TypeName.of(type)); it was written with \(writeTypes.joined(separator: " and ")).",
                at: location)
        }
        return found
    }
}
