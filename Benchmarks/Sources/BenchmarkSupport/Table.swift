/// A plain-text table with a header row, right-aligned numbers and left-aligned first columns.
public struct Table {
    let header: [String]
    let leftAligned: Int
    var rows: [[String]] = []

    /// A table with these column titles; the first `leftAligned` columns are aligned left.
    public init(_ header: [String], leftAligned: Int = 1) {
        self.header = header
        self.leftAligned = leftAligned
    }

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
        var lines = [line(header), rule]
        for row in rows { lines.append(row.isEmpty ? rule : line(row)) }
        return lines.joined(separator: "\n")
    }
}
