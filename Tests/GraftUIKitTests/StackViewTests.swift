import GraftUIKit
import Testing

/// A view whose intrinsic content size is fixed, as a custom view reports its size to Auto Layout.
final class Block: UIView {
    let size: CGSize

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var intrinsicContentSize: CGSize { size }
}

/// One stack view case: three blocks (40 × 20, 60 × 30, 20 × 10) with spacing 10 in a 300 × 200
/// stack, the middle block hugging least, and the frames GTK gives them.
struct StackCase: CustomTestStringConvertible, Sendable {
    let axis: NSLayoutConstraint.Axis
    let distribution: UIStackView.Distribution
    let alignment: UIStackView.Alignment
    let expected: [[Int]]
    var testDescription: String { "\(axis) \(distribution) \(alignment)" }

    static let all: [StackCase] = [
        // Along a row of 300: 120 of blocks and 20 of gaps leave 160.
        StackCase(
            axis: .horizontal, distribution: .fill, alignment: .fill,
            expected: [[0, 0, 40, 200], [50, 0, 220, 200], [280, 0, 20, 200]]),
        StackCase(
            axis: .horizontal, distribution: .fillEqually, alignment: .top,
            expected: [[0, 0, 94, 20], [104, 0, 93, 30], [207, 0, 93, 10]]),
        StackCase(
            axis: .horizontal, distribution: .fillProportionally, alignment: .center,
            expected: [[0, 90, 94, 20], [104, 85, 113, 30], [227, 95, 73, 10]]),
        StackCase(
            axis: .horizontal, distribution: .equalSpacing, alignment: .bottom,
            expected: [[0, 180, 40, 20], [130, 170, 60, 30], [280, 190, 20, 10]]),
        StackCase(
            axis: .horizontal, distribution: .equalCentering, alignment: .fill,
            expected: [[0, 0, 40, 200], [130, 0, 60, 200], [280, 0, 20, 200]]),
        // Down a column of 200: 60 of blocks and 20 of gaps leave 120.
        StackCase(
            axis: .vertical, distribution: .fill, alignment: .leading,
            expected: [[0, 0, 40, 20], [0, 30, 60, 150], [0, 190, 20, 10]]),
        StackCase(
            axis: .vertical, distribution: .fillEqually, alignment: .trailing,
            expected: [[260, 0, 40, 60], [240, 70, 60, 60], [280, 140, 20, 60]]),
        StackCase(
            axis: .vertical, distribution: .fillProportionally, alignment: .fill,
            expected: [[0, 0, 300, 60], [0, 70, 300, 70], [0, 150, 300, 50]]),
        StackCase(
            axis: .vertical, distribution: .equalSpacing, alignment: .center,
            expected: [[130, 0, 40, 20], [120, 90, 60, 30], [140, 190, 20, 10]]),
    ]
}

/// Whether two lists hold the same objects in the same order.
func same<Element: AnyObject>(_ objects: [Element], _ others: [Element]) -> Bool {
    objects.elementsEqual(others, by: ===)
}

extension UIKitSuite {
    @Suite("UIStackView on GtkBox")
    @MainActor
    struct StackViewTests {
        private func blocks() -> [Block] {
            let blocks = [Block(40, 20), Block(60, 30), Block(20, 10)]
            blocks[1].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
            blocks[1].setContentHuggingPriority(UILayoutPriority(200), for: .vertical)
            return blocks
        }

        @Test("each axis, distribution and alignment gives the frames UIKit would", arguments: StackCase.all)
        func arranges(_ stackCase: StackCase) throws {
            try GtkRuntime.initialize()
            let views = blocks()
            let stack = UIStackView(arrangedSubviews: views)
            stack.axis = stackCase.axis
            stack.distribution = stackCase.distribution
            stack.alignment = stackCase.alignment
            stack.spacing = 10
            let window = try show(stack)
            defer { window.destroy() }
            #expect(stack.bounds.size == CGSize(width: 300, height: 200))
            #expect(views.map { rounded($0.frame) } == stackCase.expected)
            #expect(same(stack.arrangedSubviews, views))
            #expect(same(stack.subviews, views))
            #expect(views.allSatisfy { $0.superview === stack && !$0.translatesAutoresizingMaskIntoConstraints })
        }

        @Test("a hidden arranged view takes no room, and showing it again makes room")
        func hiddenViews() throws {
            try GtkRuntime.initialize()
            let views = [Block(40, 20), Block(60, 30), Block(20, 10)]
            views[2].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
            let stack = UIStackView(arrangedSubviews: views)
            stack.alignment = .leading
            stack.spacing = 10
            views[1].isHidden = true
            let window = try show(stack)
            defer { window.destroy() }
            #expect(rounded(views[0].frame) == [0, 0, 40, 20])
            #expect(rounded(views[2].frame) == [50, 0, 250, 10])
            views[1].isHidden = false
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { rounded(views[2].frame) == [120, 0, 180, 10] })
            #expect(rounded(views[1].frame) == [50, 0, 60, 30])
        }

        @Test("spacing, custom spacing and margin-relative arrangement move the views")
        func spacingChanges() throws {
            try GtkRuntime.initialize()
            let views = [Block(40, 20), Block(60, 30), Block(20, 10)]
            let stack = UIStackView(arrangedSubviews: views)
            stack.alignment = .top
            stack.distribution = .equalSpacing
            stack.spacing = 4
            let window = try show(stack, width: 200, height: 100)
            defer { window.destroy() }
            #expect(views.map { rounded($0.frame)[0] } == [0, 80, 180])
            stack.distribution = .fill
            stack.spacing = 20
            #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
            stack.setCustomSpacing(5, after: views[0])
            #expect(stack.customSpacing(after: views[0]) == 5)
            // The last block hugs as much as the others: the extra room is shared (GTK's box).
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { rounded(views[1].frame)[0] > 40 })
            views[2].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
            #expect(
                MainLoop.runUntil(timeout: .seconds(5)) {
                    views.map { rounded($0.frame)[0] } == [0, 45, 125] && rounded(views[2].frame)[2] == 75
                })
            stack.layoutMargins = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
            stack.isLayoutMarginsRelativeArrangement = true
            #expect(
                MainLoop.runUntil(timeout: .seconds(5)) {
                    rounded(views[0].frame) == [12, 8, 40, 20] && rounded(views[2].frame) == [137, 8, 51, 10]
                })
        }

        @Test("pinned with anchors in a superview, a stack view takes its content's size")
        func insideAutoLayout() throws {
            try GtkRuntime.initialize()
            let views = [Block(40, 20), Block(60, 30), Block(20, 10)]
            let stack = UIStackView(arrangedSubviews: views)
            stack.spacing = 10
            let window = try show(stack) { stack, container in
                [
                    stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                    stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 15),
                ]
            }
            defer { window.destroy() }
            #expect(rounded(stack.frame) == [10, 15, 140, 30])
            #expect(views.map { rounded($0.frame) } == [[0, 0, 40, 30], [50, 0, 60, 30], [120, 0, 20, 30]])
            stack.axis = .vertical
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { rounded(stack.frame) == [10, 15, 60, 80] })
        }

        @Test("labels of two sizes sit on one baseline with .firstBaseline, not with .top (pixels)")
        func firstBaseline() throws {
            try GtkRuntime.initialize()
            let large = UILabel()
            large.text = "XX"
            large.font = .systemFont(ofSize: 32)
            let small = UILabel()
            small.text = "xx"
            small.font = .systemFont(ofSize: 12)
            let stack = UIStackView(arrangedSubviews: [large, small])
            stack.alignment = .top
            stack.spacing = 10
            stack.backgroundColor = .white
            let window = try show(stack)
            defer { window.destroy() }
            /// The lowest row with ink under `label` (letters without descenders end on the baseline).
            func inkBottom(_ label: UILabel) throws -> Int {
                let image = try WidgetRenderer.renderImage(of: stack)
                let frame = label.frame
                var bottom = -1
                for y in 0..<image.height {
                    for x in Int(frame.minX)..<min(image.width, Int(frame.maxX))
                    where image.rgb(x, y).reduce(0, +) < 300 {
                        bottom = y
                    }
                }
                return bottom
            }
            let (largeTop, smallTop) = (try inkBottom(large), try inkBottom(small))
            #expect(largeTop > 0 && smallTop > 0)
            #expect(largeTop - smallTop > 8, "with .top the small text ends higher: \(largeTop) \(smallTop)")
            stack.alignment = .firstBaseline
            #expect(
                MainLoop.runUntil(timeout: .seconds(5)) {
                    guard let largeBottom = try? inkBottom(large), let smallBottom = try? inkBottom(small) else {
                        return false
                    }
                    return largeBottom > 0 && abs(largeBottom - smallBottom) <= 1
                })
        }

        @Test("removing an arranged view keeps it a subview; removing it from the stack ends its arrangement")
        func removal() throws {
            try GtkRuntime.initialize()
            let views = [Block(40, 20), Block(60, 30), Block(20, 10)]
            let stack = UIStackView(arrangedSubviews: views)
            stack.alignment = .top
            stack.distribution = .equalSpacing
            let window = try show(stack)
            defer { window.destroy() }
            #expect(rounded(views[1].frame) == [130, 0, 60, 30])
            stack.removeArrangedSubview(views[1])
            #expect(same(stack.arrangedSubviews, [views[0], views[2]]))
            #expect(same(stack.subviews, views))
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { rounded(views[2].frame)[0] == 280 })
            // It stays where the stack last placed it, at its own size.
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { rounded(views[1].frame) == [130, 0, 60, 30] })
            views[2].removeFromSuperview()
            #expect(same(stack.arrangedSubviews, [views[0]]))
            #expect(views[2].superview == nil)
            let extra = Block(10, 10)
            stack.insertArrangedSubview(extra, at: 0)
            stack.addArrangedSubview(views[2])
            #expect(same(stack.arrangedSubviews, [extra, views[0], views[2]]))
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { rounded(views[0].frame)[0] == 125 })
        }
    }
}
