// Mounting and updating a tree without recursing on the thread's stack per nesting level.
//
// A node's own step (make or update its widget, evaluate its body, run its modifier) reconciles
// its children by *scheduling* their mounts and updates instead of calling them. The graph runs
// the scheduled work from an explicit stack, depth first and in order — the order the recursion
// had — so a 10,000-deep tree costs 10,000 entries in an array, not 10,000 stack frames.
// Code that must run after a node's whole subtree schedules a `.run` after its children.

/// A unit of work on the tree.
enum _NodeWork {
    /// Mount a node made by its parent's step.
    case mount(ViewNode, Transaction)
    /// Bring a mounted node up to date with a new value of its view.
    case update(ViewNode, any View, EnvironmentValues, Transaction, force: Bool)
    /// Re-evaluate a mounted node with the view it has (something it read has changed).
    case rerender(ViewNode, Transaction)
    /// Run code after the work scheduled before it (a subtree) is done.
    case run(@MainActor () -> Void)
}

extension ViewGraph {
    /// Runs `work` and everything it schedules, depth first; inside a running step, schedules
    /// `work` to run after that step, in order with the rest it schedules.
    func perform(_ work: consuming _NodeWork) {
        if isPerformingWork {
            scheduledWork.append(work)
            return
        }
        isPerformingWork = true
        defer { isPerformingWork = false }
        var stack = [work]
        var scheduled: [_NodeWork] = []
        while let next = stack.popLast() {
            // Consumed: the payload is moved into the step, not copied and destroyed again.
            switch consume next {
            case .mount(let node, let transaction): node.mountStep(transaction: transaction)
            case .update(let node, let view, let environment, let transaction, let force):
                node.updateStep(view: view, environment: environment, transaction: transaction, force: force)
            case .rerender(let node, let transaction): node.rerenderStep(transaction: transaction)
            case .run(let action): action()
            }
            // Moved, not copied (the last scheduled goes on first, so the first runs next), from a
            // local array: the graph's own is touched twice per step, not once per item (each
            // touch of a class's stored array is an exclusivity check at run time).
            if !scheduledWork.isEmpty {
                swap(&scheduled, &scheduledWork)
                while let item = scheduled.popLast() { stack.append(item) }
                swap(&scheduled, &scheduledWork)
            }
        }
    }

    /// Runs `action` once the children the current step has scheduled so far are done (at once
    /// outside a step).
    func afterScheduledChildren(_ action: @escaping @MainActor () -> Void) { perform(.run(action)) }
}

extension ViewNode {
    /// Ends this node's part in the tree and the parts of every node below it, without recursing:
    /// modifiers hear of it parent first (`onDisappear`, closing a sheet), then observations end and
    /// widgets are dismantled children first, as a recursive teardown would.
    func unmount() {
        guard isMounted else {
            isRemoved = true
            return
        }
        var pending: [(node: ViewNode, childrenDone: Bool)] = [(self, false)]
        while let (node, childrenDone) = pending.popLast() {
            if childrenDone {
                node.finishUnmount()
                continue
            }
            guard node.isMounted else {
                node.isRemoved = true
                continue
            }
            node.isMounted = false
            node.isRemoved = true
            node.isDirty = false
            node.observationGeneration += 1
            node.kind.unmount(node)
            pending.append((node, true))
            for child in node.children.reversed() { pending.append((child, false)) }
            for departing in node.departing { pending.append((departing.node, false)) }
        }
    }

    /// The widgets this node contributes to its container, in order.
    func flattenedWidgets() -> [AnyObject] {
        if let widget { return [widget] }
        var result: [AnyObject] = []
        var pending: [ViewNode] = [self]
        while let node = pending.popLast() {
            if let widget = node.widget {
                result.append(widget)
                continue
            }
            pending.append(contentsOf: node.shownChildren.reversed())
        }
        return result
    }
}
