import GraftCore
import GraftTestBackend
import Observation
import Testing

@Observable @MainActor
final class Library {
    var title = "Books"
    var count = 0
}

@MainActor
struct TitleView: View {
    let library: Library
    let counts: Counts
    var body: some View {
        counts.hit("title")
        return Text(library.title)
    }
}

@MainActor
struct CountView: View {
    let library: Library
    let counts: Counts
    var body: some View {
        counts.hit("count")
        return Text("\(library.count)")
    }
}

final class Player: ObservableObject {
    @Published var score = 0
    @Published var name = "Ada"
}

@MainActor
struct Scoreboard: View {
    @ObservedObject var player: Player
    var body: some View { Text("\(player.name): \(player.score)") }
}

@MainActor
struct OwnsPlayer: View {
    @StateObject var player = Player()
    @State var tick = 0
    var body: some View {
        VStack {
            Text("\(player.score) \(tick)")
            Button("score") { player.score += 1 }
            Button("tick") { tick += 1 }
            TextField("name", text: $player.name)
            Nested()
        }
        .environmentObject(player)
    }
}

@MainActor
struct Nested: View {
    @EnvironmentObject var player: Player
    var body: some View { Text("nested \(player.name)") }
}

@Suite("Observable models")
@MainActor
struct ModelTests {
    @Test("@Observable: a change re-evaluates only the bodies that read that property")
    func observation() async {
        let library = Library()
        let counts = Counts()
        let h = Harness(
            VStack {
                TitleView(library: library, counts: counts)
                CountView(library: library, counts: counts)
            })
        library.count = 5
        h.turn()
        #expect(h.root.texts == ["Books", "5"])
        #expect(counts["title"] == 1)
        #expect(counts["count"] == 2)
        library.title = "Films"
        library.title = "Music"
        h.turn()
        #expect(h.root.texts == ["Music", "5"])
        #expect(counts["title"] == 2)
    }

    @Test("ObservableObject with @Published updates @ObservedObject views")
    func observedObject() {
        let player = Player()
        let h = Harness(Scoreboard(player: player))
        player.score = 3
        h.turn()
        #expect(h.root.texts == ["Ada: 3"])
    }

    @Test("@StateObject is made once per identity and drives @EnvironmentObject readers")
    func stateObject() {
        let h = Harness(OwnsPlayer())
        let buttons = h.root.allWidgets.filter { $0.kind == "button" }
        buttons[0].click()
        h.turn()
        buttons[1].click()
        h.turn()
        buttons[0].click()
        h.turn()
        #expect(h.root.texts.first == "2 1", "the object survived the re-evaluation caused by tick")
        h.first("textField").type("Grace")
        h.turn()
        #expect(h.root.texts.last == "nested Grace")
    }

    @Test("Handing an @ObservedObject a different object moves the subscription to it")
    func observedObjectSwap() {
        struct Host: View {
            let first: Player
            let second: Player
            @State var useSecond = false
            var body: some View {
                VStack {
                    Button("swap") { useSecond = true }
                    Scoreboard(player: useSecond ? second : first)
                }
            }
        }
        let first = Player()
        let second = Player()
        let h = Harness(Host(first: first, second: second))
        h.first("button").click()
        h.turn()
        #expect(first.objectWillChange.subscriberCount == 0)
        #expect(second.objectWillChange.subscriberCount == 1)
        second.score = 7
        h.turn()
        #expect(h.root.texts.last == "Ada: 7")
    }

    @Test("@Environment(Model.self) reads the model .environment(model) handed down, and follows its changes")
    func environmentModel() {
        struct Shelf: View {
            @Environment(Library.self) var library
            var body: some View { Text("\(library.title) \(library.count)") }
        }
        let library = Library()
        let h = Harness(VStack { Shelf() }.environment(library))
        #expect(h.root.texts == ["Books 0"])
        library.count = 4
        h.turn()
        #expect(h.root.texts == ["Books 4"])
    }

    @Test("Dropping the view ends its subscription")
    func unsubscribes() {
        let player = Player()
        let h = Harness(Scoreboard(player: player))
        #expect(player.objectWillChange.subscriberCount == 1)
        h.graph.unmount()
        #expect(player.objectWillChange.subscriberCount == 0)
    }
}
