import Foundation
import Observation

/// One view's place in the graph: its identity, state slots, children and (for primitives) widget.
@MainActor
final class ViewNode {
    enum Role { case composite, primitive, multi, modifier }

    unowned let graph: ViewGraph
    weak var parent: ViewNode?
    let depth: Int
    let typeID: ObjectIdentifier
    let role: Role
    var view: any View
    var environment: EnvironmentValues
    var children: [ViewNode] = []
    var childIDs: [AnyHashable] = []
    var widget: AnyObject?
    var slots: [AnyObject?] = []
    /// The object each dynamic-property slot observes, and the subscription to it.
    var subscriptions: [Int: (publisher: ObjectIdentifier, token: ObservationToken)] = [:]
    let storage = PrimitiveStorage()
    var isDirty = false
    var isMounted = false
    var isMounting = false
    /// Children at this index and after are shown elsewhere (a sheet), not in this node's container.
    var detachedChildIndex = Int.max
    var needsSync = false
    var pendingTransaction: Transaction?
    var observationGeneration = 0
    /// Whether this node's view type is known to have no `State`, `Environment`, … to install.
    private var hasNoDynamicProperties = false
    /// Whether `childIDs` has no duplicates, once a list node has needed to know.
    private var childIDsAreUnique: Bool?
    /// Compares the view's successive values (the node's view type never changes).
    private var inputs = _ViewInputs()
    /// State owned by a modifier node (presentation handle, cached environment, appear flag).
    var modifierState: AnyObject?

    init(graph: ViewGraph, parent: ViewNode?, view: any View, environment: EnvironmentValues) {
        self.graph = graph
        self.parent = parent
        self.depth = (parent?.depth ?? -1) + 1
        self.view = view
        self.environment = environment
        self.typeID = ObjectIdentifier(type(of: view))
        self.role = Self.role(of: view, typeID: typeID)
    }

    /// The role of each view type, found once per type: casts to protocols are slow.
    private static var roles: [ObjectIdentifier: Role] = [:]

    private static func role(of view: any View, typeID: ObjectIdentifier) -> Role {
        if let known = roles[typeID] { return known }
        let role: Role
        // Multi-views first: `is` looks through Optional, so `Text?` would pass as a primitive.
        if view is any _MultiView {
            role = .multi
        } else if view is any _PrimitiveView {
            role = .primitive
        } else if view is any _ModifierView {
            role = .modifier
        } else {
            role = .composite
        }
        roles[typeID] = role
        return role
    }

    var context: WidgetContext {
        WidgetContext(
            backend: graph.backend, environment: environment, transaction: pendingTransaction ?? Transaction(),
            storage: storage)
    }

    // MARK: Mount, update, unmount

    func mount(transaction: Transaction) {
        isMounted = true
        isMounting = true
        pendingTransaction = transaction
        defer {
            pendingTransaction = nil
            isMounting = false
        }
        switch role {
        case .primitive:
            let primitive = view as! any _PrimitiveView
            let made = primitive._makeWidget(context)
            widget = made
            tracking { primitive._updateWidget(made, context) }
            reconcileSlots(primitive)
            graph.enqueueSync(self)
        case .composite: renderBody()
        case .multi: reconcileList(transaction: transaction)
        case .modifier: tracking { (view as! any _ModifierView)._mount(self) }
        }
    }

    /// Brings the node up to date with a new value of its view from its parent.
    func update(
        view newView: any View, environment newEnvironment: EnvironmentValues, transaction: Transaction, force: Bool
    ) {
        let environmentChanged = !newEnvironment.isSameVersion(as: environment)
        if !force && !isDirty && !environmentChanged {
            if inputs.areEqual(view, newView) { return }
        } else {
            inputs.forgetCurrent()
        }
        isDirty = false
        view = newView
        environment = newEnvironment
        if pendingTransaction == nil || transaction.animation != nil { pendingTransaction = transaction }
        defer { pendingTransaction = nil }
        switch role {
        case .primitive:
            let primitive = view as! any _PrimitiveView
            tracking { primitive._updateWidget(widget!, context) }
            reconcileSlots(primitive)
        case .composite: renderBody()
        case .multi: reconcileList(transaction: transaction)
        case .modifier: tracking { (view as! any _ModifierView)._update(self) }
        }
    }

    /// Re-evaluates this node because something it read has changed.
    func rerender() {
        update(view: view, environment: environment, transaction: pendingTransaction ?? Transaction(), force: true)
    }

    func invalidate() { graph.invalidate(self) }

    func unmount() {
        guard isMounted else { return }
        isMounted = false
        isDirty = false
        observationGeneration += 1
        if let modifier = view as? any _ModifierView { modifier._unmount(self) }
        for child in children { child.unmount() }
        for subscription in subscriptions.values { subscription.token.cancel() }
        subscriptions.removeAll()
        if role == .primitive, let widget {
            (view as! any _PrimitiveView)._dismantleWidget(widget, context)
        }
    }

    /// Runs `work` with this node recorded as the reader of any state it reads.
    private func tracking(_ work: () -> Void) {
        ViewGraph.evaluating.append(self)
        defer { ViewGraph.evaluating.removeLast() }
        work()
    }

    // MARK: Bodies

    private func renderBody() {
        installDynamicProperties()
        let body = evaluateBody()
        reconcileChild(at: 0, with: body, environment: environment)
    }

    private func evaluateBody() -> any View {
        graph.noteBodyEvaluation()
        MainActorThread.record()
        observationGeneration += 1
        let generation = observationGeneration
        ViewGraph.evaluating.append(self)
        defer { ViewGraph.evaluating.removeLast() }
        let current = view
        return withObservationTracking {
            _body(of: current)
        } onChange: { [weak self] in
            if MainActorThread.isCurrent {
                MainActor.assumeIsolated { self?.observedChange(generation) }
            } else {
                Task { @MainActor in self?.observedChange(generation) }
            }
        }
    }

    private func observedChange(_ generation: Int) {
        if generation == observationGeneration { invalidate() }
    }

    func installDynamicProperties() {
        if hasNoDynamicProperties { return }
        let typeKey = ObjectIdentifier(type(of: view))
        if ViewGraph.typesWithoutDynamicProperties.contains(typeKey) {
            hasNoDynamicProperties = true
            return
        }
        var slot = 0
        for child in Mirror(reflecting: view).children {
            if let property = child.value as? any _NodeInstallable {
                property._install(in: self, slot: slot)
                slot += 1
            }
        }
        if slot == 0 {
            ViewGraph.typesWithoutDynamicProperties.insert(typeKey)
            hasNoDynamicProperties = true
        }
    }

    func slot<T: AnyObject>(_ index: Int, make: () -> T) -> T {
        while slots.count <= index { slots.append(nil) }
        if let existing = slots[index] as? T { return existing }
        let made = make()
        slots[index] = made
        return made
    }

    /// Observes `publisher` for the property in `slot`, ending the observation of the object that
    /// slot held before (an `@ObservedObject` handed a different object).
    func subscribe(to publisher: ObservableObjectPublisher, slot: Int) {
        let key = ObjectIdentifier(publisher)
        if let existing = subscriptions[slot] {
            if existing.publisher == key { return }
            existing.token.cancel()
        }
        subscriptions[slot] = (key, publisher.subscribe { [weak self] in self?.invalidate() })
    }

    // MARK: Children

    /// Updates, replaces or makes the child at `index`; returns it.
    @discardableResult
    func reconcileChild(
        at index: Int, id: AnyHashable, with childView: any View, environment childEnvironment: EnvironmentValues
    )
        -> ViewNode
    {
        reconcileChild(at: index, isSameID: { $0 == id }, id: id, with: childView, environment: childEnvironment)
    }

    /// Updates, replaces or makes the child at `index`, identified by its position (a body, a slot);
    /// the same as `reconcileChild(at: index, id: index, …)` without making and comparing the ids.
    @discardableResult
    func reconcileChild(at index: Int, with childView: any View, environment childEnvironment: EnvironmentValues)
        -> ViewNode
    {
        reconcileChild(
            at: index, isSameID: { _ in true }, id: index, with: childView, environment: childEnvironment)
    }

    /// `isSameID` tells whether the id kept for the child at `index` is the caller's; `id` is made
    /// only for a new child.
    private func reconcileChild(
        at index: Int, isSameID: (AnyHashable) -> Bool, id: @autoclosure () -> AnyHashable, with childView: any View,
        environment childEnvironment: EnvironmentValues
    ) -> ViewNode {
        let transaction = pendingTransaction ?? Transaction()
        if index < children.count {
            let existing = children[index]
            if existing.typeID == ObjectIdentifier(type(of: childView)) && isSameID(childIDs[index]) {
                existing.update(view: childView, environment: childEnvironment, transaction: transaction, force: false)
                return existing
            }
            existing.unmount()
            let made = ViewNode(graph: graph, parent: self, view: childView, environment: childEnvironment)
            children[index] = made
            childIDs[index] = id()
            made.mount(transaction: transaction)
            structureChanged(from: index)
            return made
        }
        let made = ViewNode(graph: graph, parent: self, view: childView, environment: childEnvironment)
        children.append(made)
        childIDs.append(id())
        made.mount(transaction: transaction)
        structureChanged(from: index)
        return made
    }

    func removeChildren(from index: Int) {
        guard index < children.count else { return }
        for child in children[index...] { child.unmount() }
        children.removeSubrange(index...)
        childIDs.removeSubrange(index...)
        structureChanged(from: index)
    }

    private func reconcileSlots(_ primitive: any _PrimitiveView) {
        let slotViews = primitive._slots
        var childEnvironment = environment
        primitive._modifyChildEnvironment(&childEnvironment)
        let env =
            childEnvironment.isEqualContent(to: environment) ? environment : cachedChildEnvironment(childEnvironment)
        for (index, slotView) in slotViews.enumerated() {
            reconcileChild(at: index, with: slotView, environment: env)
        }
        removeChildren(from: slotViews.count)
    }

    private func cachedChildEnvironment(_ fresh: EnvironmentValues) -> EnvironmentValues {
        if let cached = modifierState as? EnvironmentBox, cached.parentVersion === environment.version,
            cached.values.isEqualContent(to: fresh)
        {
            return cached.values
        }
        modifierState = EnvironmentBox(values: fresh, parentVersion: environment.version)
        return fresh
    }

    private func reconcileList(transaction: Transaction) {
        var list: [(AnyHashable, any View)] = []
        (view as! any _MultiView)._children(into: &list)
        if updateInPlace(list, transaction: transaction) { return }
        childIDsAreUnique = nil
        var oldByID: [AnyHashable: ViewNode] = [:]
        oldByID.reserveCapacity(children.count)
        for (index, id) in childIDs.enumerated() { oldByID[id] = children[index] }
        var newChildren: [ViewNode] = []
        var newIDs: [AnyHashable] = []
        newChildren.reserveCapacity(list.count)
        newIDs.reserveCapacity(list.count)
        var changed = list.count != children.count
        for (offset, (id, childView)) in list.enumerated() {
            if let existing = oldByID.removeValue(forKey: id), existing.typeID == ObjectIdentifier(type(of: childView))
            {
                existing.update(view: childView, environment: environment, transaction: transaction, force: false)
                if !changed && children[offset] !== existing { changed = true }
                newChildren.append(existing)
            } else {
                if let stale = oldByID.removeValue(forKey: id) { stale.unmount() }
                let made = ViewNode(graph: graph, parent: self, view: childView, environment: environment)
                made.mount(transaction: transaction)
                newChildren.append(made)
                changed = true
            }
            newIDs.append(id)
        }
        for stale in oldByID.values { stale.unmount() }
        children = newChildren
        childIDs = newIDs
        if changed { structureChanged(from: 0) }
    }

    /// Updates the children where they are when `list` has their ids and types in their order,
    /// as the matching by id in `reconcileList` would, without building its dictionary; returns
    /// false, changing nothing, otherwise.
    private func updateInPlace(_ list: [(AnyHashable, any View)], transaction: Transaction) -> Bool {
        guard list.count == children.count else { return false }
        for (index, (id, childView)) in list.enumerated() {
            guard id == childIDs[index], children[index].typeID == ObjectIdentifier(type(of: childView)) else {
                return false
            }
        }
        // With duplicate ids (a caller's mistake) matching by id pairs children differently.
        if childIDsAreUnique == nil { childIDsAreUnique = Set(childIDs).count == childIDs.count }
        guard childIDsAreUnique == true else { return false }
        for (index, (_, childView)) in list.enumerated() {
            children[index].update(view: childView, environment: environment, transaction: transaction, force: false)
        }
        return true
    }

    /// The widgets this node contributes to its container, in order.
    func flattenedWidgets() -> [AnyObject] {
        var result: [AnyObject] = []
        appendWidgets(to: &result)
        return result
    }

    private func appendWidgets(to result: inout [AnyObject]) {
        if let widget {
            result.append(widget)
            return
        }
        if detachedChildIndex == Int.max {
            for child in children { child.appendWidgets(to: &result) }
        } else {
            for child in children.prefix(detachedChildIndex) { child.appendWidgets(to: &result) }
        }
    }

    /// Tells the nearest widget-owning ancestor that the widgets under `self` changed.
    func structureChanged(from index: Int) {
        if role == .primitive || index >= detachedChildIndex {
            graph.enqueueSync(self)
            return
        }
        if isMounting { return }
        var node = self
        while let parent = node.parent {
            if parent.role == .primitive {
                graph.enqueueSync(parent)
                return
            }
            if parent.detachedChildIndex != Int.max {
                let position = parent.children.firstIndex { $0 === node } ?? 0
                if position >= parent.detachedChildIndex {
                    graph.enqueueSync(parent)
                    return
                }
            }
            if parent.isMounting { return }
            node = parent
        }
    }

    func syncChildren() {
        switch role {
        case .primitive:
            let primitive = view as! any _PrimitiveView
            primitive._setChildren(widget!, children.map { $0.flattenedWidgets() }, context)
        case .modifier:
            (view as! any _ModifierView)._syncDetachedChildren(self)
        default: break
        }
    }
}

/// Per-identity storage a primitive view keeps across updates (a representable's coordinator).
@MainActor
public final class PrimitiveStorage {
    /// The stored value; `nil` until the primitive stores something.
    public var value: Any?
    init() {}
}

final class EnvironmentBox {
    let values: EnvironmentValues
    let parentVersion: EnvironmentVersion
    var storedValue: Any?
    init(values: EnvironmentValues, parentVersion: EnvironmentVersion) {
        self.values = values
        self.parentVersion = parentVersion
    }
}

@MainActor
func _body<V: View>(of view: V) -> any View { view.body }
