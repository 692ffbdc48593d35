/// How to compare two values of a snapshot format, and how to store them.
///
/// A `Diffing` turns a value into the bytes of a reference file and back, and compares a
/// reference with a fresh value. ``Diffing/image(precision:perPixelTolerance:)`` compares images.
///
/// ```swift
/// let exact = Diffing<RGBAImage>.image()
/// let lenient = Diffing<RGBAImage>.image(precision: 0.99, perPixelTolerance: 4)
/// ```
public struct Diffing<Value> {
    /// The bytes of the reference file for a value.
    public var toData: (Value) throws -> [UInt8]
    /// A value from the bytes of a reference file.
    public var fromData: ([UInt8]) throws -> Value
    /// `nil` when `actual` matches `reference`; otherwise why not, and an optional picture of the
    /// difference (stored next to the actual value on failure).
    public var diff: (_ reference: Value, _ actual: Value) -> (message: String, artifact: Value?)?

    /// A diffing from its three functions.
    ///
    /// - Parameters:
    ///   - toData: Encodes a value as the bytes of a file.
    ///   - fromData: Decodes a value from those bytes.
    ///   - diff: Compares a reference with an actual value; `nil` means they match.
    public init(
        toData: @escaping (Value) throws -> [UInt8], fromData: @escaping ([UInt8]) throws -> Value,
        diff: @escaping (_ reference: Value, _ actual: Value) -> (message: String, artifact: Value?)?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

/// A snapshot strategy: how to turn a value under test into a snapshot format, and how to diff
/// and store that format.
///
/// Strategies are static members, so assertions read as sentences:
///
/// ```swift
/// assertSnapshot(of: RoundedBorder(), as: .image(layout: .fixed(width: 200, height: 200)))
/// assertSnapshot(of: preview, as: .image(colorScheme: .dark))
/// ```
///
/// Make a strategy for a new type from an existing one with ``pullback(_:)``.
public struct Snapshotting<Value, Format> {
    /// The reference files' extension, such as `"png"`.
    public var pathExtension: String
    /// How snapshots are compared and stored.
    public var diffing: Diffing<Format>
    /// Makes a snapshot of a value (on the main actor, where views render).
    public var snapshot: @MainActor (Value) throws -> Format

    /// A strategy from its parts.
    ///
    /// - Parameters:
    ///   - pathExtension: The reference files' extension.
    ///   - diffing: How snapshots are compared and stored.
    ///   - snapshot: Makes a snapshot of a value.
    public init(
        pathExtension: String, diffing: Diffing<Format>, snapshot: @escaping @MainActor (Value) throws -> Format
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// A strategy for `NewValue` that first transforms it into this strategy's value.
    ///
    /// - Parameter transform: Turns the new value into one this strategy snapshots.
    /// - Returns: The new strategy, with the same format, extension and diffing.
    public func pullback<NewValue>(
        _ transform: @escaping @MainActor (NewValue) throws -> Value
    ) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { value in
            try snapshot(try transform(value))
        }
    }
}
