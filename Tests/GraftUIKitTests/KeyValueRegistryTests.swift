import GraftUIKit
import GtkBridge
import Testing

extension UIKitSuite {
    @Suite("The string-keyed KVO registry keeps no entry for dead observers or objects")
    @MainActor
    struct KeyValueRegistryTests {
        @Test("observer and object both released: the registry count returns to its baseline")
        func bothReleased() throws {
            try GtkRuntime.initialize()
            let baseline = _KeyValueRegistry.count
            let finalized = FinalizationCounter()
            do {
                let bar = UIProgressView()
                let recorder = Recorder()
                bar.addObserver(recorder, forKeyPath: "progress", options: [.new], context: nil)
                bar.addObserver(recorder, forKeyPath: "alpha", options: [.new], context: nil)
                #expect(_KeyValueRegistry.count == baseline + 2)
                finalized.track(bar)
            }
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { finalized.finalized == 1 })
            #expect(_KeyValueRegistry.count == baseline)
        }

        @Test("the object released, the observer alive: its entries go when the object's GObject is finalized")
        func objectReleased() throws {
            try GtkRuntime.initialize()
            let baseline = _KeyValueRegistry.count
            let recorder = Recorder()
            let finalized = FinalizationCounter()
            do {
                let toggle = UISwitch()
                toggle.addObserver(recorder, forKeyPath: "isOn", options: [.new], context: nil)
                #expect(_KeyValueRegistry.count == baseline + 1)
                finalized.track(toggle)
            }
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { finalized.finalized == 1 })
            #expect(_KeyValueRegistry.count == baseline)
        }

        @Test("the observer released, the object alive: its entry goes at the object's next change")
        func observerReleased() throws {
            try GtkRuntime.initialize()
            let baseline = _KeyValueRegistry.count
            let bar = UIProgressView()
            let marker = Recorder()
            bar.addObserver(marker, forKeyPath: "progress", options: [.new], context: nil)
            do {
                let recorder = Recorder()
                bar.addObserver(recorder, forKeyPath: "progress", options: [.new], context: nil)
                #expect(_KeyValueRegistry.count == baseline + 2)
            }
            bar.progress = 0.5
            // The live observer saw the change, so the registrations were visited.
            #expect(marker.changes.count == 1)
            #expect(_KeyValueRegistry.count == baseline + 1)
            bar.removeObserver(marker, forKeyPath: "progress")
            #expect(_KeyValueRegistry.count == baseline)
        }
    }
}
