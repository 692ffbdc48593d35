import GtkBridge
import Testing

@Suite("GObject ownership")
@MainActor
struct GObjectLifetimeTests {
    @Test("10,000 widgets: none finalized while held, every one finalized when dropped")
    func createAndDropTenThousand() throws {
        try TestDisplay.ensure()
        let counter = FinalizationCounter()
        var labels: [GObjectRef] = []
        labels.reserveCapacity(10_000)
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<10_000 {
            let label = try GObjectRef(typeName: "GtkLabel")
            counter.track(label)
            labels.append(label)
        }
        MainLoop.drain()
        #expect(counter.finalized == 0)
        #expect(labels.allSatisfy { $0.referenceCount == 1 })
        let created = clock.now
        labels.removeAll()
        let dropped = clock.now
        #expect(counter.finalized == 10_000)
        print(
            "GObjectLifetimeTests: tracked \(counter.trackedCount), finalized \(counter.finalized); "
                + "create+track \(created - start), drop \(dropped - created)")
    }

    @Test("The wrapper sinks the floating reference and owns exactly one")
    func ownsOneReference() throws {
        try TestDisplay.ensure()
        let counter = FinalizationCounter()
        var bar: GObjectRef? = try GObjectRef(typeName: "GtkProgressBar")
        counter.track(bar!)
        #expect(bar!.referenceCount == 1)
        #expect(bar!.typeName == "GtkProgressBar")
        #expect(bar!.isA("GtkWidget"))
        #expect(!bar!.isA("GtkWindow"))
        bar = nil
        #expect(counter.finalized == 1)
    }

    @Test("Plain GObjects (not floating) are adopted, not leaked")
    func adoptsPlainObjects() throws {
        try TestDisplay.ensure()
        let counter = FinalizationCounter()
        var list: GObjectRef? = try GObjectRef(typeName: "GtkStringList")
        counter.track(list!)
        #expect(list!.referenceCount == 1)
        list = nil
        #expect(counter.finalized == 1)
    }

    @Test("Unknown and abstract types give typed errors")
    func typeErrors() throws {
        try TestDisplay.ensure()
        #expect(throws: GObjectError.unknownType("GtkNoSuchThing")) { try GObjectRef(typeName: "GtkNoSuchThing") }
        #expect(throws: GObjectError.notInstantiable("GtkWidget")) { try GObjectRef(typeName: "GtkWidget") }
    }

    @Test("Lazily registered GTK types are resolved by name")
    func resolvesLazyTypes() throws {
        try TestDisplay.ensure()
        let spinner = try GObjectRef(typeName: "GtkSpinner")
        #expect(spinner.typeName == "GtkSpinner")
    }
}

@Suite("Generic property access")
@MainActor
struct PropertyAccessTests {
    @Test("Bool, Int, Double and String properties round-trip through GValue")
    func roundTrip() throws {
        try TestDisplay.ensure()
        let label = try GObjectRef(typeName: "GtkLabel")
        try label.setProperty("label", "Hello")
        try label.setProperty("selectable", true)
        try label.setProperty("max-width-chars", 12)
        try label.setProperty("xalign", 0.25)
        #expect(label.property("label", as: String.self) == "Hello")
        #expect(label.property("selectable", as: Bool.self) == true)
        #expect(label.property("max-width-chars", as: Int.self) == 12)
        #expect(label.property("xalign", as: Double.self) == 0.25)
    }

    @Test("Enum properties accept nicks and integers")
    func enums() throws {
        try TestDisplay.ensure()
        let label = try GObjectRef(typeName: "GtkLabel")
        try label.setProperty("halign", "center")
        #expect(label.property("halign", as: String.self) == "center")
        try label.setProperty("halign", 1)  // GTK_ALIGN_START
        #expect(label.property("halign", as: String.self) == "start")
        #expect(label.property("halign", as: Int.self) == 1)
    }

    @Test("Missing, read-only and mistyped properties give typed errors")
    func errors() throws {
        try TestDisplay.ensure()
        let label = try GObjectRef(typeName: "GtkLabel")
        #expect(throws: GObjectError.noSuchProperty(typeName: "GtkLabel", property: "nope")) {
            try label.setProperty("nope", 1)
        }
        #expect(throws: GObjectError.self) { try label.setProperty("label", 3.5) }
        #expect(throws: GObjectError.propertyNotWritable(typeName: "GtkLabel", property: "scale-factor")) {
            try label.setProperty("scale-factor", 2)
        }
        #expect(label.property("nope", as: Int.self) == nil)
        #expect(label.property("label", as: Double.self) == nil)
    }
}
