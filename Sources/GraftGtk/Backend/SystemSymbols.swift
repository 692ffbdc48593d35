import GraftCore

/// SF Symbol names mapped onto freedesktop icon names, for `Image(systemName:)`: the engine hands
/// over the name it was given, and the GTK backend looks it up here.
///
/// A name in the table shows its freedesktop icon (the `-symbolic` variant, which follows the
/// text colour); any other name is looked up in the icon theme as it is, so freedesktop names
/// work too. A name the theme does not have shows the "missing image" state with the reason as
/// tooltip. The table is in docs/Controls.md.
package enum SystemSymbols {
    /// SF Symbol name → freedesktop icon name.
    package static let table: [String: String] = [
        "plus": "list-add-symbolic",
        "minus": "list-remove-symbolic",
        "trash": "user-trash-symbolic",
        "xmark": "window-close-symbolic",
        "checkmark": "object-select-symbolic",
        "magnifyingglass": "system-search-symbolic",
        "gear": "emblem-system-symbolic",
        "gearshape": "emblem-system-symbolic",
        "house": "go-home-symbolic",
        "folder": "folder-symbolic",
        "doc": "text-x-generic-symbolic",
        "star": "non-starred-symbolic",
        "star.fill": "starred-symbolic",
        "heart": "emblem-favorite-symbolic",
        "heart.fill": "emblem-favorite-symbolic",
        "lock.open": "changes-allow-symbolic",
        "speaker.wave.2": "audio-volume-high-symbolic",
        "speaker.slash": "audio-volume-muted-symbolic",
        "speaker.slash.fill": "audio-volume-muted-symbolic",
        "checkmark.circle": "emblem-ok-symbolic",
        "checkmark.circle.fill": "emblem-ok-symbolic",
        "info.circle": "dialog-information-symbolic",
        "exclamationmark.triangle": "dialog-warning-symbolic",
        "xmark.octagon": "dialog-error-symbolic",
        "questionmark.circle": "help-about-symbolic",
        "chevron.left": "go-previous-symbolic",
        "chevron.right": "go-next-symbolic",
        "chevron.up": "go-up-symbolic",
        "chevron.down": "go-down-symbolic",
        "arrow.clockwise": "view-refresh-symbolic",
        "square.and.arrow.up": "document-send-symbolic",
        "square.and.arrow.down": "document-save-symbolic",
        "pencil": "document-edit-symbolic",
        "photo": "image-x-generic-symbolic",
        "camera": "camera-photo-symbolic",
        "envelope": "mail-unread-symbolic",
        "person": "avatar-default-symbolic",
        "lock": "changes-prevent-symbolic",
        "play.fill": "media-playback-start-symbolic",
        "pause.fill": "media-playback-pause-symbolic",
        "stop.fill": "media-playback-stop-symbolic",
        "ellipsis": "view-more-symbolic",
        "line.3.horizontal": "open-menu-symbolic",
        "calendar": "x-office-calendar-symbolic",
        "clock": "alarm-symbolic",
    ]

    /// The icon-theme name for `name`: the table's entry, or `name` itself.
    ///
    /// - Parameter name: An SF Symbol name or a freedesktop icon name.
    package static func iconName(for name: String) -> String { table[name] ?? name }

    /// The name `name` takes under `variants` (`.symbolVariant(_:)`): the most specific variant
    /// name the table knows, else `name` itself.
    package static func name(_ name: String, in variants: SymbolVariants) -> String {
        guard variants != .none else { return name }
        return variants._candidates(for: name).first { table[$0] != nil } ?? name
    }
}
