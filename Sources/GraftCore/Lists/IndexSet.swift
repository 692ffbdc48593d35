/// A set of integers in increasing order, as a list's `onDelete` and `onMove` hand over the
/// offsets of their rows: Foundation's `IndexSet`, which `import Graft` does not load (start-up
/// memory; see docs/Porting.md). Runs of consecutive integers are kept as ranges.
///
/// ```swift
/// ForEach(items) { Text($0.name) }
///     .onDelete { (offsets: IndexSet) in items.remove(atOffsets: offsets) }
/// ```
public struct IndexSet: Hashable, Sendable {
    /// The integers, as sorted ranges that neither overlap nor touch.
    private var ranges: [Range<Int>]

    /// An empty set.
    public init() { ranges = [] }

    /// A set of one integer.
    ///
    /// - Parameter integer: The integer.
    public init(integer: Int) { ranges = [integer..<integer + 1] }

    /// A set of the integers in `range`.
    ///
    /// - Parameter range: The integers.
    public init(integersIn range: Range<Int>) { ranges = range.isEmpty ? [] : [range] }

    /// A set of the integers in `range` (a closed or partial range).
    ///
    /// - Parameter range: The integers.
    public init<R: RangeExpression>(integersIn range: R) where R.Bound == Int {
        self.init(integersIn: range.relative(to: 0..<Int.max))
    }

    /// The runs of consecutive integers, in increasing order.
    public var rangeView: [Range<Int>] { ranges }

    /// Whether `integer` is in the set.
    ///
    /// - Parameter integer: The integer.
    /// - Returns: Whether the set holds it.
    public func contains(_ integer: Int) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound <= integer {
                low = middle + 1
            } else if ranges[middle].lowerBound > integer {
                high = middle
            } else {
                return true
            }
        }
        return false
    }

    /// Whether every integer of `range` is in the set.
    ///
    /// - Parameter range: The integers.
    /// - Returns: Whether the set holds them all (`true` for an empty range).
    public func contains(integersIn range: Range<Int>) -> Bool {
        range.isEmpty || ranges.contains { $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound }
    }

    /// Adds the integers of `range`.
    ///
    /// - Parameter range: The integers to add.
    public mutating func insert(integersIn range: Range<Int>) {
        guard !range.isEmpty else { return }
        var merged = range
        var result: [Range<Int>] = []
        var placed = false
        for run in ranges {
            if run.upperBound < merged.lowerBound {
                result.append(run)
            } else if run.lowerBound > merged.upperBound {
                if !placed { result.append(merged) }
                placed = true
                result.append(run)
            } else {
                merged = Swift.min(run.lowerBound, merged.lowerBound)..<Swift.max(run.upperBound, merged.upperBound)
            }
        }
        if !placed { result.append(merged) }
        ranges = result
    }

    /// Removes the integers of `range`.
    ///
    /// - Parameter range: The integers to remove.
    public mutating func remove(integersIn range: Range<Int>) {
        guard !range.isEmpty else { return }
        var result: [Range<Int>] = []
        for run in ranges {
            let before = run.lowerBound..<Swift.max(run.lowerBound, Swift.min(run.upperBound, range.lowerBound))
            let after = Swift.min(run.upperBound, Swift.max(run.lowerBound, range.upperBound))..<run.upperBound
            if !before.isEmpty { result.append(before) }
            if !after.isEmpty { result.append(after) }
        }
        ranges = result
    }

    /// Removes every integer.
    public mutating func removeAll() { ranges = [] }
}

extension IndexSet: BidirectionalCollection {
    /// A position in the set: a run and an integer in it.
    public struct Index: Comparable, Sendable {
        let run: Int
        let value: Int

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Index, rhs: Index) -> Bool { (lhs.run, lhs.value) < (rhs.run, rhs.value) }
    }

    /// The position of the smallest integer.
    public var startIndex: Index { Index(run: 0, value: ranges.first?.lowerBound ?? 0) }
    /// The position past the largest integer.
    public var endIndex: Index { Index(run: ranges.count, value: 0) }
    /// How many integers the set holds.
    public var count: Int { ranges.reduce(0) { $0 + $1.count } }
    /// Whether the set holds no integer.
    public var isEmpty: Bool { ranges.isEmpty }

    /// The integer at `position`.
    public subscript(position: Index) -> Int { position.value }

    /// The position after `i`.
    ///
    /// - Parameter i: A position before the end.
    /// - Returns: The next position.
    public func index(after i: Index) -> Index {
        if i.value + 1 < ranges[i.run].upperBound { return Index(run: i.run, value: i.value + 1) }
        let next = i.run + 1
        return next < ranges.count ? Index(run: next, value: ranges[next].lowerBound) : endIndex
    }

    /// The position before `i`.
    ///
    /// - Parameter i: A position after the start.
    /// - Returns: The previous position.
    public func index(before i: Index) -> Index {
        if i.run < ranges.count, i.value > ranges[i.run].lowerBound { return Index(run: i.run, value: i.value - 1) }
        return Index(run: i.run - 1, value: ranges[i.run - 1].upperBound - 1)
    }
}

extension IndexSet: SetAlgebra {
    /// Adds `newMember`.
    ///
    /// - Parameter newMember: The integer.
    /// - Returns: Whether it was added, and the integer.
    @discardableResult
    public mutating func insert(_ newMember: Int) -> (inserted: Bool, memberAfterInsert: Int) {
        if contains(newMember) { return (false, newMember) }
        insert(integersIn: newMember..<newMember + 1)
        return (true, newMember)
    }

    /// Removes `member`.
    ///
    /// - Parameter member: The integer.
    /// - Returns: The integer, or nil when the set did not hold it.
    @discardableResult
    public mutating func remove(_ member: Int) -> Int? {
        guard contains(member) else { return nil }
        remove(integersIn: member..<member + 1)
        return member
    }

    /// Adds `newMember`.
    ///
    /// - Parameter newMember: The integer.
    /// - Returns: The integer when the set already held it, nil otherwise.
    @discardableResult
    public mutating func update(with newMember: Int) -> Int? { insert(newMember).inserted ? nil : newMember }

    /// The integers in either set.
    ///
    /// - Parameter other: The other set.
    /// - Returns: The union.
    public func union(_ other: IndexSet) -> IndexSet {
        var result = self
        result.formUnion(other)
        return result
    }

    /// The integers in both sets.
    ///
    /// - Parameter other: The other set.
    /// - Returns: The intersection.
    public func intersection(_ other: IndexSet) -> IndexSet { subtracting(subtracting(other)) }

    /// The integers in exactly one of the sets.
    ///
    /// - Parameter other: The other set.
    /// - Returns: The symmetric difference.
    public func symmetricDifference(_ other: IndexSet) -> IndexSet { union(other).subtracting(intersection(other)) }

    /// The integers of this set that `other` does not hold.
    ///
    /// - Parameter other: The other set.
    /// - Returns: The difference.
    public func subtracting(_ other: IndexSet) -> IndexSet {
        var result = self
        result.subtract(other)
        return result
    }

    /// Adds the integers of `other`.
    ///
    /// - Parameter other: The other set.
    public mutating func formUnion(_ other: IndexSet) { other.ranges.forEach { insert(integersIn: $0) } }

    /// Keeps only the integers `other` holds too.
    ///
    /// - Parameter other: The other set.
    public mutating func formIntersection(_ other: IndexSet) { self = intersection(other) }

    /// Keeps the integers in exactly one of the sets.
    ///
    /// - Parameter other: The other set.
    public mutating func formSymmetricDifference(_ other: IndexSet) { self = symmetricDifference(other) }

    /// Removes the integers of `other`.
    ///
    /// - Parameter other: The other set.
    public mutating func subtract(_ other: IndexSet) { other.ranges.forEach { remove(integersIn: $0) } }
}

extension IndexSet: CustomStringConvertible {
    /// How many integers the set holds, as Foundation says it: "3 indexes".
    public var description: String { "\(count) indexes" }
}
