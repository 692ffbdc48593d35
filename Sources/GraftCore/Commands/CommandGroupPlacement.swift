/// One of the standard groups of menu items, where a `CommandGroup` adds or replaces items.
///
/// Each placement sits in one of the menu bar's standard menus, in this order: File (`newItem`,
/// `saveItem`, `importExport`, `printItem`, `appSettings`, `systemServices`, `appVisibility`,
/// `appTermination`), Edit (`undoRedo`, `pasteboard`, `textEditing`, `textFormatting`), View
/// (`toolbar`, `sidebar`), then the app's own `CommandMenu`s, then Window (`windowSize`,
/// `windowArrangement`, `windowList`, `singleWindowList`) and Help (`help`, `appInfo`). A menu
/// with no items is not shown.
public struct CommandGroupPlacement: Sendable, Hashable {
    /// The placement's name, as SwiftUI names it.
    public let _name: String
    /// The standard menu that holds it.
    public let _menu: String

    init(_ name: String, in menu: String) {
        _name = name
        _menu = menu
    }

    /// New document or window items (File).
    public static let newItem = CommandGroupPlacement("newItem", in: "File")
    /// Save, Save As, Revert (File).
    public static let saveItem = CommandGroupPlacement("saveItem", in: "File")
    /// Import and export (File).
    public static let importExport = CommandGroupPlacement("importExport", in: "File")
    /// Page setup and print (File).
    public static let printItem = CommandGroupPlacement("printItem", in: "File")
    /// Preferences (File; macOS puts it in the app menu, which GTK apps do not have).
    public static let appSettings = CommandGroupPlacement("appSettings", in: "File")
    /// System services (File).
    public static let systemServices = CommandGroupPlacement("systemServices", in: "File")
    /// Hide and show the app (File).
    public static let appVisibility = CommandGroupPlacement("appVisibility", in: "File")
    /// Quit (File, at the end, as in GTK apps).
    public static let appTermination = CommandGroupPlacement("appTermination", in: "File")
    /// Undo and redo (Edit).
    public static let undoRedo = CommandGroupPlacement("undoRedo", in: "Edit")
    /// Cut, copy, paste, select all (Edit).
    public static let pasteboard = CommandGroupPlacement("pasteboard", in: "Edit")
    /// Find, spelling and text substitution (Edit).
    public static let textEditing = CommandGroupPlacement("textEditing", in: "Edit")
    /// Font and text format items (Edit).
    public static let textFormatting = CommandGroupPlacement("textFormatting", in: "Edit")
    /// Show or customize the toolbar (View).
    public static let toolbar = CommandGroupPlacement("toolbar", in: "View")
    /// Show or hide the sidebar (View).
    public static let sidebar = CommandGroupPlacement("sidebar", in: "View")
    /// Minimize and zoom (Window).
    public static let windowSize = CommandGroupPlacement("windowSize", in: "Window")
    /// Bring all to front, tab management (Window).
    public static let windowArrangement = CommandGroupPlacement("windowArrangement", in: "Window")
    /// The list of open windows (Window).
    public static let windowList = CommandGroupPlacement("windowList", in: "Window")
    /// The single window of a `Window` scene (Window).
    public static let singleWindowList = CommandGroupPlacement("singleWindowList", in: "Window")
    /// The app's help (Help).
    public static let help = CommandGroupPlacement("help", in: "Help")
    /// About the app (Help, as in GTK apps).
    public static let appInfo = CommandGroupPlacement("appInfo", in: "Help")

    /// Every placement, in menu-bar order.
    static let all: [CommandGroupPlacement] = [
        .newItem, .saveItem, .importExport, .printItem, .appSettings, .systemServices, .appVisibility,
        .appTermination, .undoRedo, .pasteboard, .textEditing, .textFormatting, .toolbar, .sidebar,
        .windowSize, .windowArrangement, .windowList, .singleWindowList, .help, .appInfo,
    ]
}

/// One menu of a menu bar: its title and its sections (each the item views of one group or of a
/// `CommandMenu`), in order.
@MainActor
public struct _CommandMenuLayout {
    /// The menu's title.
    public let title: String
    /// The sections, each a view whose buttons, dividers and menus are its items.
    public let sections: [AnyView]

    /// The menus `entries` make: the standard menus that have items, with the app's own menus
    /// after View.
    ///
    /// - Parameter entries: The app's commands.
    /// - Returns: The menus, in menu-bar order.
    public static func menus(for entries: [_CommandEntry]) -> [_CommandMenuLayout] {
        var standard: [String: [AnyView]] = [:]
        for placement in CommandGroupPlacement.all {
            let groups = entries.compactMap { entry -> (position: _CommandGroupPosition, AnyView)? in
                guard case .group(let target, let position) = entry.kind, target == placement else { return nil }
                return (position, entry.content)
            }
            // GTK apps have no standard items: replacing them and adding around them give the same.
            let ordered =
                groups.filter { $0.position == .before } + groups.filter { $0.position == .replacing }
                + groups.filter { $0.position == .after }
            standard[placement._menu, default: []] += ordered.map(\.1)
        }
        var menus: [_CommandMenuLayout] = []
        func appendStandard(_ title: String) {
            if let sections = standard[title], !sections.isEmpty {
                menus.append(_CommandMenuLayout(title: title, sections: sections))
            }
        }
        for title in ["File", "Edit", "View"] { appendStandard(title) }
        for entry in entries {
            guard case .menu(let title) = entry.kind else { continue }
            menus.append(_CommandMenuLayout(title: title, sections: [entry.content]))
        }
        for title in ["Window", "Help"] { appendStandard(title) }
        return menus
    }
}
