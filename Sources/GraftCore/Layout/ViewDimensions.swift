import Foundation

/// A view's size and the positions of its alignment guides, in its own coordinates.
///
/// An `.alignmentGuide(_:computeValue:)` closure gets one to place its guide relative to the
/// view's edges, centre, baselines or other guides: `d[.trailing]`, `d.height / 2`,
/// `d[.firstTextBaseline]`.
public struct ViewDimensions: Equatable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    let firstBaseline: CGFloat?
    let lastBaseline: CGFloat?
    let guides: _AlignmentGuides

    /// The dimensions of a laid-out view: its size, its text baselines (`nil` for a view with no
    /// text) and the guides it sets itself.
    package init(
        width: CGFloat, height: CGFloat, firstBaseline: CGFloat? = nil, lastBaseline: CGFloat? = nil,
        guides: _AlignmentGuides = _AlignmentGuides()
    ) {
        self.width = width
        self.height = height
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.guides = guides
    }

    /// Where `guide` is: the value the view set with `.alignmentGuide`, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { value(of: guide.key) }

    /// Where `guide` is: the value the view set with `.alignmentGuide`, else the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat { value(of: guide.key) }

    /// The value the view set for `guide` with `.alignmentGuide`, or `nil` when it set none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }

    /// The value the view set for `guide` with `.alignmentGuide`, or `nil` when it set none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    /// Two dimensions are equal when the sizes and baselines are (guide closures are not compared).
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.firstBaseline == rhs.firstBaseline
            && lhs.lastBaseline == rhs.lastBaseline
    }

    /// The position of `key`: set explicitly, else its default.
    package func value(of key: AlignmentKey) -> CGFloat { explicitValue(key) ?? defaultValue(key) }

    func explicitValue(_ key: AlignmentKey) -> CGFloat? {
        guard let compute = guides.values[key] else { return nil }
        // The closure sees every other guide, and this one's default (so it may refer to itself).
        var others = guides
        others.values[key] = nil
        return compute(
            ViewDimensions(
                width: width, height: height, firstBaseline: firstBaseline, lastBaseline: lastBaseline, guides: others))
    }

    func defaultValue(_ key: AlignmentKey) -> CGFloat {
        switch key {
        case .leading, .top: 0
        case .horizontalCenter: width / 2
        case .trailing: width
        case .verticalCenter: height / 2
        case .bottom: height
        case .firstTextBaseline: firstBaseline ?? height
        case .lastTextBaseline: lastBaseline ?? height
        case .custom(let id): id.defaultValue(in: self)
        }
    }
}

/// The alignment guides a view sets on itself with `.alignmentGuide(_:computeValue:)`, by guide.
///
/// Public only so the backend contract can carry it; apps use `.alignmentGuide`.
public struct _AlignmentGuides {
    package var values: [AlignmentKey: (ViewDimensions) -> CGFloat] = [:]

    /// No guides.
    public init() {}

    /// Whether the view sets `key`.
    package func sets(_ key: AlignmentKey) -> Bool { values[key] != nil }

    /// These guides, with `other`'s added where both set one (the outer modifier wins).
    package func adding(_ other: _AlignmentGuides) -> _AlignmentGuides {
        var result = self
        result.values.merge(other.values) { _, outer in outer }
        return result
    }
}
