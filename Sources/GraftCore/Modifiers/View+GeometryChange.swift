import Foundation

/// Reacting to a view's size or position: `.onGeometryChange(for:of:action:)`.
///
/// ```swift
/// Text(caption)
///     .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.height } action: { height = $0 }
/// ```
///
/// Built on a ``GeometryReader`` stretched behind the view: the action runs once the view has
/// been laid out (with its first real geometry; GTK reports it one frame after layout), then
/// whenever the transformed value changes.
extension View {
    /// Runs `action` with `transform`'s value of this view's geometry, first when the view is laid
    /// out and then each time the value changes.
    ///
    /// - Parameters:
    ///   - type: The type of the value watched.
    ///   - transform: Picks the value from the view's geometry (its size, its frame in a space).
    ///   - action: Runs with the new value.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        onGeometryChange(for: type, of: transform) { _, newValue in action(newValue) }
    }

    /// Runs `action` with the old and new values of `transform`'s value of this view's geometry;
    /// the first time, when the view is first laid out, both are the first value.
    ///
    /// - Parameters:
    ///   - type: The type of the value watched.
    ///   - transform: Picks the value from the view's geometry.
    ///   - action: Runs with the previous and the new value.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        background {
            GeometryReader { proxy in
                // Before its first layout the reader reports no geometry at all: nothing to tell yet.
                let isLaidOut = proxy.size != .zero || proxy.globalFrame != .zero
                Color.clear.onChange(of: isLaidOut ? transform(proxy) : nil, initial: true) { old, new in
                    guard let new else { return }
                    action(old ?? new, new)
                }
            }
        }
    }
}
