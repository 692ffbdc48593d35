/// A scrolling list of rows that scales to any number of rows: only the rows on screen have
/// widgets, and those are re-bound to other rows as the list scrolls.
///
/// ```swift
/// struct Contacts: View {
///     @State private var people: [Person] = Person.all   // 100,000 of them is fine
///     @State private var selected: Person.ID?
///     var body: some View {
///         List(selection: $selected) {
///             Section("People") {
///                 ForEach(people) { person in Text(person.name) }
///                     .onDelete { people.remove(atOffsets: $0) }
///                     .onMove { people.move(fromOffsets: $0, toOffset: $1) }
///             }
///         }
///     }
/// }
/// ```
///
/// The content is flattened into rows: each element of a `ForEach` is a row, a `Section` adds
/// its header (and footer) as a row that cannot be selected, and any other view is one row.
/// A row's `@State` lives as long as its row is bound to an on-screen slot; a row that scrolls
/// far off screen and back starts with fresh state (see docs/Lists.md).
public struct List<SelectionValue: Hashable, Content: View>: View, _PrimitiveView {
    /// `Never`: `List` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let content: Content
    let selection: _ListSelection?

    /// The list's widget kind, fixed when it is made: how many rows may be selected.
    var selectionMode: ListSelectionMode { selection?.mode ?? .single }

    /// Makes the native widget for this `List` (called once per identity).
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        let coordinator = _ListCoordinator(backend: context.backend)
        coordinator.collectsRowTraits = true
        context.storage.value = coordinator
        let widget = context.backend.makeList(selection: selectionMode, rows: coordinator)
        coordinator.list = widget
        return widget
    }

    /// Brings `List`'s widget up to date with this value and the environment.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        let coordinator = context.stored(_ListCoordinator<B>.self)
        coordinator.update(content: content, selection: selection, environment: context.environment)
        context.backend.setListStyle(context.handle(), context.environment._listStyle)
        context.backend.updateScrolling(context.widget, context.environment)
    }

    /// Releases `List`'s widget, and what it holds, when the view leaves the tree.
    package func _dismantleWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.stored(_ListCoordinator<B>.self).unmountAll()
        context.backend.dismantle(context.widget)
    }
}

extension List where SelectionValue == Never {
    /// A list of the rows `content` describes.
    ///
    /// - Parameter content: Rows: `ForEach`es, `Section`s and single views.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = nil
    }

    /// A list with one row per element of `data`.
    ///
    /// - Parameters:
    ///   - data: The elements, identified by their `id`.
    ///   - rowContent: Makes one element's row.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        self.content = ForEach(data, content: rowContent)
        self.selection = nil
    }

    /// A list with one row per element of `data`, identified by the key path `id`.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: A key path to each element's identity.
    ///   - rowContent: Makes one element's row.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
        self.selection = nil
    }
}

extension List {
    /// A list whose rows can be selected one at a time, the selection following `selection` both
    /// ways (a row's id is its `ForEach` element's id).
    ///
    /// - Parameters:
    ///   - selection: The selected row's id, or nil.
    ///   - content: The rows.
    public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = .single(selection)
    }

    /// A list whose rows can be selected in any number (Ctrl+click, Shift+click), the selection
    /// following `selection` both ways.
    ///
    /// - Parameters:
    ///   - selection: The selected rows' ids.
    ///   - content: The rows.
    public init(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = .multiple(selection)
    }

    /// A list with one row per element of `data`, one of them selectable.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - selection: The selected element's id, or nil.
    ///   - rowContent: Makes one element's row.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        self.content = ForEach(data, content: rowContent)
        self.selection = .single(selection)
    }

    /// A list with one row per element of `data`, any number of them selectable.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - selection: The selected elements' ids.
    ///   - rowContent: Makes one element's row.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        self.content = ForEach(data, content: rowContent)
        self.selection = .multiple(selection)
    }
}

extension _ListSelection {
    /// The selection of one row, following `binding` (a `List`'s or a `Table`'s).
    static func single<ID: Hashable>(_ binding: Binding<ID?>) -> _ListSelection {
        _ListSelection(
            mode: .single,
            get: { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] },
            set: { ids in binding.wrappedValue = ids.first.flatMap { $0 as? ID } })
    }

    /// The selection of any number of rows, following `binding`.
    static func multiple<ID: Hashable>(_ binding: Binding<Set<ID>>) -> _ListSelection {
        _ListSelection(
            mode: .multiple,
            get: { Set(binding.wrappedValue.map { AnyHashable($0) }) },
            set: { ids in binding.wrappedValue = Set(ids.compactMap { $0 as? ID }) })
    }
}
