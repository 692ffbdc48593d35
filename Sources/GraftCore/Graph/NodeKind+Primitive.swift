/// A primitive: a widget of its own, made through the backend, with its slot views as children.
///
/// `V` is the node's view type; `P` the primitive that shows it (`V` itself for Graft's own
/// primitives, `_BackendPrimitive<V>` for a representable). What only a primitive needs lives here, not in every node: the widget's storage, the
/// accessibility attributes last handed over, and the environment its slot views see.
final class _PrimitiveKind<V: View, P: _PrimitiveView>: _TypedKind<V> {
    /// The primitive showing a value of the view.
    private let primitive: (V) -> P
    /// The widget handle and the values the primitive keeps with it.
    let storage = PrimitiveStorage()
    /// The accessibility attributes last handed to the backend for the widget.
    var appliedAccessibility: AccessibilityAttributes?
    /// The environment whose accessibility attributes were last looked at (an environment version
    /// never changes, so the same version needs no second look).
    var accessibilityCheckedVersion: EnvironmentVersion?
    /// An environment known to hold no accessibility attributes, which the slots then see unchanged.
    var accessibilityFreeVersion: EnvironmentVersion?
    /// The environment last made for the slots, and the node's environment it was made from.
    var slotEnvironment: (values: EnvironmentValues, parentVersion: EnvironmentVersion)?

    /// Whether the view's own dynamic properties (`@Environment`, `@State`, …) are connected
    /// before each make and update: a representable's are, as a composite view's are before its body.
    private let installsDynamicProperties: Bool

    init(
        _ value: V, _ type: _ViewType<V>, installsDynamicProperties: Bool = false, primitive: @escaping (V) -> P
    ) {
        self.primitive = primitive
        self.installsDynamicProperties = installsDynamicProperties
        super.init(value, type, ownsWidget: true, handsContentToChild: true)
    }

    override func mount(_ node: ViewNode) {
        if installsDynamicProperties { type.installDynamicProperties(value, node) }
        let primitive = self.primitive(value)
        node.makeWidget(node.graph.backend, primitive, storage)
        node.tracking { node.updateWidget(node.graph.backend, primitive, storage) }
        applyAccessibility(node)
        reconcileSlots(node)
        node.graph.enqueueSync(node)
    }

    override func update(_ node: ViewNode, transaction: Transaction, onlyContentChanged: Bool) {
        if installsDynamicProperties { type.installDynamicProperties(value, node) }
        let primitive = self.primitive(value)
        if !(onlyContentChanged && P._widgetIgnoresSlots) {
            node.tracking { node.updateWidget(node.graph.backend, primitive, storage) }
        }
        applyAccessibility(node)
        reconcileSlots(node)
    }

    override func syncChildren(_ node: ViewNode) { node.setChildren(node.graph.backend, primitive(value), storage) }

    override func animateRemoval(
        _ node: ViewNode, _ transaction: Transaction, completion: @escaping @MainActor () -> Void
    ) -> Bool {
        guard node.widget != nil else { return false }
        return node.animateRemoval(node.graph.backend, primitive(value), storage, transaction, completion)
    }

    override func dismantle(_ node: ViewNode) {
        guard node.widget != nil else { return }
        node.dismantleWidget(node.graph.backend, primitive(value), storage)
    }

    /// Hands the accessibility attributes of the node's environment to the backend for its widget,
    /// when they differ from those last handed over (nil once removes them).
    private func applyAccessibility(_ node: ViewNode) {
        let environment = node.environment
        guard node.widget != nil, environment.version !== accessibilityCheckedVersion else { return }
        accessibilityCheckedVersion = environment.version
        let attributes = environment._accessibility
        guard attributes != appliedAccessibility else { return }
        appliedAccessibility = attributes
        node.updateWidgetAccessibility(attributes, storage)
    }

    /// Matches the slot views to the children, in the environment the primitive gives them.
    private func reconcileSlots(_ node: ViewNode) {
        let primitive = self.primitive(value)
        var slotViews = primitive._slots
        if !slotViews.isEmpty && node.widgetDepth >= node.graph.maximumWidgetDepth {
            // The slots' widgets would nest deeper than the backend can show: a message instead.
            slotViews = [node.graph.treeTooDeep(at: node.widgetDepth)]
        }
        // A leaf (a text, an image) has no children to hand an environment to.
        if slotViews.isEmpty && node.children.isEmpty { return }
        let environment = node.environment
        var childEnvironment = environment
        primitive._modifyChildEnvironment(&childEnvironment)
        let slotsSee: EnvironmentValues
        if childEnvironment.isSameVersion(as: environment), environment.version === accessibilityFreeVersion {
            slotsSee = environment
        } else {
            // Accessibility modifiers describe this primitive's widget, not the widgets inside it.
            if childEnvironment._accessibility != nil {
                childEnvironment._accessibility = nil
            } else if childEnvironment.isSameVersion(as: environment) {
                accessibilityFreeVersion = environment.version
            }
            slotsSee =
                childEnvironment.isEqualContent(to: environment)
                ? environment : cachedSlotEnvironment(childEnvironment, parent: environment)
        }
        for (index, slotView) in slotViews.enumerated() {
            node.reconcileChild(at: index, with: slotView, environment: slotsSee)
        }
        node.removeChildren(from: slotViews.count)
    }

    /// `fresh`, or the equal environment made before from the same parent environment (so the
    /// slots see the same version and need no update).
    private func cachedSlotEnvironment(_ fresh: EnvironmentValues, parent: EnvironmentValues) -> EnvironmentValues {
        if let cached = slotEnvironment, cached.parentVersion === parent.version,
            cached.values.isEqualContent(to: fresh)
        {
            return cached.values
        }
        slotEnvironment = (fresh, parent.version)
        return fresh
    }
}
