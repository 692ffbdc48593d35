import ExampleSupport
import Graft

/// The hello app: a SwiftUI-style counter with a few controls, written only with `import Graft`.
/// `--quit-after SECONDS` closes it on its own (used when it runs on an invisible Xvfb display),
/// `--screenshot PATH` saves the window as a PNG just before.
@main
struct HelloApp: App {
    var body: some Scene {
        WindowGroup("Graft") { HelloView() }
            .defaultSize(width: 420, height: 320)
    }
}

struct HelloView: View {
    @State private var count = 0
    @State private var name = ""
    @State private var isDark = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Hello from Graft\(name.isEmpty ? "" : ", \(name)")").font(.title)
            TextField("Your name", text: $name)
            HStack {
                Button("Increment") { count += 1 }
                Text("Count: \(count)")
                Spacer()
            }
            Toggle("Dark", isOn: $isDark)
            ProgressView(value: Double(count % 11), total: 10)
            Spacer()
        }
        .padding(24)
        .preferredColorScheme(isDark ? .dark : .light)
        .onAppear { Launch.scheduleQuit() }
    }
}

// The app's own target renders its previews too: `swift run graft-hello --graft-previews`.
#Preview("Hello", traits: .fixedLayout(width: 420, height: 320)) { HelloView() }
