import Foundation

/// How large the user wants text: `@Environment(\.dynamicTypeSize)`, `.dynamicTypeSize(_:)`.
///
/// On GTK it follows the desktop's text scaling (GNOME's "Large Text" and text scaling factor,
/// which GTK sees as `gtk-xft-dpi`): a factor of 1 is `.large`, the default, and each size is the
/// one whose body text size is nearest the scaled default.
public enum DynamicTypeSize: Int, CaseIterable, Comparable, Hashable, Sendable {
    /// Smallest.
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// The default.
    case large
    /// Larger than the default.
    case xLarge
    /// Larger still.
    case xxLarge
    /// The largest non-accessibility size.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// Accessibility size 2.
    case accessibility2
    /// Accessibility size 3.
    case accessibility3
    /// Accessibility size 4.
    case accessibility4
    /// The largest accessibility size.
    case accessibility5

    /// Whether it is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Orders sizes from smallest to largest.
    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Body text in points at each size, as Apple's type ramp has it.
    static let bodySizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]

    /// How much larger than at `.large` text is at this size (1 at `.large`).
    public var _scale: Double { Self.bodySizes[rawValue] / 17 }

    /// The size whose scale is nearest `textScale` (the desktop's text scaling factor).
    ///
    /// - Parameter textScale: 1 for normal text, 1.25 for GNOME's "Large Text", …
    public init(textScale: Double) {
        let wanted = 17 * (textScale.isFinite && textScale > 0 ? textScale : 1)
        let nearest = Self.bodySizes.enumerated().min { abs($0.element - wanted) < abs($1.element - wanted) }
        self = DynamicTypeSize(rawValue: nearest?.offset ?? 3) ?? .large
    }
}

struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }

extension EnvironmentValues {
    /// The text size the user asked for; a window sets it from the desktop's text scaling.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

extension View {
    /// Shows the views below at `size` whatever the desktop asks for.
    ///
    /// - Parameter size: The text size.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        _EnvironmentWriter(content: self, key: DynamicTypeSizeKey.self, value: size)
    }

    /// Keeps the text size below within `range`.
    ///
    /// - Parameter range: The sizes allowed (`...DynamicTypeSize.xxLarge`, `.large ... .accessibility2`).
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        let bounds = ClosedRange<DynamicTypeSize>(
            uncheckedBounds: (
                lower: DynamicTypeSize.allCases.first { range.contains($0) } ?? .xSmall,
                upper: DynamicTypeSize.allCases.last { range.contains($0) } ?? .accessibility5
            ))
        return _EnvironmentWriter(content: self, key: "dynamicTypeSizeRange", value: bounds) { environment, bounds in
            environment.dynamicTypeSize = min(max(environment.dynamicTypeSize, bounds.lowerBound), bounds.upperBound)
        }
    }
}

/// A number that grows and shrinks with the user's text size: `@ScaledMetric var iconSize = 24.0`.
///
/// At `.large` (the desktop's normal text) it is the value given; at other sizes it is scaled as
/// body text is.
@propertyWrapper @MainActor
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let base: Value
    private let size = Environment(\.dynamicTypeSize)

    /// A metric of `wrappedValue` points at the default text size.
    ///
    /// - Parameter wrappedValue: The value at `.large`.
    public init(wrappedValue: Value) { base = wrappedValue }

    /// The value at the environment's text size.
    public var wrappedValue: Value { base * Value(size.wrappedValue._scale) }
}

extension ScaledMetric: _NodeInstallable, _InputComparable {
    func _install(in node: ViewNode, slot: Int) { size._install(in: node, slot: slot) }
    func _isSameInput(as other: Self) -> Bool { base == other.base }
}
