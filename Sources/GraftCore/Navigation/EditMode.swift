/// Whether the user is editing a view's content (deleting and moving list rows); read and set
/// through `@Environment(\.editMode)`, toggled by `EditButton`.
public enum EditMode: Sendable, Hashable {
    /// Not editing.
    case inactive
    /// Editing for a moment (a phone's swipe to delete).
    case transient
    /// Editing.
    case active

    /// Whether this is an editing mode (`.active` or `.transient`).
    public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }

extension EnvironmentValues {
    /// The edit mode of the nearest navigation stack (or what the app set), as a binding;
    /// `nil` outside one.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that toggles the environment's edit mode, titled "Edit", or "Done" while editing.
///
/// ```swift
/// List { ForEach(items) { … }.onDelete(perform: delete) }
///     .toolbar { EditButton() }
/// ```
///
/// Each `NavigationStack` (and `NavigationView`) keeps an edit mode for the views in it, as on
/// iOS. Outside one, and with no `.environment(\.editMode, …)`, the button is disabled.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// An edit button.
    public init() {}

    /// "Edit" or "Done", switching the edit mode.
    public var body: some View {
        let mode = editMode
        let editing = mode?.wrappedValue.isEditing ?? false
        Button(editing ? "Done" : "Edit") {
            guard let mode else { return }
            mode.wrappedValue = mode.wrappedValue.isEditing ? .inactive : .active
        }
        .disabled(mode == nil)
    }
}

/// Gives the content an edit mode of its own unless an enclosing view or the app set one.
struct _EditModeScope<Content: View>: View {
    @Environment(\.editMode) private var outer
    @State private var own = EditMode.inactive
    let content: Content

    var body: some View {
        content.environment(\.editMode, outer ?? $own)
    }
}
