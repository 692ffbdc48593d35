// How a `NavigationStack` reads its path and makes its pages at a cost that does not grow with the
// screens below the top: the path's values are converted to `AnyHashable` only where they changed
// since the last read, and the pages of unchanged screens, in blocks, are the same objects as before.

/// A stack's path binding with its element type erased.
@MainActor
struct _NavigationPathAccess {
    /// Reads the binding's values into a reader.
    let read: (_NavigationPathReader) -> Void
    /// How many values the path holds.
    let count: () -> Int
    /// Appends a value (one not of the path's element type is left out, as a typed path cannot hold it).
    let append: (AnyHashable) -> Void
    /// Removes the last value, if any.
    let removeLast: () -> Void
}

/// The typed values of the path as last read, to compare the next read with.
private final class _TypedPathValues<Data: Hashable> {
    let values: [Data]
    init(_ values: [Data]) { self.values = values }
}

/// A stack's path values as `AnyHashable`, kept from read to read: a read compares the binding's
/// values with those of the last read as their own type and converts only the ones after the
/// first that differs.
@MainActor
final class _NavigationPathReader {
    /// The values, root side first.
    private(set) var values: [AnyHashable] = []
    /// The first position whose value may have changed since `takeFirstChange()`.
    private var firstChange = 0
    /// The last typed values read from a binding (nil while the stack reads its own path).
    private var typed: AnyObject?

    /// Reads a binding's values.
    func read<Data: Hashable>(_ new: [Data]) {
        var same = 0
        if let old = (typed as? _TypedPathValues<Data>)?.values {
            let common = min(old.count, new.count)
            while same < common && old[same] == new[same] { same += 1 }
        }
        typed = _TypedPathValues(new)
        if same == values.count && same == new.count { return }
        values.removeSubrange(min(same, values.count)...)
        values.append(contentsOf: new[same...].lazy.map { AnyHashable($0) })
        firstChange = min(firstChange, same)
    }

    /// Takes the stack's own path, edited since the last read at the positions `noteOwnChange` told.
    func adopt(_ own: [AnyHashable]) {
        if typed != nil {
            typed = nil
            firstChange = 0
        }
        values = own
    }

    /// Records that the stack's own path changed from `position` on.
    func noteOwnChange(from position: Int) { firstChange = min(firstChange, position) }

    /// The first position whose value may have changed since the last call (`values.count` when none has).
    func takeFirstChange() -> Int {
        defer { firstChange = Int.max }
        return min(firstChange, values.count)
    }
}

/// The pages made for a stack's screens above the root, kept so that a push or a pop makes the
/// pages of the screens that changed only and leaves the blocks below them the same objects.
@MainActor
final class _NavigationScreens {
    private var pages: [_NavigationPage] = []
    private var blocks: [_NavigationPageBlock] = []

    /// The blocks of pages for the path's `values` (of which those from `firstChange` on may have
    /// changed) and the screens pushed as views above them.
    func blocks(
        model: _NavigationModel, values: [AnyHashable], firstChange: Int, pushed: [Int]
    ) -> [_NavigationPageBlock] {
        let count = values.count + pushed.count
        // The first page that may differ: a changed value, or the first screen pushed as a view.
        var first = min(firstChange, values.count, pages.count)
        if first == values.count {
            var index = first
            while index < min(count, pages.count), pages[index].screen == .pushed(pushed[index - values.count]) {
                index += 1
            }
            first = index
        }
        if first == count && pages.count == count { return blocks }
        pages.removeSubrange(first...)
        pages.reserveCapacity(count)
        for index in first..<count {
            let screen: _NavigationPage.Screen =
                index < values.count ? .value(values[index]) : .pushed(pushed[index - values.count])
            pages.append(_NavigationPage(model: model, level: index + 1, screen: screen))
        }
        let size = _PageStack.blockSize
        let kept = first / size
        blocks.removeSubrange(min(kept, blocks.count)...)
        var start = blocks.count * size
        while start < pages.count {
            let end = min(start + size, pages.count)
            blocks.append(_NavigationPageBlock(run: _NavigationPageRun(Array(pages[start..<end]))))
            start = end
        }
        return blocks
    }
}
