import GraftCore
import GtkBridge

extension GtkBackend {
    /// How deep GTK can nest widgets on this process's main-thread stack
    /// (`GtkRuntime.maximumNestingDepth`): the graph shows nothing deeper.
    public var maximumWidgetDepth: Int { GtkRuntime.maximumNestingDepth }
}
