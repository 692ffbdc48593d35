/// A key a keyboard shortcut is made of: a character, or a named key such as Return.
///
/// ```swift
/// Button("Save") { save() }.keyboardShortcut("s")          // Ctrl+S
/// Button("OK") { confirm() }.keyboardShortcut(.return, modifiers: [])
/// ```
public struct KeyEquivalent: Sendable, Hashable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key types, or a private-use character for a named key.
    public let character: Character

    /// A key by the character it types (letters are matched case-insensitively; use
    /// `.shift` for the upper-case one).
    ///
    /// - Parameter character: The character.
    public init(_ character: Character) { self.character = character }

    /// A key by the character it types, from a literal: `"s"`.
    ///
    /// - Parameter value: The character.
    public init(extendedGraphemeClusterLiteral value: Character) { self.init(value) }

    /// The Return (Enter) key.
    public static let `return` = KeyEquivalent("\r")
    /// The Escape key.
    public static let escape = KeyEquivalent("\u{1B}")
    /// The Delete (forward delete) key.
    public static let delete = KeyEquivalent("\u{7F}")
    /// The Tab key.
    public static let tab = KeyEquivalent("\t")
    /// The space bar.
    public static let space = KeyEquivalent(" ")
    /// The Up arrow key.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// The Down arrow key.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// The Left arrow key.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// The Right arrow key.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// The Home key.
    public static let home = KeyEquivalent("\u{F729}")
    /// The End key.
    public static let end = KeyEquivalent("\u{F72B}")
    /// The Page Up key.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// The Page Down key.
    public static let pageDown = KeyEquivalent("\u{F72D}")

    /// The X11/GDK name of the key (`"Return"`, `"Escape"`, `"s"`), as backends look keys up.
    public var keyName: String {
        switch character {
        case "\r": return "Return"
        case "\u{1B}": return "Escape"
        case "\u{7F}": return "Delete"
        case "\t": return "Tab"
        case " ": return "space"
        case "\u{F700}": return "Up"
        case "\u{F701}": return "Down"
        case "\u{F702}": return "Left"
        case "\u{F703}": return "Right"
        case "\u{F729}": return "Home"
        case "\u{F72B}": return "End"
        case "\u{F72C}": return "Page_Up"
        case "\u{F72D}": return "Page_Down"
        default: return String(character).lowercased()
        }
    }
}

/// Modifier keys held with a key.
public struct EventModifiers: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Makes a set from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The platform's command key: Control on Linux.
    public static let command = EventModifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Option: Alt on Linux.
    public static let option = EventModifiers(rawValue: 1 << 2)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 3)
    /// Every modifier.
    public static let all: EventModifiers = [.command, .shift, .option, .control]
}

/// A key with modifiers that activates a control.
public struct KeyboardShortcut: Sendable, Hashable {
    /// The key.
    public var key: KeyEquivalent
    /// The modifiers held with it.
    public var modifiers: EventModifiers

    /// A shortcut.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - modifiers: The modifiers held with it; Ctrl (`.command`) by default.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return, with no modifier: the button that confirms a window. On GTK it becomes the window's
    /// default widget, which Return activates (also from a text field) unless the focused control
    /// uses Return itself.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape, with no modifier: the button that cancels.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

struct KeyboardShortcutKey: EnvironmentKey { static let defaultValue: KeyboardShortcut? = nil }

extension EnvironmentValues {
    /// The shortcut that activates the buttons below (set with `.keyboardShortcut`).
    public var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}

extension View {
    /// Lets a key with modifiers activate the button(s) in this view, from anywhere in its window
    /// while the view is shown.
    ///
    /// ```swift
    /// Button("Save") { save() }.keyboardShortcut("s")                  // Ctrl+S
    /// Button("Delete") { delete() }.keyboardShortcut(.delete, modifiers: [])
    /// ```
    ///
    /// A disabled button ignores its shortcut. When two shown buttons share a shortcut, one of
    /// them (GTK's choice) gets it: give each its own.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - modifiers: The modifiers held with it; Ctrl (`.command`) by default.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Lets `shortcut` activate the button(s) in this view: `.defaultAction` (Return) or
    /// `.cancelAction` (Escape), or any ``KeyboardShortcut``.
    ///
    /// - Parameter shortcut: The shortcut; nil removes one set further out.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        environment(\.keyboardShortcut, shortcut)
    }
}
