import GraftCore

/// A setting of a `#Preview`: its layout, orientation or a modifier, as SwiftUI's `PreviewTrait`.
///
/// ```swift
/// #Preview("Card", traits: .fixedLayout(width: 200, height: 100), .landscapeLeft) { Card() }
/// ```
public struct PreviewTrait<T> {
    let _kind: _PreviewTraitKind
}

/// What a ``PreviewTrait`` sets.
enum _PreviewTraitKind {
    case layout(PreviewLayout)
    case orientation(InterfaceOrientation)
    case modifier(_AnyPreviewModifier)
}

extension Preview {
    /// The kind of ``PreviewTrait`` a `#Preview` of a view takes.
    public enum ViewTraits {}
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The default: the ``PreviewLayout/device`` canvas (390 × 844), turned by an orientation trait.
    public static var defaultLayout: PreviewTrait { PreviewTrait(_kind: .layout(.device)) }

    /// The content's natural size (``PreviewLayout/sizeThatFits``).
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(_kind: .layout(.sizeThatFits)) }

    /// Exactly `width` × `height` (``PreviewLayout/fixed(width:height:)``), whatever the orientation.
    ///
    /// - Parameters:
    ///   - width: The width in points (pixels at scale 1).
    ///   - height: The height in points.
    public static func fixedLayout(width: Double, height: Double) -> PreviewTrait {
        PreviewTrait(_kind: .layout(.fixed(width: Int(width.rounded()), height: Int(height.rounded()))))
    }

    /// The device canvas upright (the default).
    public static var portrait: PreviewTrait { PreviewTrait(_kind: .orientation(.portrait)) }
    /// The device canvas upside down: the same size as ``portrait``.
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(_kind: .orientation(.portraitUpsideDown)) }
    /// The device canvas on its side (844 × 390), home button on the left.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(_kind: .orientation(.landscapeLeft)) }
    /// The device canvas on its side (844 × 390), home button on the right.
    public static var landscapeRight: PreviewTrait { PreviewTrait(_kind: .orientation(.landscapeRight)) }

    /// Wraps the preview in `modifier`, with the context it shares with every preview that uses
    /// the same modifier type (see ``PreviewModifier``).
    ///
    /// - Parameter modifier: The modifier.
    @MainActor public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait {
        PreviewTrait(_kind: .modifier(_AnyPreviewModifier(modifier)))
    }
}

/// The orientation of the device canvas a preview is rendered on, as SwiftUI's.
public struct InterfaceOrientation: Hashable, Sendable, CaseIterable, Identifiable {
    /// A stable name: `"portrait"`, `"landscapeLeft"`, …
    public let id: String

    /// Upright.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// On its side, the top to the left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// On its side, the top to the right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    /// The four orientations.
    public static let allCases: [InterfaceOrientation] = [
        .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
    ]

    /// Whether the canvas is wider than tall.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The traits of one `#Preview`, combined: the last layout and orientation win, modifiers apply
/// in order (the first one outermost).
struct _ResolvedPreviewTraits {
    var layout: PreviewLayout = .device
    var orientation: InterfaceOrientation = .portrait
    var modifiers: [_AnyPreviewModifier] = []

    init(_ traits: [PreviewTrait<Preview.ViewTraits>]) {
        for trait in traits {
            switch trait._kind {
            case .layout(let value): layout = value
            case .orientation(let value): orientation = value
            case .modifier(let value): modifiers.append(value)
            }
        }
    }

    /// The layout to render at: a landscape orientation turns the device canvas on its side.
    var effectiveLayout: PreviewLayout {
        guard layout == .device, orientation.isLandscape else { return layout }
        return .fixed(width: PreviewLayout.deviceSize.height, height: PreviewLayout.deviceSize.width)
    }
}
