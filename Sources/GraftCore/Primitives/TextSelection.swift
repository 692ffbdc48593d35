/// The selected part of the text of a `TextField` or `TextEditor`, or where its cursor is.
///
/// ```swift
/// @State private var text = "hello world"
/// @State private var selection: TextSelection?
///
/// TextField("Note", text: $text, selection: $selection)
/// Button("Select “world”") {
///     if let range = text.range(of: "world") { selection = TextSelection(range: range) }
/// }
/// ```
///
/// The binding follows the user's cursor and selection, and setting it selects in the field. On
/// GTK a field has one selection: of a `.multiSelection`, the span from the first range's start
/// to the last range's end is selected.
public struct TextSelection: Hashable, Sendable {
    /// What a selection covers.
    public enum Indices: Hashable, Sendable {
        /// One range of the text; an empty range is the cursor.
        case selection(Range<String.Index>)
        /// Several ranges of the text.
        case multiSelection(RangeSet<String.Index>)
    }

    /// The selected ranges.
    public var indices: Indices
    /// Which side of a line break the cursor belongs to.
    public var affinity: TextSelectionAffinity

    /// A selection of `range`.
    ///
    /// - Parameter range: The selected characters; an empty range is a cursor there.
    public init(range: Range<String.Index>) {
        indices = .selection(range)
        affinity = .automatic
    }

    /// A selection of several ranges.
    ///
    /// - Parameter ranges: The selected characters.
    public init(ranges: RangeSet<String.Index>) {
        indices = .multiSelection(ranges)
        affinity = .automatic
    }

    /// A cursor at `insertionPoint`, with nothing selected.
    ///
    /// - Parameter insertionPoint: Where the cursor is.
    public init(insertionPoint: String.Index) {
        self.init(range: insertionPoint..<insertionPoint)
    }

    /// Whether nothing is selected: the selection is a cursor.
    public var isInsertion: Bool {
        switch indices {
        case .selection(let range): range.isEmpty
        case .multiSelection(let ranges): ranges.isEmpty
        }
    }
}

/// Which side of a line break a cursor belongs to, where the two sides are the same place in
/// the text.
public enum TextSelectionAffinity: Hashable, Sendable {
    /// The platform decides.
    case automatic
    /// With the text before the cursor.
    case upstream
    /// With the text after the cursor.
    case downstream
}

extension TextSelection {
    /// The selection as character offsets (Unicode scalars, as GTK counts) into `text`.
    func characterOffsets(in text: String) -> Range<Int> {
        let span: Range<String.Index>
        switch indices {
        case .selection(let range): span = range
        case .multiSelection(let ranges):
            guard let first = ranges.ranges.first, let last = ranges.ranges.last else {
                return 0..<0
            }
            span = first.lowerBound..<last.upperBound
        }
        let scalars = text.unicodeScalars
        func offset(_ index: String.Index) -> Int {
            let clamped = min(max(index, scalars.startIndex), scalars.endIndex)
            return scalars[..<clamped].count
        }
        return offset(span.lowerBound)..<offset(span.upperBound)
    }

    /// The selection of the characters at `offsets` (Unicode scalars) in `text`.
    init(characterOffsets offsets: Range<Int>, in text: String) {
        let scalars = text.unicodeScalars
        func index(_ offset: Int) -> String.Index {
            scalars.index(scalars.startIndex, offsetBy: max(offset, 0), limitedBy: scalars.endIndex) ?? scalars.endIndex
        }
        self.init(range: index(offsets.lowerBound)..<index(offsets.upperBound))
    }
}

extension TextSelection {
    /// What a text widget calls with the user's selection: sets `binding` to it, when it differs.
    @MainActor
    static func follower(of binding: Binding<TextSelection?>) -> @MainActor (Range<Int>, String) -> Void {
        { offsets, text in
            let selection = TextSelection(characterOffsets: offsets, in: text)
            if binding.wrappedValue != selection { binding.wrappedValue = selection }
        }
    }
}
