/// Views that stand for a list of views (tuples, conditionals, `ForEach`, `Group`, …), each with
/// its identity. Package-wide so previews can split a `Group` the way the graph does.
@MainActor
package protocol _MultiView {
    func _children(into list: inout [(AnyHashable, any View)])
}
