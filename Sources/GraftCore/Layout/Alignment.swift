import Foundation

/// A type that names an alignment guide and gives its default position in a view.
///
/// Define one to line views up along a guide of your own: a view that sets the guide with
/// `.alignmentGuide(_:computeValue:)` puts it there, every other view at its default value.
///
/// ```swift
/// extension HorizontalAlignment {
///     private enum Colon: AlignmentID {
///         static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.trailing] }
///     }
///     static let colon = HorizontalAlignment(Colon.self)
/// }
/// VStack(alignment: .colon) {
///     Text("Name:").alignmentGuide(.colon) { d in d[.trailing] }
/// }
/// ```
public protocol AlignmentID {
    /// The guide's position in a view of these dimensions, when the view does not set it.
    ///
    /// - Parameter context: The view's size and its other guides.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// One alignment guide: a built-in edge, centre or baseline, or a type of the app's own.
package enum AlignmentKey: Hashable, @unchecked Sendable {
    case leading, horizontalCenter, trailing
    case top, verticalCenter, bottom, firstTextBaseline, lastTextBaseline
    /// An `AlignmentID` type (metatypes hold no state, so sharing them across threads is safe).
    case custom(any AlignmentID.Type)

    package static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        switch (lhs, rhs) {
        case (.custom(let left), .custom(let right)): ObjectIdentifier(left) == ObjectIdentifier(right)
        case (.custom, _), (_, .custom): false
        default: lhs.builtinIndex == rhs.builtinIndex
        }
    }

    package func hash(into hasher: inout Hasher) {
        if case .custom(let id) = self { hasher.combine(ObjectIdentifier(id)) } else { hasher.combine(builtinIndex) }
    }

    /// The guide's name: `leading`, `center`, `firstTextBaseline`, or the `AlignmentID` type's name.
    var name: String {
        switch self {
        case .leading: "leading"
        case .horizontalCenter, .verticalCenter: "center"
        case .trailing: "trailing"
        case .top: "top"
        case .bottom: "bottom"
        case .firstTextBaseline: "firstTextBaseline"
        case .lastTextBaseline: "lastTextBaseline"
        case .custom(let id): "\(id)"
        }
    }

    private var builtinIndex: Int {
        switch self {
        case .leading: 0
        case .horizontalCenter: 1
        case .trailing: 2
        case .top: 3
        case .verticalCenter: 4
        case .bottom: 5
        case .firstTextBaseline: 6
        case .lastTextBaseline: 7
        case .custom: 8
        }
    }
}

enum ListRowSeparatorLeading: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.leading] }
}

enum ListRowSeparatorTrailing: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.trailing] }
}

/// Where views sit across a vertical stack: a guide on the horizontal axis.
public struct HorizontalAlignment: Sendable, Hashable, CustomStringConvertible {
    package let key: AlignmentKey

    init(key: AlignmentKey) { self.key = key }

    /// A guide of the app's own, at `id`'s default value in views that do not set it.
    ///
    /// - Parameter id: The type naming the guide.
    public init(_ id: any AlignmentID.Type) { key = .custom(id) }

    /// The leading edge.
    public static let leading = HorizontalAlignment(key: .leading)
    /// The middle.
    public static let center = HorizontalAlignment(key: .horizontalCenter)
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(key: .trailing)
    /// Where a list row's separator starts; by default the row content's leading edge.
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeading.self)
    /// Where a list row's separator ends; by default the row content's trailing edge.
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailing.self)

    /// The guide's name (`leading`, `center`, `trailing`, or the `AlignmentID` type's name).
    public var description: String { key.name }

    /// Whether this is one of the three edges-and-centre positions a plain box can align to.
    package var isEdgeOrCenter: Bool { key == .leading || key == .horizontalCenter || key == .trailing }
}

/// Where views sit across a horizontal stack: a guide on the vertical axis.
public struct VerticalAlignment: Sendable, Hashable, CustomStringConvertible {
    package let key: AlignmentKey

    init(key: AlignmentKey) { self.key = key }

    /// A guide of the app's own, at `id`'s default value in views that do not set it.
    ///
    /// - Parameter id: The type naming the guide.
    public init(_ id: any AlignmentID.Type) { key = .custom(id) }

    /// The top edge.
    public static let top = VerticalAlignment(key: .top)
    /// The middle.
    public static let center = VerticalAlignment(key: .verticalCenter)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(key: .bottom)
    /// The baseline of the view's first line of text; the bottom edge of a view with no text.
    public static let firstTextBaseline = VerticalAlignment(key: .firstTextBaseline)
    /// The baseline of the view's last line of text; the bottom edge of a view with no text.
    public static let lastTextBaseline = VerticalAlignment(key: .lastTextBaseline)

    /// The guide's name (`top`, `center`, `firstTextBaseline`, or the `AlignmentID` type's name).
    public var description: String { key.name }

    /// Whether this is one of the three edges-and-centre positions a plain box can align to.
    package var isEdgeOrCenter: Bool { key == .top || key == .verticalCenter || key == .bottom }
}

/// A horizontal and a vertical alignment: one of nine positions in a frame or a `ZStack`.
public struct Alignment: Sendable, Hashable {
    /// Where the view sits across the width.
    public var horizontal: HorizontalAlignment
    /// Where the view sits across the height.
    public var vertical: VerticalAlignment
    /// Creates an alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// Top-left corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Middle of the top edge.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Top-right corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Middle of the left edge.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Centre.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Middle of the right edge.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Bottom-left corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Middle of the bottom edge.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Bottom-right corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// The first text baseline, centred across the width.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// The last text baseline, centred across the width.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// The first text baseline, at the leading edge.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// The last text baseline, at the leading edge.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// The first text baseline, at the trailing edge.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// The last text baseline, at the trailing edge.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
