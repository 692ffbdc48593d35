public import Foundation

/// Where a scroll view is scrolled to, as a value an app keeps and changes: an edge, a point,
/// a view's identity, or wherever the user left it.
///
/// ```swift
/// @State private var position = ScrollPosition(edge: .top)
///
/// WebView(page).webViewScrollPosition($position)
/// Button("Bottom") { position.scrollTo(edge: .bottom) }
/// ```
///
/// Setting a position scrolls the view there; when the user (or the content) scrolls, the
/// position becomes ``isPositionedByUser`` and its ``edge`` and ``point`` become `nil`, as in
/// SwiftUI: read the offset itself with `onScrollGeometryChange(for:of:action:)`.
public struct ScrollPosition: Sendable {
    private var target: Target?
    /// Whether the scroll view has been positioned by the user.
    ///
    /// Setting it to `true` clears ``edge``, ``point`` and ``viewID``.
    public var isPositionedByUser: Bool {
        get { target == nil }
        set { if newValue { target = nil } }
    }

    private enum Target: Sendable, Equatable {
        case edge(Edge)
        case offset(x: CGFloat?, y: CGFloat?)
        case view(id: AnyHashableSendable, anchor: UnitPoint?)
    }

    /// A view identity that is both hashable and sendable, compared as `AnyHashable`.
    private struct AnyHashableSendable: Sendable, Equatable {
        let value: any Hashable & Sendable
        static func == (lhs: Self, rhs: Self) -> Bool { AnyHashable(lhs.value) == AnyHashable(rhs.value) }
    }

    private init(_ target: Target?) { self.target = target }

    /// A position the user has not chosen yet, for a scroll view whose views have ids of `idType`.
    ///
    /// - Parameter idType: The type of the views' ids (`Never` when the position never names a view).
    public init(idType: (some Hashable & Sendable).Type = Never.self) { self.init(nil) }

    /// A position at `edge`.
    ///
    /// - Parameters:
    ///   - idType: The type of the views' ids.
    ///   - edge: The edge to show: `.top` is the start of the content, `.bottom` its end.
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) { self.init(.edge(edge)) }

    /// A position at `point`, in points from the content's top-leading corner.
    ///
    /// - Parameters:
    ///   - idType: The type of the views' ids.
    ///   - point: The point to show at the top-leading corner.
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
        self.init(.offset(x: point.x, y: point.y))
    }

    /// A position at the horizontal offset `x`.
    ///
    /// - Parameters:
    ///   - idType: The type of the views' ids.
    ///   - x: The offset from the leading edge.
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) { self.init(.offset(x: x, y: nil)) }

    /// A position at the vertical offset `y`.
    ///
    /// - Parameters:
    ///   - idType: The type of the views' ids.
    ///   - y: The offset from the top.
    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) { self.init(.offset(x: nil, y: y)) }

    /// A position at the view whose id is `id`.
    ///
    /// - Parameters:
    ///   - id: The view's identity.
    ///   - anchor: The point of the view to line up with the same point of the visible area.
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        self.init(.view(id: AnyHashableSendable(value: id), anchor: anchor))
    }

    /// The edge the position is at, or `nil`.
    public var edge: Edge? {
        if case .edge(let edge) = target { return edge }
        return nil
    }

    /// The offset the position is at, or `nil`; an axis it does not name reads as 0.
    public var point: CGPoint? {
        if case .offset(let x, let y) = target { return CGPoint(x: x ?? 0, y: y ?? 0) }
        return nil
    }

    /// The identity of the view the position is at, or `nil`.
    public var viewID: (any Hashable & Sendable)? {
        if case .view(let id, _) = target { return id.value }
        return nil
    }

    /// The identity of the view the position is at, if it has type `T`.
    ///
    /// - Parameter type: The id's type.
    /// - Returns: The id, or `nil`.
    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID as? T }

    /// The horizontal and vertical offsets the position names (each `nil` when it leaves that
    /// axis where it is), or `nil` for an edge, a view or a user's position.
    package var namedOffsets: (x: CGFloat?, y: CGFloat?)? {
        if case .offset(let x, let y) = target { return (x, y) }
        return nil
    }

    /// Scrolls to `edge`.
    ///
    /// - Parameter edge: The edge to show.
    public mutating func scrollTo(edge: Edge) { target = .edge(edge) }

    /// Scrolls to `point`.
    ///
    /// - Parameter point: The point to show at the top-leading corner.
    public mutating func scrollTo(point: CGPoint) { target = .offset(x: point.x, y: point.y) }

    /// Scrolls horizontally to `x`, leaving the vertical offset as it is.
    ///
    /// - Parameter x: The offset from the leading edge.
    public mutating func scrollTo(x: CGFloat) { target = .offset(x: x, y: nil) }

    /// Scrolls vertically to `y`, leaving the horizontal offset as it is.
    ///
    /// - Parameter y: The offset from the top.
    public mutating func scrollTo(y: CGFloat) { target = .offset(x: nil, y: y) }

    /// Scrolls to the offsets `x` and `y`.
    ///
    /// - Parameters:
    ///   - x: The offset from the leading edge.
    ///   - y: The offset from the top.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { target = .offset(x: x, y: y) }

    /// Scrolls to the view whose id is `id`.
    ///
    /// - Parameters:
    ///   - id: The view's identity.
    ///   - anchor: The point of the view to line up with the same point of the visible area.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        target = .view(id: AnyHashableSendable(value: id), anchor: anchor)
    }
}

extension ScrollPosition: Equatable {
    /// Whether both name the same edge, offsets or view, or both are the user's.
    public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool { lhs.target == rhs.target }
}
