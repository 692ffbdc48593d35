import Foundation

/// The size and position of a `GeometryReader`, given to its content.
public struct GeometryProxy: Sendable, Equatable {
    /// The reader's size: the space it was offered.
    public var size: CGSize
    /// The reader's rectangle in the window (its origin the window's top-leading corner).
    public var globalFrame: CGRect
    /// The insets of the safe area. GTK windows have no unsafe areas: always zero.
    public var safeAreaInsets: EdgeInsets

    /// A proxy with the given geometry (backends make these; so may tests and previews).
    ///
    /// - Parameters:
    ///   - size: The reader's size.
    ///   - globalFrame: The reader's rectangle in the window.
    ///   - safeAreaInsets: The safe area's insets.
    public nonisolated init(
        size: CGSize, globalFrame: CGRect,
        safeAreaInsets: EdgeInsets = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    ) {
        self.size = size
        self.globalFrame = globalFrame
        self.safeAreaInsets = safeAreaInsets
    }

    /// The reader's rectangle in `coordinateSpace`: at the origin for `.local`, in the window for
    /// `.global`.
    ///
    /// - Parameter coordinateSpace: Where to measure.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: CGRect(origin: .zero, size: size)
        case .global: globalFrame
        }
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
