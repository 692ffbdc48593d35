// The screens of a `NavigationStack`, arranged so that a push or a pop costs the same at any depth:
// each screen is one page widget, the screens above the root are described by small values that
// compare equal while they stay, and they are grouped in blocks (page stacks of their own) of which
// a push or a pop changes only the last one.

/// Screens of which the last one shows (a `GtkStack`); the others stay mounted.
///
/// Its slots are the root's page and blocks of up to `blockSize` pushed screens, each a page stack
/// of its own (made by `_NavigationScreens`): the engine skips every block but the last without
/// looking at its screens, since each is the same run as before, and this stack's widgets are one
/// per block.
struct _PageStack: View, _PrimitiveView {
    typealias Body = Never
    static let blockSize = 32
    let root: _NavigationPageBox
    let blocks: [_NavigationPageBlock]

    var _slots: [any View] {
        var slots: [any View] = [root]
        slots.reserveCapacity(1 + blocks.count)
        for block in blocks { slots.append(block) }
        return slots
    }
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makePageStack()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {}
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        // The root's page, then one page stack per block.
        context.backend.setPages(context.handle(), Array(slots.joined()))
    }
}

/// The pages of one block, made once: a block kept from one update to the next holds the same
/// run, so comparing it costs one identity check, not one comparison per screen.
final class _NavigationPageRun: Sendable {
    let pages: [_NavigationPage]
    init(_ pages: [_NavigationPage]) { self.pages = pages }
}

/// Up to `_PageStack.blockSize` consecutive pushed screens, in a page stack of their own that
/// shows the last of them: the outer stack then holds one widget per block, not one per screen.
struct _NavigationPageBlock: View, _PrimitiveView, Equatable {
    typealias Body = Never
    let run: _NavigationPageRun

    var _slots: [any View] { run.pages }
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makePageStack()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {}
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setPages(context.handle(), Array(slots.joined()))
    }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.run === rhs.run || lhs.run.pages == rhs.run.pages }
}

/// One pushed screen: the level it is at and what it shows; its body builds the screen's view.
struct _NavigationPage: View, Equatable {
    /// What a pushed screen shows.
    enum Screen: Equatable {
        /// The destination registered for a path value.
        case value(AnyHashable)
        /// A view pushed by `NavigationLink(destination:)`, by its id in the model.
        case pushed(Int)
    }

    let model: _NavigationModel
    let level: Int
    let screen: Screen

    var body: some View {
        let content: AnyView
        switch screen {
        case .value(let value):
            content = AnyView(model.destination(for: value).environment(\._navigationLevel, level).id(value))
        case .pushed(let id):
            content = AnyView(model.pushedView(id).environment(\._navigationLevel, level).id(id))
        }
        return _NavigationPageBox(content: content)
    }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.model === rhs.model && lhs.level == rhs.level && lhs.screen == rhs.screen
    }
}

/// One screen's page: a column holding the screen's widgets.
struct _NavigationPageBox: View, _PrimitiveView {
    typealias Body = Never
    let content: AnyView

    var _slots: [any View] { [content] }
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makePage()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {}
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setPageChildren(context.handle(), slots.first ?? [])
    }
}
