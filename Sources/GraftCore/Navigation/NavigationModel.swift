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

    /// The path when the stack has no path binding.
    var ownPath: [AnyHashable] = []
    /// The ids of the screens pushed with `NavigationLink(destination:)`, above the path's screens.
    var pushedIDs: [Int] = []
    /// Those screens' views by id (not observed: a screen's view never changes once pushed).
    @ObservationIgnored var pushedScreens: [Int: AnyView] = [:]
    /// Each level's title (0 is the root).
    var titles: [Int: String] = [:]
    /// The same titles, not observed (see `setTitle`).
    @ObservationIgnored private var setTitles: [Int: String] = [:]
    /// The levels whose screen hides the back button (`.navigationBarBackButtonHidden`).
    var backButtonHidden: Set<Int> = []
    /// Who pushed each screen presented by `.navigationDestination(isPresented:)`, by screen id,
    /// and what tells it the screen went.
    @ObservationIgnored var presenters: [Int: (key: ObjectIdentifier, onDismiss: @MainActor () -> Void)] = [:]
    /// The value types with a registered destination (observed, so a registration re-renders).
    var registeredTypes: Set<ObjectIdentifier> = []
    @ObservationIgnored var destinations: [ObjectIdentifier: (Any) -> AnyView] = [:]
    @ObservationIgnored var path: _NavigationPathAccess?
    @ObservationIgnored private var nextViewID = 0

    /// The path's values, root side first.
    var values: [AnyHashable] { path?.get() ?? ownPath }

    /// How many screens are above the root.
    var depth: Int { values.count + pushedIDs.count }

    /// The view of the screen pushed as `id` (an empty view once it is gone).
    func pushedView(_ id: Int) -> AnyView { pushedScreens[id] ?? AnyView(EmptyView()) }

    func push(_ value: AnyHashable) {
        // A value pushed above screens pushed as views goes on top of the path; the view screens go.
        let dropped = pushedIDs
        pushedIDs.removeAll()
        pushedScreens.removeAll()
        dismissPresented(dropped)
        if let path { path.set(path.get() + [value]) } else { ownPath.append(value) }
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
            let values = path.get()
            if !values.isEmpty { path.set(Array(values.dropLast())) }
        } else if !ownPath.isEmpty {
            ownPath.removeLast()
        }
        forgetTitles(above: depth)
    }

    func forgetTitles(above level: Int) {
        for key in setTitles.keys where key > level {
            setTitles[key] = nil
            titles[key] = nil
        }
        for key in backButtonHidden where key > level { backButtonHidden.remove(key) }
    }

    func setBackButtonHidden(_ hidden: Bool, level: Int) {
        if backButtonHidden.contains(level) != hidden {
            if hidden { backButtonHidden.insert(level) } else { backButtonHidden.remove(level) }
        }
    }

    /// Sets the title of `level`. Called from screens' bodies, so it compares against a copy that
    /// is not observed: reading `titles` there would make every screen's body depend on every
    /// title, and each push re-evaluate every screen below it.
    func setTitle(_ title: String, level: Int) {
        guard setTitles[level] != title else { return }
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

/// A stack's path binding with its element type erased.
@MainActor
struct _NavigationPathAccess {
    let get: () -> [AnyHashable]
    let set: ([AnyHashable]) -> Void
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
