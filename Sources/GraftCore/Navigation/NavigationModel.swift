import Observation

/// The state of one `NavigationStack`: its path (its own, or read through the caller's binding),
/// the screens pushed as views, the titles screens set, and the registered destinations.
///
/// Equatable by identity, so that the environment holding it (`_navigation`) compares equal when
/// the stack's body runs again: otherwise every screen below would see a changed environment and
/// update on every push.
@MainActor @Observable
final class _NavigationModel: Equatable {
    nonisolated static func == (lhs: _NavigationModel, rhs: _NavigationModel) -> Bool { lhs === rhs }

    /// The path when the stack has no path binding (changed through `editOwnPath`).
    private(set) var ownPath: [AnyHashable] = []
    /// The ids of the screens pushed with `NavigationLink(destination:)`, above the path's screens.
    var pushedIDs: [Int] = []
    /// Those screens' views by id (not observed: a screen's view never changes once pushed).
    @ObservationIgnored var pushedScreens: [Int: AnyView] = [:]
    /// Each level's title (0 is the root), `nil` for a level whose screen sets none.
    var titles: [String?] = []
    /// The same titles, not observed (see `setTitle`).
    @ObservationIgnored private var setTitles: [String?] = []
    /// The levels whose screen hides the back button (`.navigationBarBackButtonHidden`).
    var backButtonHidden: Set<Int> = []
    /// What each level's screen asked of the navigation bar (`.toolbar(_:for:)` and the like).
    var barAppearances: [Int: _BarAppearance] = [:]
    /// The same, not observed (see `setBarAppearance`).
    @ObservationIgnored var askedBars: [Int: _BarAppearance] = [:]
    /// Each level's `.toolbarTitleMenu` content (not observed: `barAppearances` says which have one).
    @ObservationIgnored var titleMenus: [Int: AnyView] = [:]
    /// Who pushed each screen presented by `.navigationDestination(isPresented:)`, by screen id,
    /// and what tells it the screen went.
    @ObservationIgnored var presenters: [Int: (key: ObjectIdentifier, onDismiss: @MainActor () -> Void)] = [:]
    /// The value types with a registered destination (observed, so a registration re-renders).
    var registeredTypes: Set<ObjectIdentifier> = []
    @ObservationIgnored var destinations: [ObjectIdentifier: (Any) -> AnyView] = [:]
    @ObservationIgnored var path: _NavigationPathAccess?
    @ObservationIgnored private var nextViewID = 0
    /// The path's values as last read, and what changed in them since the pages were last made.
    @ObservationIgnored let reader = _NavigationPathReader()

    /// How many screens are above the root.
    var depth: Int { (path?.count() ?? ownPath.count) + pushedIDs.count }

    /// Reads the path (the binding, or the stack's own) into `reader`.
    func readPath() {
        if let path { path.read(reader) } else { reader.adopt(ownPath) }
    }

    /// Changes the stack's own path; `firstChange` is the first position `edit` changes.
    func editOwnPath(from firstChange: Int, _ edit: (inout [AnyHashable]) -> Void) {
        edit(&ownPath)
        reader.noteOwnChange(from: firstChange)
    }

    /// The view of the screen pushed as `id` (an empty view once it is gone).
    func pushedView(_ id: Int) -> AnyView { pushedScreens[id] ?? AnyView(EmptyView()) }

    func push(_ value: AnyHashable) {
        // A value pushed above screens pushed as views goes on top of the path; the view screens go.
        let dropped = pushedIDs
        pushedIDs.removeAll()
        pushedScreens.removeAll()
        dismissPresented(dropped)
        if let path { path.append(value) } else { editOwnPath(from: ownPath.count) { $0.append(value) } }
    }

    func push(_ view: AnyView) {
        nextViewID += 1
        pushedScreens[nextViewID] = view
        pushedIDs.append(nextViewID)
    }

    /// Pops the top screen.
    func pop() {
        if let id = pushedIDs.popLast() {
            pushedScreens[id] = nil
            dismissPresented([id])
        } else if let path {
            path.removeLast()
        } else if !ownPath.isEmpty {
            editOwnPath(from: ownPath.count - 1) { $0.removeLast() }
        }
        forgetTitles(above: depth)
    }

    /// Forgets the titles, hidden back buttons and bar appearances of the levels above `level`: a cost of the
    /// screens removed, not of those below.
    func forgetTitles(above level: Int) {
        if setTitles.count > level + 1 {
            setTitles.removeSubrange((level + 1)...)
            titles.removeSubrange((level + 1)...)
        }
        if backButtonHidden.contains(where: { $0 > level }) {
            backButtonHidden = backButtonHidden.filter { $0 <= level }
        }
        if askedBars.keys.contains(where: { $0 > level }) {
            askedBars = askedBars.filter { $0.key <= level }
            barAppearances = barAppearances.filter { $0.key <= level }
            titleMenus = titleMenus.filter { $0.key <= level }
        }
    }

    /// The title `level`'s screen set, if any.
    func title(of level: Int) -> String? { level >= 0 && level < titles.count ? titles[level] : nil }

    func setBackButtonHidden(_ hidden: Bool, level: Int) {
        if backButtonHidden.contains(level) != hidden {
            if hidden { backButtonHidden.insert(level) } else { backButtonHidden.remove(level) }
        }
    }

    /// Sets the title of `level`. Called from screens' bodies, so it compares against a copy that
    /// is not observed: reading `titles` there would make every screen's body depend on every
    /// title, and each push re-evaluate every screen below it.
    func setTitle(_ title: String, level: Int) {
        guard level >= 0, level >= setTitles.count || setTitles[level] != title else { return }
        if level >= setTitles.count {
            let missing = level + 1 - setTitles.count
            setTitles.append(contentsOf: repeatElement(nil, count: missing))
            titles.append(contentsOf: repeatElement(nil, count: missing))
        }
        setTitles[level] = title
        titles[level] = title
    }

    /// Registers the screen for values of `type`; values reach `destination` as that type.
    func register<Value>(_ type: Value.Type, _ destination: @escaping (Value) -> AnyView) {
        let key = ObjectIdentifier(type)
        destinations[key] = { value in
            guard let typed = value as? Value else { return Self.missingDestination(for: value) }
            return destination(typed)
        }
        if !registeredTypes.contains(key) { registeredTypes.insert(key) }
    }

    /// The screen for a path value: its registered destination, or a visible note saying none is.
    func destination(for value: AnyHashable) -> AnyView {
        let key = ObjectIdentifier(type(of: value.base))
        _ = registeredTypes
        if let destination = destinations[key] { return destination(value.base) }
        return Self.missingDestination(for: value.base)
    }

    /// A visible note that no destination is registered for `value`'s type.
    static func missingDestination(for value: Any) -> AnyView {
        AnyView(Text("No navigationDestination for \(type(of: value))"))
    }
}

struct NavigationModelKey: EnvironmentKey { static var defaultValue: _NavigationModel? { nil } }
struct NavigationLevelKey: EnvironmentKey { static let defaultValue = 0 }

extension EnvironmentValues {
    /// The nearest enclosing navigation stack.
    var _navigation: _NavigationModel? {
        get { self[NavigationModelKey.self] }
        set { self[NavigationModelKey.self] = newValue }
    }
    /// Which screen of that stack this view is on (0: the root).
    var _navigationLevel: Int {
        get { self[NavigationLevelKey.self] }
        set { self[NavigationLevelKey.self] = newValue }
    }
}
