/// Views that change how their content is shown without a widget of their own.
@MainActor
protocol _ModifierView: View {
    func _mount(_ node: ViewNode)
    func _update(_ node: ViewNode)
    func _unmount(_ node: ViewNode)
    func _syncDetachedChildren(_ node: ViewNode)
}

extension _ModifierView {
    func _unmount(_ node: ViewNode) {}
    func _syncDetachedChildren(_ node: ViewNode) {}
}
