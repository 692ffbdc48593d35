/// How a `Gauge` looks: one of the built-in styles (`.automatic`, `.linearCapacity`,
/// `.accessoryLinear`, `.accessoryLinearCapacity`, `.accessoryCircular`,
/// `.accessoryCircularCapacity`) or one of your own.
///
/// ```swift
/// struct Percent: GaugeStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Text("\(Int(configuration.value * 100)) %")
///     }
/// }
/// Gauge(value: 0.4) { Text("Load") }.gaugeStyle(Percent())
/// ```
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The value and labels of the gauge being styled.
    typealias Configuration = GaugeStyleConfiguration

    /// The gauge drawn from `configuration`.
    ///
    /// - Parameter configuration: The value and the labels.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `GaugeStyle` is given: where the value lies in the range, and the gauge's labels.
@MainActor
public struct GaugeStyleConfiguration {
    /// One of the gauge's labels, type-erased.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The label's content.
        public var body: some View { content }
    }
    /// The gauge's current-value label.
    public typealias CurrentValueLabel = Label
    /// The gauge's minimum-value label.
    public typealias MinimumValueLabel = Label
    /// The gauge's maximum-value label.
    public typealias MaximumValueLabel = Label

    let rawValue: Double
    let bounds: ClosedRange<Double>
    /// Where the value lies in the range: 0 at the lower end, 1 at the upper (clamped; 0 for NaN).
    public var value: Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0, !rawValue.isNaN else { return 0 }
        return min(max((rawValue - bounds.lowerBound) / span, 0), 1)
    }
    /// What the gauge measures.
    public var label: Label
    /// The value as a view, if the gauge has one.
    public var currentValueLabel: CurrentValueLabel?
    /// The label at the lower end, if the gauge has one.
    public var minimumValueLabel: MinimumValueLabel?
    /// The label at the upper end, if the gauge has one.
    public var maximumValueLabel: MaximumValueLabel?
}

/// The platform's default: a level bar with its labels around it (as `.linearCapacity`).
public struct DefaultGaugeStyle: GaugeStyle {
    /// The default style.
    public init() {}
    /// The level bar and its labels.
    ///
    /// - Parameter configuration: The value and the labels.
    public func makeBody(configuration: Configuration) -> some View {
        _LinearGauge(configuration: configuration, isAccessory: false)
    }
}

/// A level bar filling the width offered: the label above it, the bounds labels at its ends and
/// the current-value label below.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// The linear capacity style.
    public init() {}
    /// The level bar and its labels.
    ///
    /// - Parameter configuration: The value and the labels.
    public func makeBody(configuration: Configuration) -> some View {
        _LinearGauge(configuration: configuration, isAccessory: false)
    }
}

/// A compact level bar between its bounds labels, with the current-value label (or else the
/// label) above it.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// The accessory linear style.
    public init() {}
    /// The level bar and its labels.
    ///
    /// - Parameter configuration: The value and the labels.
    public func makeBody(configuration: Configuration) -> some View {
        _LinearGauge(configuration: configuration, isAccessory: true)
    }
}

/// A compact level bar with the label and current-value label above it.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// The accessory linear capacity style.
    public init() {}
    /// The level bar and its labels.
    ///
    /// - Parameter configuration: The value and the labels.
    public func makeBody(configuration: Configuration) -> some View {
        _LinearGauge(configuration: configuration, isAccessory: false)
            .font(.caption)
    }
}

/// An open ring (three quarters of a circle, gap at the bottom) filled up to the value, the
/// current-value label (or else the label) inside it and the bounds labels in the gap.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// The accessory circular style.
    public init() {}
    /// The ring and its labels.
    ///
    /// - Parameter configuration: The value and the labels.
    public func makeBody(configuration: Configuration) -> some View {
        _CircularGauge(configuration: configuration, isCapacity: false)
    }
}

/// A closed ring filled clockwise from the top up to the value, the current-value label (or else
/// the label) inside it.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// The accessory circular capacity style.
    public init() {}
    /// The ring and its label.
    ///
    /// - Parameter configuration: The value and the labels.
    public func makeBody(configuration: Configuration) -> some View {
        _CircularGauge(configuration: configuration, isCapacity: true)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's default: a level bar.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A level bar with its labels around it.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A compact level bar between its bounds labels.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A compact level bar with its labels above.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
        AccessoryLinearCapacityGaugeStyle()
    }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with the value inside.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A closed ring with the value inside.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}

/// A type-erased gauge style, as kept in the environment.
@MainActor
public struct _AnyGaugeStyle {
    let makeBody: @MainActor (GaugeStyleConfiguration) -> AnyView
}

struct GaugeStyleKey: EnvironmentKey {
    static let defaultValue: _AnyGaugeStyle? = nil
}

extension EnvironmentValues {
    /// The style of gauges below, set by `.gaugeStyle(_:)`; `nil` for the default.
    public var _gaugeStyle: _AnyGaugeStyle? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the gauges below in `style`: a built-in one or one of your own.
    ///
    /// - Parameter style: The style.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\._gaugeStyle, _AnyGaugeStyle { AnyView(style.makeBody(configuration: $0)) })
    }
}
