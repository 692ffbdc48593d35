import Foundation

/// How much room a window gives its content along one axis: `\.horizontalSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// Narrow (a phone in portrait; on GTK a window under 600 points wide, or 500 high).
    case compact
    /// Wide (a tablet or a desktop window).
    case regular
}

/// Which way text and stacks run: `\.layoutDirection`.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// Left to right (English, …).
    case leftToRight
    /// Right to left (Arabic, Hebrew, …).
    case rightToLeft
}

/// Whether the user asked for bolder text: `\.legibilityWeight`.
public enum LegibilityWeight: Hashable, Sendable {
    /// Normal weight.
    case regular
    /// Bold text.
    case bold
}

/// An optional environment value kept in a box, so that an unset key reads as its default, not `nil`.
struct _OptionalValue<Wrapped: Hashable & Sendable>: Hashable, Sendable { var value: Wrapped? }

/// Size classes written with `.environment(…)`, which win over the window's.
struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: _OptionalValue<UserInterfaceSizeClass>? = nil
}
struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: _OptionalValue<UserInterfaceSizeClass>? = nil
}
struct LocaleKey: EnvironmentKey { static let defaultValue = Locale.current }
struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar.current }
struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone.current }
struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
struct LegibilityWeightKey: EnvironmentKey {
    static let defaultValue = _OptionalValue<LegibilityWeight>(value: .regular)
}
struct VoiceOverKey: EnvironmentKey { static let defaultValue = false }
struct SwitchControlKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// How wide the window is: `.compact` under 600 points, else `.regular`; a window updates it
    /// as it is resized.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self].map(\.value) ?? _windowState.horizontalSizeClass }
        set { self[HorizontalSizeClassKey.self] = _OptionalValue(value: newValue) }
    }
    /// How tall the window is: `.compact` under 500 points, else `.regular`; updated as it is resized.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self].map(\.value) ?? _windowState.verticalSizeClass }
        set { self[VerticalSizeClassKey.self] = _OptionalValue(value: newValue) }
    }
    /// The locale of the views below: the process's (`LANG`, `LC_*`) unless set.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    /// The calendar of the views below: the user's unless set.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
    /// The time zone of the views below: the system's unless set.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
    /// Which way text runs: GTK's default direction (right to left under a right-to-left
    /// translation) unless set. Setting it does not mirror GTK's layout.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    /// Whether text should be bolder: `.regular` unless set (GNOME has no bold-text setting).
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self].value }
        set { self[LegibilityWeightKey.self] = _OptionalValue(value: newValue) }
    }
    /// Whether a screen reader is running: GNOME's screen reader (Orca) setting, as `accessibilityEnabled`.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverKey.self] }
        set { self[VoiceOverKey.self] = newValue }
    }
    /// Whether Switch Control is on: `false` unless set (GNOME exposes no switch-access setting).
    public var accessibilitySwitchControlEnabled: Bool {
        get { self[SwitchControlKey.self] }
        set { self[SwitchControlKey.self] = newValue }
    }
}

extension UserInterfaceSizeClass {
    /// The horizontal class of a window `width` points wide.
    ///
    /// - Parameter width: The width in points.
    public static func _horizontal(forWidth width: Int) -> UserInterfaceSizeClass { width < 600 ? .compact : .regular }
    /// The vertical class of a window `height` points high.
    ///
    /// - Parameter height: The height in points.
    public static func _vertical(forHeight height: Int) -> UserInterfaceSizeClass { height < 500 ? .compact : .regular }
}
