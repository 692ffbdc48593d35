// Removal transitions: a child removed in an animated change whose topmost widgets animate out
// (`.transition`) stays in the tree, still mounted and still shown in its container, until every
// one of those animations has ended; then it is unmounted like any removed child.
extension ViewNode {
    /// The children whose widgets this node shows: its children (up to the detached ones) with
    /// the departing ones at the positions they had.
    var shownChildren: [ViewNode] {
        let shown = children.prefix(detachedChildIndex)
        guard !departing.isEmpty else { return Array(shown) }
        var result = Array(shown)
        for (index, node) in departing.sorted(by: { $0.index < $1.index }) {
            result.insert(node, at: min(index, result.count))
        }
        return result
    }

    /// Takes `child`, just removed from `children`, out of the tree: at once, or once the removal
    /// transitions of its topmost widgets have run when `transaction` animates them.
    func retire(_ child: ViewNode, _ transaction: Transaction) {
        guard child.isMounted, !isRemoved else {
            child.unmount()
            return
        }
        // Called while `children` is still the old list: the position it had there.
        let position = children.firstIndex { $0 === child } ?? children.count
        let reference = self.reference
        let childReference = child.reference
        var running = 0
        var started = false
        let finished: @MainActor () -> Void = {
            running -= 1
            guard started, running == 0, let node = childReference.node else { return }
            reference.node?.finishDeparture(node)
        }
        for top in child.topWidgetNodes() where top.kind.animateRemoval(top, transaction, completion: finished) {
            running += 1
        }
        started = true
        guard running > 0 else {
            child.unmount()
            return
        }
        departing.append((position, child))
    }

    /// The departure of `child` has ended: it leaves the tree and its container.
    private func finishDeparture(_ child: ViewNode) {
        guard let index = departing.firstIndex(where: { $0.node === child }) else { return }
        departing.remove(at: index)
        child.unmount()
        guard isMounted else { return }
        structureChanged(from: 0)
        graph.scheduleFlush()
    }

    /// The nodes with widgets nearest this one: itself if it has one, else the first ones below.
    private func topWidgetNodes() -> [ViewNode] {
        var result: [ViewNode] = []
        var pending: [ViewNode] = [self]
        while let node = pending.popLast() {
            if node.kind.ownsWidget {
                result.append(node)
            } else {
                pending.append(contentsOf: node.shownChildren.reversed())
            }
        }
        return result
    }
}
