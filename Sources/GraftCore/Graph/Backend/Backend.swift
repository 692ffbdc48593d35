/// What a native toolkit provides to Graft: a widget for each primitive, child management,
/// presentations and the update scheduler. `GtkBackend` (GraftGtk) implements it on GTK 4,
/// `RecordingBackend` (test-support target `GraftTestBackend`) in memory; docs/Backend.md explains it.
///
/// ``BackendCore/Widget`` is the handle on any widget the backend made, as containers and windows hold it; each
/// primitive kind has its own handle type (``TextBackend/TextWidget``, ``StacksBackend/StackWidget``, …,
/// defaulting to ``BackendCore/Widget``), returned by its `make…` and handed back, typed, to its `update…` calls.
///
/// Per primitive and identity, on the main actor: `make…()` once (in no container yet);
/// `update…` right after and whenever inputs, environment or read state change (it may repeat
/// values and changes only what differs); `setChildren` / `set…Children` after the children are
/// made and whenever their list changes; ``BackendCore/dismantle(_:)`` exactly once when the view leaves the
/// tree — after it, no call names the widget and no signal of it reaches Swift. Callbacks handed
/// to updates replace the previous ones and never fire for changes an update made. Changes of one
/// turn form one pass: ``BackendCore/scheduleUpdate(_:)`` once, then
/// ``BackendCore/didFinishUpdatePass()``.
@MainActor
public protocol Backend:
    TextBackend, TextInputBackend, ImagesBackend, StacksBackend, ContainersBackend, WrappersBackend,
    ControlsBackend, RangesBackend, ChoicesBackend, ShapesBackend, ListsBackend, NavigationBackend,
    PresentationBackend, ToolbarBackend, GesturesBackend, GeometryBackend, AccessibilityBackend,
    TabsBackend, SearchBackend, ContextMenusBackend, GridsBackend, AnimationBackend, ScrollingBackend,
    TablesBackend
{}

/// The core of the backend contract that every capability family refines: the widget handle,
/// the update pass, root containers, children and dismantling.
@MainActor
public protocol BackendCore: AnyObject {
    /// The backend's handle on any widget it made, as containers, presentations and windows hold it.
    associatedtype Widget: BackendWidget where Widget.Widget == Widget

    /// Runs `update` once, soon, on the main loop (before the next frame is drawn). The engine asks
    /// at most once per pass; changes made meanwhile are coalesced into that pass.
    func scheduleUpdate(_ update: @escaping @MainActor () -> Void)

    /// Called after each update pass, once every widget is updated and placed (commit batched styles).
    func didFinishUpdatePass()

    /// A container that fills its window and holds the root view's widgets; made once per graph
    /// (a window, a sheet's content, a list row) before anything else.
    func makeRootContainer() -> Widget

    /// Replaces the children of a container made by this backend (a root, stack, ZStack, scroll
    /// view, button, toggle, stepper, padding, frame, …), with as few changes as possible. Called after the container's make and update, and whenever its list of child widgets
    /// changes. `children` are widgets this backend made, in order; a widget may move here from
    /// another container in the same pass.
    func setChildren(_ container: Widget, _ children: [Widget], _ environment: EnvironmentValues)

    /// Called exactly once when a widget's view leaves the tree (or its window closes): cancel its
    /// signal handlers, animations and callbacks. No call mentions the widget afterwards.
    func dismantle(_ widget: Widget)

    /// How deep widgets may be nested in one window: beyond it the graph puts no widgets, shows a
    /// message instead and reports ``ViewTreeTooDeepError`` (a toolkit that measures nested
    /// widgets recursively on the main thread's stack would crash there).
    var maximumWidgetDepth: Int { get }
}

extension BackendCore {
    /// No limit: a backend whose widgets can nest as deep as the views do.
    public var maximumWidgetDepth: Int { Int.max }
}
