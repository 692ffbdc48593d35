/// Where a toolbar item goes.
///
/// On GTK the toolbar is the window's `GtkHeaderBar`:
///
/// | placement | where on GTK |
/// |---|---|
/// | `.navigationBarLeading`, `.topBarLeading`, `.navigation`, `.cancellationAction` | start of the header bar |
/// | `.automatic`, `.primaryAction`, `.secondaryAction`, `.confirmationAction`, `.destructiveAction`, `.navigationBarTrailing`, `.topBarTrailing` | end of the header bar |
/// | `.principal` | the header bar's title widget (replaces the window title) |
/// | `.bottomBar`, `.status`, `.keyboard` | a bar under the content |
public struct ToolbarItemPlacement: Hashable, Sendable {
    /// The part of the window the placement maps to.
    public let slot: ToolbarSlot

    /// The platform's default: the end of the header bar.
    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    /// The title area: the header bar's title widget.
    public static let principal = ToolbarItemPlacement(slot: .principal)
    /// Navigation controls: the start of the header bar.
    public static let navigation = ToolbarItemPlacement(slot: .leading)
    /// The main action: the end of the header bar.
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    /// Less important actions: the end of the header bar.
    public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
    /// Status information: the bar under the content.
    public static let status = ToolbarItemPlacement(slot: .bottom)
    /// A modal's confirming action ("Done", "Save"): the end of the header bar.
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    /// A modal's cancelling action: the start of the header bar.
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    /// A modal's destructive action: the end of the header bar.
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    /// Controls for the keyboard: the bar under the content.
    public static let keyboard = ToolbarItemPlacement(slot: .bottom)
    /// The leading edge of the navigation bar: the start of the header bar.
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The trailing edge of the navigation bar: the end of the header bar.
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The leading edge of the top bar: the start of the header bar.
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The trailing edge of the top bar: the end of the header bar.
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The bottom toolbar: a bar under the content.
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
}

/// The parts of a window that toolbar items can go to.
public enum ToolbarSlot: Int, Hashable, Sendable, CaseIterable {
    /// The start of the title bar.
    case leading
    /// The end of the title bar.
    case trailing
    /// The middle of the title bar, in place of the title.
    case principal
    /// A bar under the content.
    case bottom
}

/// Toolbar entries that say where their content goes.
@MainActor
protocol _ToolbarEntry {
    var _placement: ToolbarItemPlacement { get }
    var _entryContent: any View { get }
}

/// One item of a toolbar, at a placement.
///
/// ```swift
/// NavigationStack {
///     Form { … }
///         .toolbar {
///             ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
///             ToolbarItem(placement: .confirmationAction) { Button("Save", action: save) }
///         }
/// }
/// ```
///
/// Outside a `.toolbar` it shows its content where it stands.
public struct ToolbarItem<ID, Content: View>: View, ToolbarContent, _ToolbarEntry, _MultiView {
    /// `Never`: the item's content is shown in its place (in the toolbar, or where it stands).
    public typealias Body = Never
    /// Where the item goes.
    public let placement: ToolbarItemPlacement
    /// The item's identifier.
    public let id: ID
    let content: Content

    /// An item at `placement`.
    ///
    /// - Parameters:
    ///   - placement: Where the item goes; `.automatic` is the end of the title bar.
    ///   - content: The item's view, usually a button.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == Void {
        self.placement = placement
        self.id = ()
        self.content = content()
    }

    /// An item with an identifier at `placement`.
    ///
    /// - Parameters:
    ///   - id: The item's identifier.
    ///   - placement: Where the item goes.
    ///   - content: The item's view.
    public init(id: ID, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
    where ID: Hashable {
        self.placement = placement
        self.id = id
        self.content = content()
    }

    var _placement: ToolbarItemPlacement { placement }
    var _entryContent: any View { content }
    package func _children(into list: inout [(AnyHashable, any View)]) { list.append((0, content)) }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {}

/// Several toolbar items at one placement.
///
/// ```swift
/// .toolbar {
///     ToolbarItemGroup(placement: .bottomBar) {
///         Button("Previous") { … }
///         Spacer()
///         Button("Next") { … }
///     }
/// }
/// ```
public struct ToolbarItemGroup<Content: View>: View, ToolbarContent, _ToolbarEntry, _MultiView {
    /// `Never`: the items are shown in their place (in the toolbar, or where they stand).
    public typealias Body = Never
    /// Where the items go.
    public let placement: ToolbarItemPlacement
    let content: Content

    /// Items at `placement`.
    ///
    /// - Parameters:
    ///   - placement: Where the items go.
    ///   - content: The items' views.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    var _placement: ToolbarItemPlacement { placement }
    var _entryContent: any View { content }
    package func _children(into list: inout [(AnyHashable, any View)]) { list.append((0, content)) }
}

/// How a `ToolbarSpacer` sizes itself.
public struct SpacerSizing: Hashable, Sendable {
    let isFlexible: Bool

    /// As wide as the bar leaves: it pushes the items after it to the far end.
    public static let flexible = SpacerSizing(isFlexible: true)
    /// A standard gap between two items (12 points).
    public static let fixed = SpacerSizing(isFlexible: false)
}

/// A space between toolbar items.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .bottomBar) { Button("Previous") { … } }
///     ToolbarSpacer(placement: .bottomBar)
///     ToolbarItem(placement: .bottomBar) { Button("Next") { … } }
/// }
/// ```
///
/// A flexible spacer takes the room its slot has: in the bottom bar, all that the items leave;
/// in the title bar, whose start and end hold only their items, none beyond the fixed gap.
public struct ToolbarSpacer: View, CustomizableToolbarContent, _ToolbarEntry, _MultiView {
    /// `Never`: the spacer is shown in its place.
    public typealias Body = Never
    /// How the spacer sizes itself.
    let sizing: SpacerSizing
    /// Where the spacer goes.
    let placement: ToolbarItemPlacement

    /// A spacer at `placement`.
    ///
    /// - Parameters:
    ///   - sizing: `.flexible` takes the room there is; `.fixed` is a standard gap.
    ///   - placement: Where the spacer goes.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    var _placement: ToolbarItemPlacement { placement }
    var _entryContent: any View {
        sizing.isFlexible ? AnyView(Spacer(minLength: 12)) : AnyView(Spacer().frame(width: 12))
    }
    package func _children(into list: inout [(AnyHashable, any View)]) { list.append((0, _entryContent)) }
}
