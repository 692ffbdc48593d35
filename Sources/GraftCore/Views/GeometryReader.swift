import Foundation

/// The size and position of a `GeometryReader`, given to its content.
public struct GeometryProxy: Sendable, Equatable {
    /// The reader's size: the space it was offered.
    public var size: CGSize
    /// The reader's rectangle in the window (its origin the window's top-leading corner).
    public var globalFrame: CGRect
    /// The insets of the safe area. GTK windows have no unsafe areas: always zero.
    public var safeAreaInsets: EdgeInsets
    /// The rectangles, in the window, of the named spaces around the reader (its enclosing
    /// `.coordinateSpace(_:)` views, nearest first for a repeated name, and `.scrollView`'s
    /// visible areas).
    public var spaces: [NamedCoordinateSpace: CGRect]

    /// A proxy with the given geometry (backends make these; so may tests and previews).
    ///
    /// - Parameters:
    ///   - size: The reader's size.
    ///   - globalFrame: The reader's rectangle in the window.
    ///   - safeAreaInsets: The safe area's insets.
    ///   - spaces: The window rectangles of the named spaces around the reader.
    public nonisolated init(
        size: CGSize, globalFrame: CGRect,
        safeAreaInsets: EdgeInsets = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0),
        spaces: [NamedCoordinateSpace: CGRect] = [:]
    ) {
        self.size = size
        self.globalFrame = globalFrame
        self.safeAreaInsets = safeAreaInsets
        self.spaces = spaces
    }

    /// The reader's rectangle in `coordinateSpace`: at the origin for `.local`, in the window for
    /// `.global`, from the named space's top-leading corner for `.named` (in the window when no
    /// enclosing view has that name).
    ///
    /// - Parameter coordinateSpace: Where to measure.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return globalFrame
        case .named(let name):
            guard let space = spaces[NamedCoordinateSpace(name: name)] else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }

    /// The reader's rectangle in `coordinateSpace` (`.local`, `.global`, `.named(_:)`,
    /// `.scrollView`).
    ///
    /// - Parameter coordinateSpace: Where to measure.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The named space's rectangle in the reader's own coordinates — for `.scrollView`, the part of
    /// the content the scroll view shows — or `nil` when no enclosing view has that space.
    ///
    /// - Parameter coordinateSpace: The space, such as `.scrollView` or `.named("card")`.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        spaces[coordinateSpace].map { $0.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY) }
    }

    static let zero = GeometryProxy(size: .zero, globalFrame: .zero)
}

/// A view that fills the space it is offered and gives its content that space's geometry.
///
/// ```swift
/// GeometryReader { proxy in
///     Color.blue.frame(width: proxy.size.width / 2)
/// }
/// ```
///
/// The content sits at the top-leading corner and cannot change the reader's size, so it may
/// depend on the size without a layout loop. On GTK the content runs again (once) after the reader
/// is laid out with a new size or position; the first frame shows the content for the previous
/// geometry (zero at first).
public struct GeometryReader<Content: View>: View {
    @State private var proxy = GeometryProxy.zero
    let content: (GeometryProxy) -> Content

    /// A reader whose content is made from its geometry.
    ///
    /// - Parameter content: Makes the content from the reader's geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    /// The reader's widget around the content made for the current geometry.
    public var body: some View {
        let state = $proxy
        _GeometryReaderView(content: content(proxy)) { newValue in
            if state.wrappedValue != newValue { state.wrappedValue = newValue }
        }
    }
}

struct _GeometryReaderView<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    let content: Content
    let onChange: @MainActor (GeometryProxy) -> Void
    var _slots: [any View] { [content] }
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeGeometryReader()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateGeometryReader(context.handle(), onChange: onChange)
    }
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
}
