import Foundation

/// A coordinate space that gesture locations and geometry frames are measured in.
///
/// Sendable as SwiftUI's is: a name is a value (a string, an enum case, an id) that is only
/// hashed and compared, so `AnyHashable`'s lack of a `Sendable` conformance is not enforced.
public enum CoordinateSpace: @unchecked Sendable, Hashable {
    /// The window's space.
    case global
    /// The view's own space: its top-leading corner is (0, 0).
    case local
    /// The space of the nearest enclosing view given this name with `.coordinateSpace(_:)`.
    case named(AnyHashable)

    /// Whether this is the window's space.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the view's own space.
    public var isLocal: Bool { self == .local }
}

/// A way to name a coordinate space: `.local`, `.global`, `.named(_:)` or `.scrollView`.
public protocol CoordinateSpaceProtocol {
    /// The space this names.
    var coordinateSpace: CoordinateSpace { get }
}

/// The view's own coordinate space, as a ``CoordinateSpaceProtocol`` (`.local`).
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// The local space.
    public init() {}
    /// ``CoordinateSpace/local``.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The window's coordinate space, as a ``CoordinateSpaceProtocol`` (`.global`).
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// The global space.
    public init() {}
    /// ``CoordinateSpace/global``.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A named coordinate space: one a view declares with `.coordinateSpace(.named(…))`, or the
/// nearest enclosing scroll view's (`.scrollView`), whose origin is the top-leading corner of
/// what the scroll view shows, so a view's frame in it moves as the content scrolls.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, @unchecked Sendable {
    let name: AnyHashable

    /// ``CoordinateSpace/named(_:)`` with this space's name.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The name of a scroll view's space: any scroll view, or the nearest one scrolling on `axis`.
struct ScrollViewSpaceName: Hashable, Sendable {
    let axis: Axis?
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space of the nearest enclosing view declared with this name.
    ///
    /// - Parameter name: The name given to `.coordinateSpace(_:)`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }

    /// The visible area of the nearest enclosing scroll view.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: ScrollViewSpaceName(axis: nil)) }

    /// The visible area of the nearest enclosing scroll view that scrolls along `axis`.
    ///
    /// - Parameter axis: The direction the scroll view scrolls in.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: ScrollViewSpaceName(axis: axis))
    }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The window's space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension View {
    /// Names this view's coordinate space, so views inside it can measure their frames in it
    /// (`proxy.frame(in: .named(name))`) and read its bounds (`proxy.bounds(of: .named(name))`).
    ///
    /// - Parameter name: The space's name, made with `.named(_:)`.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        _CoordinateSpaceView(content: self, name: name)
    }

    /// Names this view's coordinate space (the older spelling of `.coordinateSpace(.named(name))`).
    ///
    /// - Parameter name: The space's name.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        coordinateSpace(.named(name))
    }
}

struct _CoordinateSpaceView<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    static var _widgetIgnoresSlots: Bool { true }
    let content: Content
    let name: NamedCoordinateSpace
    var _slots: [any View] { [content] }
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeCoordinateSpace()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateCoordinateSpace(context.handle(), name: name)
    }
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
}
