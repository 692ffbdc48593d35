// A list row's look: the traits its modifiers send up (`.listRowBackground`, `.listRowInsets`,
// separators, `.listItemTint`) and the list's minimum row heights, handed to the backend per slot.
extension _ListCoordinator {
    /// The environment of the row graph in `item`'s slot: the list's, naming the slot's collector
    /// of row traits (made once per list environment, so the row sees one version of it).
    func rowEnvironment(for item: B.ListItem) -> EnvironmentValues {
        guard collectsRowTraits else { return environment }
        let id = ObjectIdentifier(item)
        if let known = rowEnvironments[id] { return known }
        var made = environment
        made[ListRowTraitSinkKey.self] = sinks[id]
        rowEnvironments[id] = made
        return made
    }

    /// A row's traits changed (its state changed, or the slot shows another row): restyle that
    /// row, and the row above it when the change concerns the separator between them.
    func rowTraitsChanged(_ sink: _ListRowTraitSink) {
        guard let list, let item = sink.item as? B.ListItem else { return }
        let traits = sink.traits
        if traits.visibility(.top) != nil || traits.tint(.top) != nil { hasTopSeparatorTraits = true }
        backend.setListRowBackground(list, item, sink.backgroundWidgets.compactMap { $0 as? B.Widget })
        guard let position = backend.listItemPosition(item), position < rowCount else { return }
        applyLook(item, at: position)
        if hasTopSeparatorTraits, position > 0, let above = boundItem(at: position - 1) {
            applyLook(above, at: position - 1)
        }
    }

    /// Hands the backend the look of the row at `position`, shown in `item`'s slot.
    func applyLook(_ item: B.ListItem, at position: Int) {
        guard collectsRowTraits, let list else { return }
        backend.setListRowLook(list, item, look(of: sinks[ObjectIdentifier(item)], at: position))
    }

    /// The look of the row at `position`, whose slot collects its traits in `sink`.
    func look(of sink: _ListRowTraitSink?, at position: Int) -> _ListRowLook {
        let traits = sink?.traits ?? _ListRowTraits()
        let scheme = environment.colorScheme
        var look = _ListRowLook()
        look.background = traits.backgroundColor?.resolve(in: scheme)
        look.hasBackgroundView = !(sink?.backgroundWidgets.isEmpty ?? true)
        look.insets = traits.insets
        // The separator below this row is also the one above the next row.
        let below =
            hasTopSeparatorTraits ? boundItem(at: position + 1).flatMap { sinks[ObjectIdentifier($0)]?.traits } : nil
        look.separator = Self.combined(traits.visibility(.bottom), below?.visibility(.top))
        look.separatorTint = (traits.tint(.bottom) ?? below?.tint(.top))?.resolve(in: scheme)
        look.itemTint = traits.itemTint?._resolved(in: scheme)
        let minimum =
            isHeader(at: position) ? environment.defaultMinListHeaderHeight : environment.defaultMinListRowHeight
        look.minHeight = minimum > 0 ? Double(minimum) : nil
        return look
    }

    /// Whether the row at `position` is a section's header or footer.
    func isHeader(at position: Int) -> Bool {
        guard position >= 0, position < rowCount else { return false }
        if case .row(_, _, let isHeader) = segments[segmentIndex(of: position)] { return isHeader }
        return false
    }

    /// The slot that shows the row at `position`, if one does (also one whose row graph is being
    /// made: its collector exists before its host).
    func boundItem(at position: Int) -> B.ListItem? {
        guard position >= 0, position < rowCount else { return nil }
        for (id, sink) in sinks {
            guard let item = sink.item as? B.ListItem, hosts[id]?.isBound ?? true else { continue }
            if backend.listItemPosition(item) == position { return item }
        }
        return nil
    }

    /// One separator's visibility from the rows on both sides: hidden if either hides it, shown
    /// if either shows it, else the style's.
    static func combined(_ upper: Visibility?, _ lower: Visibility?) -> Visibility {
        if upper == .hidden || lower == .hidden { return .hidden }
        if upper == .visible || lower == .visible { return .visible }
        return .automatic
    }
}
