import Graft
import Observation

/// The app's path: the levels pushed over the root, root side first.
@MainActor @Observable
final class PathModel {
    var path: [Int] = []
}

/// One screen: a label and a button in a column, titled with its level (what `RawNavigationWindow`
/// builds per page).
struct PageView: View {
    let level: Int
    var body: some View {
        VStack(spacing: 8) {
            Text("Page \(level)")
            Button("Next") {}
        }
        .navigationTitle("Page \(level)")
    }
}

/// A `NavigationStack` over the model's path, one `PageView` per level.
struct NavigationRoot: View {
    let model: PathModel
    var body: some View {
        NavigationStack(path: Binding(get: { model.path }, set: { model.path = $0 })) {
            PageView(level: 0)
                .navigationDestination(for: Int.self) { level in PageView(level: level) }
        }
    }
}
