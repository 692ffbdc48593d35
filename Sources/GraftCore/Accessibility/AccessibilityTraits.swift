/// What kind of element a view is, for assistive technologies (SwiftUI's `AccessibilityTraits`).
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates traits from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A heading that divides content into sections (GTK role `heading`).
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 0)
    /// Something the user activates (GTK role `button`).
    public static let isButton = AccessibilityTraits(rawValue: 1 << 1)
    /// Currently selected (GTK state `selected`).
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// A picture (GTK role `img`).
    public static let isImage = AccessibilityTraits(rawValue: 1 << 3)
    /// Text that does not change (GTK role `label`).
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 4)
}

/// How an accessibility element treats the elements of its children (SwiftUI's
/// `AccessibilityChildBehavior`).
public struct AccessibilityChildBehavior: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case ignore, contain, combine }
    let kind: Kind

    /// The children are hidden; the element has only what its own modifiers give it.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The children stay separate elements inside this one (a group).
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// The children's text becomes this element's label, and the children are hidden.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}

/// What accessibility modifiers ask of the nearest widget below them.
///
/// Accessibility modifiers write into the environment, and the engine hands the attributes to the
/// backend for the first native widget below (not to that widget's children), so a modifier
/// describes exactly the element it is attached to, as in SwiftUI.
public struct AccessibilityAttributes: Sendable, Hashable {
    /// The name to announce instead of the automatic one.
    public var label: String?
    /// The hint, announced after the name and value.
    public var hint: String?
    /// The value to announce.
    public var value: String?
    /// Whether the element and its children are hidden from assistive technologies.
    public var isHidden = false
    /// Traits added.
    public var addedTraits: AccessibilityTraits = []
    /// Traits removed.
    public var removedTraits: AccessibilityTraits = []
    /// Whether this element stands for its children, and how.
    public var childBehavior: AccessibilityChildBehavior?
    /// What increments and decrements the element (`.accessibilityAdjustableAction`), making it
    /// adjustable.
    public var adjustableAction: AccessibilityAdjustableAction?

    /// No attributes.
    public init() {}

    /// The traits to apply: those added and not removed.
    public var traits: AccessibilityTraits { addedTraits.subtracting(removedTraits) }
}

private struct AccessibilityAttributesKey: EnvironmentKey {
    static let defaultValue: AccessibilityAttributes? = nil
}

extension EnvironmentValues {
    /// The accessibility attributes for the next native widget below; cleared for its children.
    public var _accessibility: AccessibilityAttributes? {
        get { self[AccessibilityAttributesKey.self] }
        set { self[AccessibilityAttributesKey.self] = newValue }
    }
}
