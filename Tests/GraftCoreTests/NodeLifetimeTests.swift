import GraftCore
import GraftTestBackend
import Observation
import Testing

/// An object a view holds, to see when the view's node lets go of it.
final class Keepsake {}

@Observable @MainActor
final class Shelf {
    var showsTitle = true
}

@MainActor
struct KeptTitleView: View {
    let library: Library
    let keepsake: Keepsake
    let counts: Counts
    var body: some View {
        counts.hit("title")
        return Text(library.title)
    }
}

@MainActor
struct ShelfView: View {
    let shelf: Shelf
    let library: Library
    let keepsake: Keepsake
    let counts: Counts
    var body: some View {
        VStack {
            if shelf.showsTitle { KeptTitleView(library: library, keepsake: keepsake, counts: counts) }
            Text("shelf")
        }
    }
}

@Suite("Node lifetime")
@MainActor
struct NodeLifetimeTests {
    @Test("A view taken out of the tree is not evaluated again when the model it read changes")
    func removedViewStopsObserving() {
        let (shelf, library, counts) = (Shelf(), Library(), Counts())
        let h = Harness(ShelfView(shelf: shelf, library: library, keepsake: Keepsake(), counts: counts))
        #expect(h.root.texts == ["Books", "shelf"])
        shelf.showsTitle = false
        h.turn()
        #expect(h.root.texts == ["shelf"])
        library.title = "Films"
        #expect(!h.graph.hasPendingUpdates)
        h.turn()
        #expect(counts["title"] == 1)
        #expect(h.root.texts == ["shelf"])
    }

    @Test("A graph dropped without unmounting frees its views, and the models they read can still change")
    func droppedGraphIsFreed() {
        let library = Library()
        let counts = Counts()
        weak var keepsake: Keepsake?
        do {
            let held = Keepsake()
            keepsake = held
            let h = Harness(KeptTitleView(library: library, keepsake: held, counts: counts))
            #expect(h.root.texts == ["Books"])
        }
        // The model's registrar still holds the body's observation callback; it must not hold the node.
        #expect(keepsake == nil)
        library.title = "Films"
        #expect(counts["title"] == 1)
    }

    @Test("A dropped graph frees a navigation stack's screens and the destinations it registered")
    func droppedNavigationStackIsFreed() {
        weak var keepsake: Keepsake?
        do {
            let held = Keepsake()
            keepsake = held
            let h = Harness(
                NavigationStack(path: .constant([1, 2, 3])) {
                    Text("root").navigationDestination(for: Int.self) { level in
                        Text("level \(level) \(ObjectIdentifier(held).hashValue != 0)")
                    }
                })
            h.turn()
            #expect(h.root.texts.contains("level 3 true"))
        }
        #expect(keepsake == nil, "the stack's pages hold its model: nothing may hold them from the model")
    }
}
