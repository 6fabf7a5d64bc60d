/// Where in the user's code something was written.
@usableFromInline
struct CodeLocation: Sendable {
    @usableFromInline let fileID: StaticString
    @usableFromInline let filePath: StaticString
    @usableFromInline let line: UInt
    @usableFromInline let column: UInt

    @usableFromInline
    init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `Module/File.swift:12`, as messages show it.
    var description: String { "\(fileID):\(line)" }
}

extension WarningLocation {
    init(_ location: CodeLocation) {
        self.init(
            fileID: "\(location.fileID)", filePath: "\(location.filePath)", line: Int(location.line),
            column: Int(location.column))
    }
}
