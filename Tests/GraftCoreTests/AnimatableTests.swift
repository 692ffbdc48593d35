import Foundation
import GraftCore
import GraftTestBackend
import Testing

/// A bar `fraction` of its rectangle wide, which animates.
private struct Bar: Shape {
    var fraction: Double
    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }
    func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: 10)) }
}

/// The same bar without animatable data: it jumps.
private struct StillBar: Shape {
    var fraction: Double
    func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: 10)) }
}

@MainActor
private struct Bars: View {
    let animation: Animation?
    @State var full = false
    var body: some View {
        VStack {
            Bar(fraction: full ? 1 : 0.25)
            StillBar(fraction: full ? 1 : 0.25)
            Button("grow") { withAnimation(animation) { full = true } }
        }
    }
}

@Suite("Animatable and VectorArithmetic")
@MainActor
struct AnimatableTests {
    @Test("VectorArithmetic: Double, AnimatablePair and EmptyAnimatableData add, subtract and scale")
    func arithmetic() {
        var pair = AnimatablePair(2.0, AnimatablePair(CGFloat(4), Float(1)))
        pair.scale(by: 0.5)
        #expect(pair == AnimatablePair(1.0, AnimatablePair(CGFloat(2), Float(0.5))))
        #expect((pair + pair).first == 2 && (pair - pair) == .zero)
        #expect(AnimatablePair(3.0, 4.0).magnitudeSquared == 25)
        #expect(EmptyAnimatableData() + .zero == EmptyAnimatableData() && EmptyAnimatableData().magnitudeSquared == 0)
        #expect(2.5.scaled(by: 2) == 5)
    }

    @Test("Rounded rectangles and trimmed shapes expose what SwiftUI animates")
    func builtInAnimatableData() {
        var corner = RoundedRectangle(cornerRadius: 4)
        corner.animatableData = AnimatablePair(10, 6)
        #expect(corner.cornerSize == CGSize(width: 10, height: 6))
        var trim = Circle().trim(from: 0.1, to: 0.5)
        #expect(trim.animatableData.first == AnimatablePair(0.1, 0.5))
        trim.animatableData.first.second = 0.9
        #expect(trim.to == 0.9)
        #expect(Circle().animatableData == EmptyAnimatableData())
    }

    @Test("A shape whose data changes in withAnimation is animated on the frames; one without data is drawn at once")
    func animatedChange() {
        let h = Harness(Bars(animation: .linear(duration: 0.3)))
        let shapes = h.root.allWidgets.filter { $0.kind == "shape" }
        #expect(shapes.count == 2)
        #expect(shapes[0]["bounds"] == "\(CGRect(x: 0, y: 0, width: 25, height: 10))")
        h.first("button").click()
        h.turn()
        #expect(shapes[0]["animated"] == "shape")
        #expect(shapes[0]["bounds"] == "\(CGRect(x: 0, y: 0, width: 100, height: 10))", "ends at the new value")
        #expect(shapes[1]["animated"] == nil, "no animatable data: nothing to animate")
        #expect(shapes[1]["bounds"] == "\(CGRect(x: 0, y: 0, width: 100, height: 10))")
    }

    @Test("Without an animation the shape is drawn at its new value at once")
    func unanimatedChange() {
        let h = Harness(Bars(animation: nil))
        h.first("button").click()
        h.turn()
        let bar = h.root.allWidgets.filter { $0.kind == "shape" }[0]
        #expect(bar["animated"] == nil)
        #expect(bar["bounds"] == "\(CGRect(x: 0, y: 0, width: 100, height: 10))")
    }
}
