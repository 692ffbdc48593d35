/// A set of menu commands an app adds to its windows' menu bar with `.commands { … }`.
///
/// ```swift
/// struct EditorCommands: Commands {
///     var body: some Commands {
///         CommandMenu("Shapes") {
///             Button("Add Circle") { addCircle() }.keyboardShortcut("k")
///         }
///         CommandGroup(after: .newItem) { Button("New From Clipboard") { paste() } }
///     }
/// }
/// ```
///
/// On GTK the commands become a `GMenu` shown by a `GtkPopoverMenuBar` at the top of each
/// window of the scene, each button one `GAction` with its `.keyboardShortcut` as accelerator.
@MainActor @preconcurrency
public protocol Commands {
    /// The commands this set is made of.
    associatedtype Body: Commands
    /// The commands this set is made of.
    @CommandsBuilder var body: Body { get }
    /// The menus and groups of these commands, in order.
    var _commandEntries: [_CommandEntry] { get }
}

extension Commands {
    /// The entries of `body`.
    public var _commandEntries: [_CommandEntry] { body._commandEntries }
}

extension Never: Commands {
    /// `Never` contributes nothing; it marks built-in commands.
    public var _commandEntries: [_CommandEntry] { [] }
}

/// Where a group of commands goes relative to its placement's standard items.
public enum _CommandGroupPosition: Sendable, Hashable {
    /// Before the standard items.
    case before
    /// Instead of the standard items.
    case replacing
    /// After the standard items.
    case after
}

/// One menu or group of commands, with the views (buttons, dividers, menus) that are its items.
@MainActor
public struct _CommandEntry {
    /// What the entry adds.
    public enum Kind {
        /// A menu of its own in the menu bar, titled so.
        case menu(String)
        /// Items around or instead of a standard group.
        case group(CommandGroupPlacement, _CommandGroupPosition)
    }
    /// What the entry adds.
    public let kind: Kind
    /// The item views.
    public let content: AnyView
}

/// No commands.
public struct EmptyCommands: Commands {
    /// `Never`: built in.
    public typealias Body = Never
    /// No commands.
    public init() {}
    /// `Never` has no body.
    public var body: Never { fatalError("EmptyCommands has no body") }
    /// No entries.
    public var _commandEntries: [_CommandEntry] { [] }
}

/// A menu of its own in the menu bar, after the standard View menu (as on macOS).
///
/// ```swift
/// CommandMenu("Shapes") {
///     Button("Add Circle") { addCircle() }.keyboardShortcut("k")
///     Divider()
///     Button("Remove All") { removeAll() }.disabled(shapes.isEmpty)
/// }
/// ```
public struct CommandMenu<Content: View>: Commands {
    /// `Never`: built in.
    public typealias Body = Never
    let name: String
    let content: () -> Content

    /// A menu titled by a localized key.
    ///
    /// - Parameters:
    ///   - nameKey: The menu's title.
    ///   - content: Its items: buttons (with `.keyboardShortcut` and `.disabled`), `Divider`s
    ///     between sections, `Menu`s as submenus.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(Text(nameKey), content: content)
    }

    /// A menu titled by a text.
    ///
    /// - Parameters:
    ///   - name: The menu's title.
    ///   - content: Its items.
    public init(_ name: Text, @ViewBuilder content: @escaping () -> Content) {
        self.name = name.content
        self.content = content
    }

    /// A menu titled by a string, shown as it is.
    ///
    /// - Parameters:
    ///   - name: The menu's title.
    ///   - content: Its items.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(Text(name), content: content)
    }

    /// `Never` has no body.
    public var body: Never { fatalError("CommandMenu has no body") }
    /// The menu.
    public var _commandEntries: [_CommandEntry] {
        [_CommandEntry(kind: .menu(name), content: AnyView(_CommandItems(content: content)))]
    }
}

/// Items added before, after or instead of one of the standard groups of the menu bar.
///
/// ```swift
/// CommandGroup(replacing: .help) { Button("Graft Help") { openHelp() } }
/// ```
///
/// GTK has no standard menu items of its own, so each placement starts empty: `replacing:` and
/// `after:` and `before:` put the items in the placement's menu (File, Edit, View, Window, Help).
public struct CommandGroup<Content: View>: Commands {
    /// `Never`: built in.
    public typealias Body = Never
    let placement: CommandGroupPlacement
    let position: _CommandGroupPosition
    let content: () -> Content

    /// Items before the group's standard items.
    ///
    /// - Parameters:
    ///   - group: Where.
    ///   - addition: The items.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: @escaping () -> Content) {
        (placement, position, content) = (group, .before, addition)
    }

    /// Items after the group's standard items.
    ///
    /// - Parameters:
    ///   - group: Where.
    ///   - addition: The items.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: @escaping () -> Content) {
        (placement, position, content) = (group, .after, addition)
    }

    /// Items instead of the group's standard items.
    ///
    /// - Parameters:
    ///   - group: Which group.
    ///   - addition: The items; none removes the group.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: @escaping () -> Content) {
        (placement, position, content) = (group, .replacing, addition)
    }

    /// `Never` has no body.
    public var body: Never { fatalError("CommandGroup has no body") }
    /// The group.
    public var _commandEntries: [_CommandEntry] {
        [_CommandEntry(kind: .group(placement, position), content: AnyView(_CommandItems(content: content)))]
    }
}

/// A command's items, made in the body of a view so that the state they read updates them (as
/// SwiftUI re-evaluates an app's commands when their state changes).
struct _CommandItems<Content: View>: View {
    let content: () -> Content
    var body: Content { content() }
}

/// Several commands, in order.
public struct _CommandsList: Commands {
    /// `Never`: built in.
    public typealias Body = Never
    /// The entries of each, in order.
    public let _commandEntries: [_CommandEntry]
    /// `Never` has no body.
    public var body: Never { fatalError("_CommandsList has no body") }
}

/// Builds a set of commands from menus, groups and other `Commands`.
@resultBuilder @MainActor
public enum CommandsBuilder {
    /// No commands.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    /// One set of commands.
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }
    /// Several sets, in order.
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> _CommandsList {
        var entries: [_CommandEntry] = []
        for commands in repeat each content { entries += commands._commandEntries }
        return _CommandsList(_commandEntries: entries)
    }
    /// Commands included when a condition holds.
    public static func buildOptional<C: Commands>(_ content: C?) -> _CommandsList {
        _CommandsList(_commandEntries: content?._commandEntries ?? [])
    }
    /// The commands of the branch taken.
    public static func buildEither<C: Commands>(first content: C) -> _CommandsList {
        _CommandsList(_commandEntries: content._commandEntries)
    }
    /// The commands of the branch taken.
    public static func buildEither<C: Commands>(second content: C) -> _CommandsList {
        _CommandsList(_commandEntries: content._commandEntries)
    }
    /// Commands whose type depends on availability.
    public static func buildLimitedAvailability<C: Commands>(_ content: C) -> _CommandsList {
        _CommandsList(_commandEntries: content._commandEntries)
    }
}
