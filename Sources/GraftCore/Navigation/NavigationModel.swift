import Observation

/// The state of one `NavigationStack`: its path (its own, or read through the caller's binding),
/// the screens pushed as views, the titles screens set, and the registered destinations.
@MainActor @Observable
final class _NavigationModel {
    /// The path when the stack has no path binding.
    var ownPath: [AnyHashable] = []
    /// Screens pushed with `NavigationLink(destination:)`, above the path's screens.
    var pushedViews: [(id: Int, view: AnyView)] = []
    /// Each level's title (0 is the root).
    var titles: [Int: String] = [:]
    /// The levels whose screen hides the back button (`.navigationBarBackButtonHidden`).
    var backButtonHidden: Set<Int> = []
    /// The value types with a registered destination (observed, so a registration re-renders).
    var registeredTypes: Set<ObjectIdentifier> = []
    @ObservationIgnored var destinations: [ObjectIdentifier: (Any) -> AnyView] = [:]
    @ObservationIgnored var path: _NavigationPathAccess?
    @ObservationIgnored private var nextViewID = 0
    /// Who pushed each screen presented by `.navigationDestination(isPresented:)`, by screen id,
    /// and what tells it the screen went.
    @ObservationIgnored var presenters: [Int: (key: ObjectIdentifier, onDismiss: @MainActor () -> Void)] = [:]

    /// The path's values, root side first.
    var values: [AnyHashable] { path?.get() ?? ownPath }

    /// How many screens are above the root.
    var depth: Int { values.count + pushedViews.count }

    func push(_ value: AnyHashable) {
        // A value pushed above screens pushed as views goes on top of the path; the view screens go.
        let dropped = pushedViews.map(\.id)
        pushedViews.removeAll()
        dismissPresented(dropped)
        if let path { path.set(path.get() + [value]) } else { ownPath.append(value) }
    }

    func push(_ view: AnyView) {
        nextViewID += 1
        pushedViews.append((nextViewID, view))
    }

    /// Pops the top screen.
    func pop() {
        if !pushedViews.isEmpty {
            let last = pushedViews.removeLast()
            dismissPresented([last.id])
        } else if let path {
            let values = path.get()
            if !values.isEmpty { path.set(Array(values.dropLast())) }
        } else if !ownPath.isEmpty {
            ownPath.removeLast()
        }
        forgetTitles(above: depth)
    }

    func forgetTitles(above level: Int) {
        for key in titles.keys where key > level { titles[key] = nil }
        for key in backButtonHidden where key > level { backButtonHidden.remove(key) }
    }

    func setBackButtonHidden(_ hidden: Bool, level: Int) {
        if backButtonHidden.contains(level) != hidden {
            if hidden { backButtonHidden.insert(level) } else { backButtonHidden.remove(level) }
        }
    }

    func setTitle(_ title: String, level: Int) {
        if titles[level] != title { titles[level] = title }
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
