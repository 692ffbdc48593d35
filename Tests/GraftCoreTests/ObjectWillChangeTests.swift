import GraftCore
import GraftTestBackend
import Testing

/// An object with no `@Published` property that announces its changes by hand.
final class Thermometer: ObservableObject {
    private(set) var degrees = 20
    func warm() {
        objectWillChange.send()
        degrees += 1
    }
}

/// A subclass adding its own `@Published` property to its parent's.
class Vehicle: ObservableObject {
    @Published var speed = 0
}

final class Truck: Vehicle {
    @Published var load = 0
}

@MainActor
struct ThermometerView: View {
    @ObservedObject var thermometer: Thermometer
    var body: some View { Text("\(thermometer.degrees)°") }
}

@MainActor
struct TruckView: View {
    @ObservedObject var truck: Truck
    var body: some View { Text("\(truck.speed) km/h, \(truck.load) t") }
}

@Suite("objectWillChange")
@MainActor
struct ObjectWillChangeTests {
    @Test("An object with no @Published property has one publisher for its lifetime")
    func samePublisher() {
        let thermometer = Thermometer()
        let first = thermometer.objectWillChange
        let second = thermometer.objectWillChange
        #expect(first === second)
        #expect(Thermometer().objectWillChange !== first, "another object has its own publisher")
    }

    @Test("objectWillChange.send() by hand updates the views that observe the object")
    func manualSend() {
        let thermometer = Thermometer()
        let h = Harness(ThermometerView(thermometer: thermometer))
        #expect(h.root.texts == ["20°"])
        thermometer.warm()
        h.turn()
        #expect(h.root.texts == ["21°"])
        thermometer.warm()
        thermometer.warm()
        h.turn()
        #expect(h.root.texts == ["23°"])
    }

    @Test("A subclass's own and inherited @Published properties both update its views")
    func subclass() {
        let truck = Truck()
        let h = Harness(TruckView(truck: truck))
        truck.load = 3
        h.turn()
        #expect(h.root.texts == ["0 km/h, 3 t"])
        truck.speed = 80
        h.turn()
        #expect(h.root.texts == ["80 km/h, 3 t"])
        #expect(truck.objectWillChange.subscriberCount == 1)
    }

    @Test("Asking for the publisher does not keep the object alive")
    func doesNotRetain() {
        weak var released: Thermometer?
        do {
            let thermometer = Thermometer()
            released = thermometer
            _ = thermometer.objectWillChange
            let h = Harness(ThermometerView(thermometer: thermometer))
            h.graph.unmount()
        }
        #expect(released == nil)
    }
}
