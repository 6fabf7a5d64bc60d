/// A dumped value before it is laid out on lines: `ValueDump` builds the
/// nodes, then lays them out on one line, or one element to a line where a
/// value does not fit in the line width.
indirect enum DumpNode {
    case atom(String)
    /// Elements between delimiters; `more` counts elements left out.
    case list(open: String, close: String, items: [Item], more: Int)

    struct Item {
        var label: String?
        var node: DumpNode

        init(label: String? = nil, _ node: DumpNode) {
            self.label = label
            self.node = node
        }

        var prefix: String { label.map { "\($0): " } ?? "" }
    }

    /// A list inside a type's name: `Set([1, 2])`.
    static func wrapped(_ list: DumpNode, in typeName: String) -> DumpNode {
        .list(open: typeName + "(", close: ")", items: [Item(list)], more: 0)
    }

    /// The value on one line.
    var flat: String {
        switch self {
        case .atom(let text):
            return text
        case .list(let open, let close, let items, let more):
            var parts = items.map { $0.prefix + $0.node.flat }
            if more > 0 { parts.append(Self.elision(more)) }
            return open + parts.joined(separator: ", ") + close
        }
    }

    func rendered(lineWidth: Int) -> String {
        var lines: [String] = []
        append(to: &lines, indent: 0, lead: "", trail: "", lineWidth: lineWidth)
        return lines.joined(separator: "\n")
    }

    /// Appends the value's lines, the first of them after `lead` and the last
    /// followed by `trail`.
    private func append(to lines: inout [String], indent: Int, lead: String, trail: String, lineWidth: Int) {
        let flat = self.flat
        guard case .list(let open, let close, let items, let more) = self,
            lead.count + flat.count + trail.count > lineWidth || flat.contains("\n"), !items.isEmpty || more > 0
        else {
            // A description of several lines keeps to the indentation it is at.
            let indentation = "\n" + String(repeating: "  ", count: indent)
            let text = flat.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: indentation)
            lines.append(lead + text + trail)
            return
        }
        let inner = String(repeating: "  ", count: indent + 1)
        // A list that wraps one other list, as `Set([…])` does, breaks inside it.
        if items.count == 1, more == 0, items[0].label == nil, case .list = items[0].node,
            open.hasSuffix("(")
        {
            items[0].node.append(
                to: &lines, indent: indent, lead: lead + open, trail: close + trail, lineWidth: lineWidth)
            return
        }
        lines.append(lead + open)
        for (index, item) in items.enumerated() {
            let isLast = index == items.count - 1 && more == 0
            item.node.append(
                to: &lines, indent: indent + 1, lead: inner + item.prefix, trail: isLast ? "" : ",",
                lineWidth: lineWidth)
        }
        if more > 0 { lines.append(inner + Self.elision(more)) }
        lines.append(String(repeating: "  ", count: indent) + close + trail)
    }

    static func elision(_ count: Int) -> String { "… (\(count) more)" }
}
