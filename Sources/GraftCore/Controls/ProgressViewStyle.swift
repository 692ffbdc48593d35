/// How a `ProgressView` looks: one of the built-in styles (`.linear`, `.circular`, `.automatic`) or
/// one of your own.
///
/// ```swift
/// struct Percent: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) %")
///     }
/// }
/// ProgressView(value: 0.4).progressViewStyle(Percent())
/// ```
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The progress and labels of the progress view being styled.
    typealias Configuration = ProgressViewStyleConfiguration

    /// The progress view drawn from `configuration`.
    ///
    /// - Parameter configuration: The fraction completed and the labels.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ProgressViewStyle` is given: how far the task is, and the progress view's labels.
@MainActor
public struct ProgressViewStyleConfiguration {
    /// The progress view's label view.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The label's content.
        public var body: some View { content }
    }
    /// The progress view's current-value label view.
    public struct CurrentValueLabel: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The label's content.
        public var body: some View { content }
    }

    /// The part of the task done, 0…1, or nil when it is not known.
    public let fractionCompleted: Double?
    /// What is in progress, if the progress view has a label.
    public var label: Label?
    /// How far it is, if the progress view has a current-value label.
    public var currentValueLabel: CurrentValueLabel?
}

/// The platform's default: a bar for a known fraction, a spinner when it is unknown.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The default style.
    public init() {}
    /// A bar (`GtkProgressBar`) for a known fraction, else a spinner (`GtkSpinner`).
    ///
    /// - Parameter configuration: The fraction completed and the labels.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A bar (`GtkProgressBar`) filling the width offered: the label above it, the current-value
/// label below; an unknown fraction shows an empty bar, as on iOS.
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    /// The bar style, in the accent colour (or the `.tint(_:)` above).
    public init() { tint = nil }
    /// The bar style with the bar filled in `tint`.
    ///
    /// - Parameter tint: The colour of the filled part.
    public init(tint: Color) { self.tint = tint }
    /// The labels and the bar.
    ///
    /// - Parameter configuration: The fraction completed and the labels.
    public func makeBody(configuration: Configuration) -> some View {
        _LabeledProgress(configuration: configuration, alignment: .leading, tint: tint) {
            _ProgressBar(fraction: configuration.fractionCompleted ?? 0)
        }
    }
}

/// A spinner (`GtkSpinner`) while the fraction is unknown; a known fraction shows as a ring filled
/// clockwise from the top, as on the Mac (GTK has no determinate spinner: the ring is drawn). The
/// label goes below.
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    /// The circular style, in the accent colour (or the `.tint(_:)` above).
    public init() { tint = nil }
    /// The circular style with the ring filled in `tint` (GTK's spinner keeps the theme's colour).
    ///
    /// - Parameter tint: The colour of the filled part of the ring.
    public init(tint: Color) { self.tint = tint }
    /// The spinner or ring, and the labels.
    ///
    /// - Parameter configuration: The fraction completed and the labels.
    public func makeBody(configuration: Configuration) -> some View {
        _LabeledProgress(configuration: configuration, alignment: .center, tint: tint, labelBelow: true) {
            if let fraction = configuration.fractionCompleted {
                _ProgressRing(fraction: fraction)
            } else {
                _Spinner()
            }
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's default: a bar, or a spinner when the fraction is unknown.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner, or a ring for a known fraction.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
