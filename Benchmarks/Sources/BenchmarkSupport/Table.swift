/// A plain-text table: an optional row of column groups, a header row, right-aligned numbers and
/// left-aligned first columns.
public struct Table {
    let header: [String]
    let leftAligned: Int
    var groups: [(columns: Int, title: String)] = []
    var rows: [[String]] = []

    /// A table with these column titles; the first `leftAligned` columns are aligned left.
    public init(_ header: [String], leftAligned: Int = 1) {
        self.header = header
        self.leftAligned = leftAligned
    }

    /// Titles over runs of columns, e.g. `[(2, ""), (3, "work only"), (3, "work + layout")]`.
    public mutating func setGroups(_ groups: [(columns: Int, title: String)]) { self.groups = groups }

    /// Adds a row (as many cells as columns).
    public mutating func add(_ row: [String]) { rows.append(row) }

    /// Adds a separator line.
    public mutating func addSeparator() { rows.append([]) }

    /// The table as text, one line per row.
    public func render() -> String {
        var widths = header.map(\.count)
        for row in rows {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], cell.count)
            }
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                let pad = String(repeating: " ", count: max(0, widths[index] - cell.count))
                return index < leftAligned ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }
        let rule = String(repeating: "-", count: widths.reduce(0, +) + 2 * (widths.count - 1))
        var lines: [String] = []
        if !groups.isEmpty {
            var column = 0
            var cells: [String] = []
            for group in groups {
                let span = widths[column..<min(column + group.columns, widths.count)]
                let width = span.reduce(0, +) + 2 * (span.count - 1)
                let pad = max(0, width - group.title.count)
                cells.append(
                    String(repeating: " ", count: pad / 2) + group.title
                        + String(repeating: " ", count: pad - pad / 2))
                column += group.columns
            }
            lines.append(cells.joined(separator: "  "))
        }
        lines += [line(header), rule]
        for row in rows { lines.append(row.isEmpty ? rule : line(row)) }
        return lines.joined(separator: "\n")
    }
}
