public import Foundation

/// The geometry of a scroll view: how far it is scrolled, how big its content is, and how much
/// of it shows — what `onScrollGeometryChange(for:of:action:)` hands its transform.
public struct ScrollGeometry: Equatable, Sendable {
    /// How far the content is scrolled, from its top-leading corner.
    public var contentOffset: CGPoint
    /// The size of the whole content.
    public var contentSize: CGSize
    /// The insets around the content.
    public var contentInsets: EdgeInsets
    /// The size of the visible area.
    public var containerSize: CGSize

    /// Makes a geometry.
    ///
    /// - Parameters:
    ///   - contentOffset: How far the content is scrolled.
    ///   - contentSize: The size of the whole content.
    ///   - contentInsets: The insets around the content.
    ///   - containerSize: The size of the visible area.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content that shows, in the content's coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The visible area in its own coordinates: its origin is the content offset.
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }
}
