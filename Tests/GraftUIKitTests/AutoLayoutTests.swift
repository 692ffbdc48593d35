import GraftUIKit
import Testing

/// One Auto Layout case: constraints on a child of a 300 × 200 container, and the frame GTK gives.
struct LayoutCase: CustomTestStringConvertible, Sendable {
    let name: String
    let constraints: @MainActor @Sendable (_ child: UIView, _ container: UIView) -> [NSLayoutConstraint]
    let expected: [Int]
    var testDescription: String { name }

    static let all: [LayoutCase] = [
        LayoutCase(
            name: "pinned to all edges with insets",
            constraints: { child, box in
                [
                    child.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
                    child.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -20),
                    child.topAnchor.constraint(equalTo: box.topAnchor, constant: 5),
                    child.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -15),
                ]
            }, expected: [10, 5, 270, 180]),
        LayoutCase(
            name: "centred at a fixed size",
            constraints: { child, box in
                [
                    child.centerXAnchor.constraint(equalTo: box.centerXAnchor),
                    child.centerYAnchor.constraint(equalTo: box.centerYAnchor),
                    child.widthAnchor.constraint(equalToConstant: 100),
                    child.heightAnchor.constraint(equalToConstant: 40),
                ]
            }, expected: [100, 80, 100, 40]),
        LayoutCase(
            name: "proportional width and height",
            constraints: { child, box in
                [
                    child.leftAnchor.constraint(equalTo: box.leftAnchor),
                    child.topAnchor.constraint(equalTo: box.topAnchor),
                    child.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
                    child.heightAnchor.constraint(equalTo: box.heightAnchor, multiplier: 0.25, constant: 10),
                ]
            }, expected: [0, 0, 150, 60]),
        LayoutCase(
            name: "a required maximum beats a weaker wish",
            constraints: { child, box in
                let wish = child.widthAnchor.constraint(equalToConstant: 250)
                wish.priority = .defaultHigh
                return [
                    child.leadingAnchor.constraint(equalTo: box.leadingAnchor),
                    child.topAnchor.constraint(equalTo: box.topAnchor),
                    child.heightAnchor.constraint(equalToConstant: 30),
                    child.widthAnchor.constraint(lessThanOrEqualToConstant: 120),
                    wish,
                ]
            }, expected: [0, 0, 120, 30]),
        LayoutCase(
            name: "the higher of two priorities wins",
            constraints: { child, box in
                let low = child.widthAnchor.constraint(equalToConstant: 60)
                low.priority = .defaultLow
                let high = child.widthAnchor.constraint(equalToConstant: 90)
                high.priority = UILayoutPriority(999)
                return [
                    child.trailingAnchor.constraint(equalTo: box.trailingAnchor),
                    child.bottomAnchor.constraint(equalTo: box.bottomAnchor),
                    child.heightAnchor.constraint(greaterThanOrEqualToConstant: 50),
                    child.heightAnchor.constraint(lessThanOrEqualToConstant: 50),
                    low, high,
                ]
            }, expected: [210, 150, 90, 50]),
        LayoutCase(
            name: "inside the layout margins and the safe area",
            constraints: { child, box in
                [
                    child.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor),
                    child.trailingAnchor.constraint(equalTo: box.layoutMarginsGuide.trailingAnchor),
                    child.topAnchor.constraint(equalTo: box.safeAreaLayoutGuide.topAnchor, constant: 4),
                    child.heightAnchor.constraint(equalToConstant: 20),
                ]
            }, expected: [8, 4, 284, 20]),
    ]
}

extension UIKitSuite {
    @Suite("Auto Layout on GtkConstraintLayout")
    @MainActor
    struct AutoLayoutTests {
        @Test("constraints place a subview where UIKit would", arguments: LayoutCase.all)
        func placesSubview(_ layoutCase: LayoutCase) throws {
            try GtkRuntime.initialize()
            let container = UIView()
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(child)
            NSLayoutConstraint.activate(layoutCase.constraints(child, container))
            let window = try show(container)
            defer { window.destroy() }
            #expect(container.bounds.size == CGSize(width: 300, height: 200))
            #expect(rounded(child.frame) == layoutCase.expected)
            #expect(container.constraints.count == layoutCase.constraints(child, container).count)
        }

        @Test("a view placed by its frame sits at its frame; moving it moves the GTK widget")
        func frameLayout() throws {
            try GtkRuntime.initialize()
            let container = UIView()
            let child = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 60))
            container.addSubview(child)
            let window = try show(container)
            defer { window.destroy() }
            let laidOut = try #require(child.frame(in: container))
            #expect([laidOut.x, laidOut.y, laidOut.width, laidOut.height] == [30, 40, 50, 60])
            child.center = CGPoint(x: 150, y: 100)
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { child.frame(in: container)?.x == 125 })
            #expect(child.frame(in: container)?.y == 70)
        }

        @Test("deactivating and changing a constant lays the view out again")
        func changesRelayout() throws {
            try GtkRuntime.initialize()
            let container = UIView()
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(child)
            let width = child.widthAnchor.constraint(equalToConstant: 40)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                child.topAnchor.constraint(equalTo: container.topAnchor),
                child.heightAnchor.constraint(equalToConstant: 10), width,
            ])
            let window = try show(container)
            defer { window.destroy() }
            #expect(child.frame.width == 40)
            width.constant = 120
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { child.allocatedWidth == 120 })
            width.isActive = false
            #expect(!width.isActive)
            #expect(container.constraints.count == 3)
        }

        @Test("an unsatisfiable set logs one line naming the views and the layout goes on")
        func unsatisfiable() throws {
            try GtkRuntime.initialize()
            let container = UIView()
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(child)
            let before = _LayoutLog.lines.count
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                child.topAnchor.constraint(equalTo: container.topAnchor),
                child.heightAnchor.constraint(equalToConstant: 10),
                child.widthAnchor.constraint(equalToConstant: 100),
                child.widthAnchor.constraint(equalToConstant: 200),
            ])
            let window = try show(container)
            defer { window.destroy() }
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { _LayoutLog.lines.count > before })
            let lines = _LayoutLog.lines[before...]
            #expect(lines.count == 1)
            let line = try #require(lines.first)
            #expect(line.contains("Unable to simultaneously satisfy constraints"))
            #expect(line.contains("UIView:0x"))
            #expect(line.contains(".width == 100") && line.contains(".width == 200"))
            #expect([100, 200].contains(Int(child.frame.width.rounded())))
            // Another frame later, the same conflict is not logged again.
            child.setNeedsLayout()
            try settle(window)
            #expect(_LayoutLog.lines.count == before + 1)
        }
    }
}
