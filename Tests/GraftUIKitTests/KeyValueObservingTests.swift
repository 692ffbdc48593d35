import GraftUIKit
import Testing

/// Records what `observeValue` receives.
@MainActor
final class Recorder: UIViewController {
    var changes: [(keyPath: String?, new: Any?, old: Any?)] = []

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: KeyValueObservingContext?
    ) {
        changes.append((keyPath, change?[.newKey], change?[.oldKey]))
    }
}

extension UIKitSuite {
    @Suite("Key-value observing by key path string, on GObject notify")
    @MainActor
    struct KeyValueObservingTests {
        @Test("observe, change, remove: the observer sees each change until it is removed")
        func observeChangeRemove() throws {
            try GtkRuntime.initialize()
            let bar = UIProgressView(progressViewStyle: .default)
            let recorder = Recorder()
            #expect(bar.addObserver(recorder, forKeyPath: "progress", options: [.new, .old], context: nil) == nil)
            bar.progress = 0.25
            bar.progress = 0.5
            #expect(recorder.changes.count == 2)
            #expect(recorder.changes.map(\.keyPath) == ["progress", "progress"])
            #expect(recorder.changes.map { $0.new as? Float } == [0.25, 0.5])
            #expect(recorder.changes.map { $0.old as? Float } == [0, 0.25])
            bar.removeObserver(recorder, forKeyPath: "progress")
            bar.progress = 0.75
            // A second observer, still registered, proves the change was notified.
            let marker = Recorder()
            bar.addObserver(marker, forKeyPath: "alpha", options: .new, context: nil)
            bar.alpha = 0.5
            #expect(marker.changes.count == 1)
            #expect(recorder.changes.count == 2)
            #expect(bar.value(forKey: "progress") as? Float == 0.75)
        }

        @Test("an unknown key path is an error at addObserver, naming the type and key path")
        func unknownKeyPath() throws {
            try GtkRuntime.initialize()
            let label = UILabel()
            let recorder = Recorder()
            let error = label.addObserver(recorder, forKeyPath: "estimatedProgres", options: .new, context: nil)
            #expect(error == .unknownKeyPath(type: "UILabel", keyPath: "estimatedProgres"))
            #expect(error?.description == "UILabel has no observable key path 'estimatedProgres'")
            label.text = "changed"
            #expect(recorder.changes.isEmpty)
            #expect(label.addObserver(recorder, forKeyPath: "text", options: [.initial, .new], context: nil) == nil)
            #expect(recorder.changes.count == 1)
            label.text = "again"
            #expect(recorder.changes.last?.new as? String == "again")
        }

        @Test("the context comes back, and removing by context leaves other registrations")
        func contexts() throws {
            try GtkRuntime.initialize()
            let view = UISwitch()
            let recorder = Recorder()
            let contextA = KeyValueObservingContext(bitPattern: 0x10)
            let contextB = KeyValueObservingContext(bitPattern: 0x20)
            view.addObserver(recorder, forKeyPath: "isOn", options: .new, context: contextA)
            view.addObserver(recorder, forKeyPath: "isOn", options: .new, context: contextB)
            view.isOn = true
            #expect(recorder.changes.count == 2)
            view.removeObserver(recorder, forKeyPath: "isOn", context: contextA)
            view.isOn = false
            #expect(recorder.changes.count == 3)
            #expect(recorder.changes.last?.new as? Bool == false)
        }
    }
}
