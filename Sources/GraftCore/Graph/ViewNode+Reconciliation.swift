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
                if index == 0 && contentKnownChanged { existing.valueKnownChanged = true }
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

    /// Matches the list's views to the children by id. Ids must be unique: of views sharing an id
    /// only the first is shown (as SwiftUI does), and the graph warns once per list.
    func reconcileList(_ list: [(AnyHashable, any View)], transaction: Transaction) {
        if updateInPlace(list, transaction: transaction) { return }
        var oldByID: [AnyHashable: ViewNode] = [:]
        oldByID.reserveCapacity(children.count)
        for (index, id) in childIDs.enumerated() { oldByID[id] = children[index] }
        var newChildren: [ViewNode] = []
        var newIDs: [AnyHashable] = []
        newChildren.reserveCapacity(list.count)
        newIDs.reserveCapacity(list.count)
        var seen = Set<AnyHashable>()
        seen.reserveCapacity(list.count)
        var duplicate: AnyHashable?
        var changed = false
        for (id, childView) in list {
            guard seen.insert(id).inserted else {
                if duplicate == nil { duplicate = id }
                continue
            }
            let offset = newChildren.count
            if let existing = oldByID.removeValue(forKey: id), existing.typeID == ObjectIdentifier(type(of: childView))
            {
                existing.update(view: childView, environment: environment, transaction: transaction, force: false)
                if !changed && (offset >= children.count || children[offset] !== existing) { changed = true }
                newChildren.append(existing)
            } else {
                if let stale = oldByID.removeValue(forKey: id) { retire(stale, transaction) }
                let made = ViewNode(graph: graph, parent: self, view: childView, environment: environment)
                made.mount(transaction: transaction)
                newChildren.append(made)
                changed = true
            }
            newIDs.append(id)
        }
        for stale in oldByID.values { retire(stale, transaction) }
        if newChildren.count != children.count { changed = true }
        children = newChildren
        childIDs = newIDs
        if let duplicate { warnDuplicateID(duplicate) }
        if changed { structureChanged(from: 0) }
    }

    private func warnDuplicateID(_ id: AnyHashable) {
        guard !hasWarnedDuplicateIDs else { return }
        hasWarnedDuplicateIDs = true
        let name = String(describing: type(of: view)).prefix { $0 != "<" }
        graph.report(
            "\(name) has duplicate ids (\(id) appears more than once); ids must be unique, so only the first "
                + "view with each id is shown")
    }

    /// Updates the children where they are when `list` has their ids and types in their order,
    /// as the matching by id in `reconcileList` would, without building its dictionary; returns
    /// false, changing nothing, otherwise. The children's ids are unique, so such a list's are too.
    private func updateInPlace(_ list: [(AnyHashable, any View)], transaction: Transaction) -> Bool {
        guard list.count == children.count else { return false }
        for (index, (id, childView)) in list.enumerated() {
            guard id == childIDs[index], children[index].typeID == ObjectIdentifier(type(of: childView)) else {
                return false
            }
        }
        for (index, (_, childView)) in list.enumerated() {
            children[index].update(view: childView, environment: environment, transaction: transaction, force: false)
        }
        return true
    }

    /// Tells the nearest widget-owning ancestor that the widgets under `self` changed.
    func structureChanged(from index: Int) {
        if kind.ownsWidget || index >= detachedChildIndex {
            graph.enqueueSync(self)
            return
        }
        // A node made since the containers were last synced: making it told its container already.
        if isFresh { return }
        var node = self
        while let parent = node.parent {
            if parent.kind.ownsWidget {
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
            if parent.isFresh { return }
            node = parent
        }
    }

    func syncChildren() { kind.syncChildren(self) }
}
