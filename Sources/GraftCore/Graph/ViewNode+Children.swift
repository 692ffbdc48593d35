import Foundation

// Reconciling a node's children: matching new child views to existing nodes by identity, and
// telling the nearest widget-owning ancestor when the widgets under it change.
extension ViewNode {

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

    func reconcileSlots(_ primitive: any _PrimitiveView) {
        let slotViews = primitive._slots
        var childEnvironment = environment
        primitive._modifyChildEnvironment(&childEnvironment)
        // Accessibility modifiers describe this primitive's widget, not the widgets inside it.
        if childEnvironment._accessibility != nil { childEnvironment._accessibility = nil }
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

    func reconcileList(transaction: Transaction) {
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
