import Foundation

/// One row modifier's request of the row it is in (`.listRowBackground`, `.listRowInsets`, …).
enum _ListRowTrait {
    case background(color: Color?, view: AnyView?)
    case insets(EdgeInsets?)
    case separator(Visibility, VerticalEdge.Set, section: Bool)
    case separatorTint(Color?, VerticalEdge.Set, section: Bool)
    case itemTint(ListItemTint?)

    /// The same request for only the `edges` given, or nil when it names none of them (a
    /// section's separators apply to its first row's top and its last row's bottom).
    func restricted(to edges: VerticalEdge.Set) -> _ListRowTrait? {
        switch self {
        case .separator(let visibility, let own, let section):
            let kept = own.intersection(edges)
            return kept.isEmpty ? nil : .separator(visibility, kept, section: section)
        case .separatorTint(let color, let own, let section):
            let kept = own.intersection(edges)
            return kept.isEmpty ? nil : .separatorTint(color, kept, section: section)
        default: return self
        }
    }

    var isSectionTrait: Bool {
        switch self {
        case .separator(_, _, let section), .separatorTint(_, _, let section): return section
        default: return false
        }
    }
}

/// What the modifiers inside one row ask of it, combined (the outermost modifier of a kind wins).
struct _ListRowTraits: Equatable {
    /// The background colour, when the background is a colour.
    var backgroundColor: Color?
    /// Whether the background is a view of its own (its widgets travel separately).
    var hasBackgroundView = false
    var insets: EdgeInsets?
    /// The row's own separators' visibility and tint, by edge (nil: not set).
    var separator: [VerticalEdge: Visibility] = [:]
    var separatorTint: [VerticalEdge: Color] = [:]
    /// A section's separators, set on the section's first and last rows; they win over the rows'.
    var sectionSeparator: [VerticalEdge: Visibility] = [:]
    var sectionSeparatorTint: [VerticalEdge: Color] = [:]
    var itemTint: ListItemTint?

    mutating func apply(_ trait: _ListRowTrait) {
        switch trait {
        case .background(let color, let view):
            backgroundColor = color
            hasBackgroundView = view != nil
        case .insets(let insets): self.insets = insets
        case .separator(let visibility, let edges, let section):
            for edge in VerticalEdge.allCases where edges.contains(.init(edge)) {
                if section { sectionSeparator[edge] = visibility } else { separator[edge] = visibility }
            }
        case .separatorTint(let color, let edges, let section):
            for edge in VerticalEdge.allCases where edges.contains(.init(edge)) {
                if section { sectionSeparatorTint[edge] = color } else { separatorTint[edge] = color }
            }
        case .itemTint(let tint): itemTint = tint
        }
    }

    /// The visibility of the separator on `edge` (the section's first).
    func visibility(_ edge: VerticalEdge) -> Visibility? { sectionSeparator[edge] ?? separator[edge] }
    /// The tint of the separator on `edge` (the section's first).
    func tint(_ edge: VerticalEdge) -> Color? { sectionSeparatorTint[edge] ?? separatorTint[edge] }
}

/// Tells a list that the traits of one of its rows changed.
@MainActor
protocol _ListRowTraitObserver: AnyObject {
    func rowTraitsChanged(_ sink: _ListRowTraitSink)
}

/// Collects the traits the modifiers inside one list row send up; a `List` puts one in each row
/// graph's environment. Outside a list there is none, and the modifiers do nothing.
@MainActor
final class _ListRowTraitSink {
    /// The backend's slot handle of the row.
    let item: AnyObject
    weak var observer: (any _ListRowTraitObserver)?
    private var entries: [ObjectIdentifier: (depth: Int, trait: _ListRowTrait)] = [:]
    private var backgrounds: [ObjectIdentifier: (depth: Int, widgets: [AnyObject])] = [:]
    private(set) var traits = _ListRowTraits()
    /// The widgets of the background view of the outermost modifier that has one.
    private(set) var backgroundWidgets: [AnyObject] = []

    init(item: AnyObject) { self.item = item }

    func set(_ trait: _ListRowTrait, from node: ViewNode) {
        entries[ObjectIdentifier(node)] = (Self.depth(of: node), trait)
        recombine()
    }

    func setBackground(_ widgets: [AnyObject], from node: ViewNode) {
        if widgets.isEmpty {
            backgrounds[ObjectIdentifier(node)] = nil
        } else {
            backgrounds[ObjectIdentifier(node)] = (Self.depth(of: node), widgets)
        }
        let chosen = backgrounds.values.min { $0.depth < $1.depth }?.widgets ?? []
        guard !chosen.elementsEqual(backgroundWidgets, by: ===) else { return }
        backgroundWidgets = chosen
        observer?.rowTraitsChanged(self)
    }

    func remove(_ node: ViewNode) {
        let id = ObjectIdentifier(node)
        if backgrounds[id] != nil { setBackground([], from: node) }
        guard entries.removeValue(forKey: id) != nil else { return }
        recombine()
    }

    private func recombine() {
        var combined = _ListRowTraits()
        for entry in entries.values.sorted(by: { $0.depth > $1.depth }) { combined.apply(entry.trait) }
        guard combined != traits else { return }
        traits = combined
        observer?.rowTraitsChanged(self)
    }

    private static func depth(of node: ViewNode) -> Int {
        var depth = 0
        var current = node
        while let parent = current.parent {
            depth += 1
            current = parent
        }
        return depth
    }
}

struct ListRowTraitSinkKey: EnvironmentKey { static let defaultValue: _ListRowTraitSink? = nil }

/// A row modifier: shows its content, sends its trait to the row's sink, and shows a background
/// view (as a detached child whose widgets the list puts behind the row).
struct _ListRowTraitWriter<Content: View>: View, _ModifierView {
    typealias Body = Never
    let content: Content
    let trait: _ListRowTrait

    final class State {
        weak var sink: _ListRowTraitSink?
    }

    func _mount(_ node: ViewNode, _ state: inout State?) {
        node.detachedChildIndex = 1
        state = State()
        _update(node, &state)
    }

    func _update(_ node: ViewNode, _ state: inout State?) {
        let sink = node.environment[ListRowTraitSinkKey.self]
        var environment = node.environment
        // In a list row, the symbols below take the item tint.
        if sink != nil, case .itemTint(let tint) = trait { environment._listItemTint = tint }
        node.reconcileChild(at: 0, with: content, environment: environment)
        if sink != nil, case .background(_, let view?) = trait {
            node.reconcileChild(at: 1, id: 1, with: view, environment: node.environment)
        } else if node.children.count > 1 {
            node.removeChildren(from: 1)
        }
        if let old = state?.sink, old !== sink { old.remove(node) }
        state?.sink = sink
        sink?.set(trait, from: node)
    }

    func _syncDetachedChildren(_ node: ViewNode, _ state: inout State?) {
        guard let sink = state?.sink else { return }
        sink.setBackground(node.children.count > 1 ? widgets(node.graph.backend, node.children[1]) : [], from: node)
    }

    private func widgets<B: Backend>(_ backend: B, _ node: ViewNode) -> [AnyObject] {
        node.flattenedWidgets(of: B.self)
    }

    func _unmount(_ node: ViewNode, _ state: inout State?) { state?.sink?.remove(node) }
}

extension _ListRowTraitWriter: _ListRowsConvertible {
    /// On a `ForEach` or `Section` (or a group of rows) the modifier applies to each of their rows;
    /// a section's separator modifiers to the first row's top and the last row's bottom.
    func _appendListSegments(key: AnyHashable, to segments: inout [_ListSegment]) {
        guard content is any _ListRowsConvertible || content is any _MultiView else {
            segments.append(.row(key: key, view: self, isHeader: false))
            return
        }
        var inner: [_ListSegment] = []
        GraftCore._appendListSegments(of: content, key: key, to: &inner)
        let contentIndices = inner.indices.filter { index in
            if case .row(_, _, true) = inner[index] { return false }
            return inner[index].count > 0
        }
        for (index, segment) in inner.enumerated() {
            let isFirst = index == contentIndices.first
            let isLast = index == contentIndices.last
            switch segment {
            case .row(let rowKey, let view, let isHeader):
                var edges: VerticalEdge.Set = []
                if isFirst { edges.insert(.top) }
                if isLast { edges.insert(.bottom) }
                guard !isHeader, let trait = edgesTrait(edges) else {
                    segments.append(segment)
                    continue
                }
                segments.append(.row(key: rowKey, view: Self.wrap(view, trait), isHeader: false))
            case .each(let rowsKey, let rows):
                let last = rows.count - 1
                let traited = _TraitedEachRows(rows) { local in
                    var edges: VerticalEdge.Set = []
                    if isFirst && local == 0 { edges.insert(.top) }
                    if isLast && local == last { edges.insert(.bottom) }
                    return self.edgesTrait(edges)
                }
                segments.append(.each(key: rowsKey, rows: traited))
            }
        }
    }

    /// The trait for a row at the section's `edges` (empty for a row in the middle).
    private func edgesTrait(_ edges: VerticalEdge.Set) -> _ListRowTrait? {
        trait.isSectionTrait ? trait.restricted(to: edges) : trait
    }

    static func wrap(_ view: any View, _ trait: _ListRowTrait) -> any View {
        _ListRowTraitWriter<AnyView>(content: AnyView(erasing: view), trait: trait)
    }
}

/// A `ForEach`'s rows with a row modifier applied to each (or to some).
@MainActor
final class _TraitedEachRows: _ListEachRows {
    let base: any _ListEachRows
    let trait: (Int) -> _ListRowTrait?
    init(_ base: any _ListEachRows, trait: @escaping (Int) -> _ListRowTrait?) {
        self.base = base
        self.trait = trait
    }
    var count: Int { base.count }
    func id(at index: Int) -> AnyHashable { base.id(at: index) }
    func view(at index: Int) -> any View {
        let view = base.view(at: index)
        guard let trait = trait(index) else { return view }
        return _ListRowTraitWriter<AnyView>.wrap(view, trait)
    }
    func index(of id: AnyHashable) -> Int? { base.index(of: id) }
    func splices(from old: any _ListEachRows) -> [(position: Int, removed: Int, added: Int)]? {
        guard let old = old as? _TraitedEachRows else { return nil }
        return base.splices(from: old.base)
    }
    var onDelete: ((IndexSet) -> Void)? { base.onDelete }
    var onMove: ((IndexSet, Int) -> Void)? { base.onMove }
}
