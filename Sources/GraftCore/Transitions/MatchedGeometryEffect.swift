/// A property wrapper giving a view a namespace of its own for ``View/matchedGeometryEffect(id:in:properties:anchor:isSource:)``
/// ids: the same for the life of the view.
///
/// ```swift
/// @Namespace private var cards
/// ```
@propertyWrapper @MainActor
public struct Namespace: DynamicProperty {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    private let state: State<ID>

    /// A new namespace, kept by the view once it is shown.
    public init() {
        Self.count += 1
        state = State(initialValue: ID(value: Self.count))
    }

    /// The namespace.
    public var wrappedValue: ID { state.wrappedValue }

    private static var count = 0
}

extension Namespace: _NodeInstallable, _InputComparable {
    func _install(in node: ViewNode, slot: Int) { state._install(in: node, slot: slot) }
    func _isSameInput(as other: Self) -> Bool { true }
}

/// Which parts of a view's frame ``View/matchedGeometryEffect(id:in:properties:anchor:isSource:)`` matches.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    /// The properties' bits.
    public let rawValue: UInt32
    /// A set from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position: the view's anchor point.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// One view's place in a matched geometry group: its namespace, id and how it takes part.
public struct MatchedGeometryKey: Hashable, @unchecked Sendable {
    /// The namespace the id is in.
    public let namespace: Namespace.ID
    /// The id, unique in the namespace.
    public let id: AnyHashable
}

extension View {
    /// Ties this view's frame to the other views with `id` in `namespace`: when one of them is
    /// removed and this one inserted in an animated change, this one is drawn from the removed
    /// one's frame and animates to its own, as in SwiftUI.
    ///
    /// ```swift
    /// if expanded {
    ///     Card().matchedGeometryEffect(id: "card", in: cards)
    /// } else {
    ///     Thumbnail().matchedGeometryEffect(id: "card", in: cards)
    /// }
    /// ```
    ///
    /// On GTK the inserted view is moved and scaled (uniformly, by the widths) from the other
    /// frame without changing the layout around it; the removed view leaves at once rather than
    /// fading out, and a view that stays in place does not follow another source.
    ///
    /// - Parameters:
    ///   - id: The id shared by the views whose frames match.
    ///   - namespace: The namespace of the id, from ``Namespace``.
    ///   - properties: What is matched: the position, the size, or both.
    ///   - anchor: The point of the frames that is matched when only the position is.
    ///   - isSource: Whether this view's frame is the one the others take theirs from.
    /// - Returns: A view whose insertion animates from its match's frame.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        _MatchedGeometryView(
            content: self, key: MatchedGeometryKey(namespace: namespace, id: AnyHashable(id)),
            properties: properties, anchor: anchor, isSource: isSource)
    }
}

/// The container of `.matchedGeometryEffect`.
struct _MatchedGeometryView<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    static var _widgetIgnoresSlots: Bool { true }
    let content: Content
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
    var _slots: [any View] { [content] }

    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeMatchedGeometry()
    }

    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        // Only the update right after make is an insertion.
        let isInsertion = context.storage.value == nil
        context.storage.value = true
        let animation = isInsertion && !context.transaction.disablesAnimations ? context.transaction.animation : nil
        context.backend.updateMatchedGeometry(
            context.handle(), key, properties: properties, anchor: anchor, isSource: isSource,
            insertion: animation)
    }

    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
}
