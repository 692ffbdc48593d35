/// A progress indicator with the configuration's labels: the label above (a bar's) or below (a
/// spinner's), the current-value label below in the secondary colour; the bare indicator when
/// there are none.
struct _LabeledProgress<Indicator: View>: View {
    let configuration: ProgressViewStyleConfiguration
    let alignment: HorizontalAlignment
    let tint: Color?
    var labelBelow = false
    @ViewBuilder let indicator: () -> Indicator
    @Environment(\.tint) private var outerTint

    var body: some View {
        if configuration.label == nil && configuration.currentValueLabel == nil {
            indicator().environment(\.tint, tint ?? outerTint)
        } else {
            VStack(alignment: alignment, spacing: 4) {
                if !labelBelow, let label = configuration.label { label }
                indicator().environment(\.tint, tint ?? outerTint)
                if labelBelow, let label = configuration.label { label }
                if let current = configuration.currentValueLabel {
                    current.font(.caption).foregroundColor(.secondary)
                }
            }
        }
    }
}

/// A determinate circular progress indicator: a faint track and, over it, an arc of the tint (or
/// accent) colour from the top, clockwise, as long as the fraction done.
struct _ProgressRing: View {
    let fraction: Double
    @Environment(\.tint) private var tint

    var body: some View {
        ZStack {
            Circle().stroke(Color.secondary.opacity(0.3), lineWidth: 3)
            Circle().trim(from: 0, to: min(max(fraction, 0), 1))
                .stroke(tint ?? Color.accentColor, lineWidth: 3)
                .rotationEffect(.degrees(-90))
        }
        .frame(width: 20, height: 20)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Progress")
        .accessibilityValue("\(Int((min(max(fraction, 0), 1) * 100).rounded())) percent")
    }
}

/// A progress view with the style of its environment applied.
struct _StyledProgressView: View {
    let configuration: ProgressViewStyleConfiguration
    @Environment(\._progressViewStyle) private var style
    var body: some View {
        if let style {
            style.makeBody(configuration).environment(\._progressViewStyle, nil)
        } else {
            DefaultProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A type-erased progress view style, as kept in the environment.
@MainActor
public struct _AnyProgressViewStyle {
    let makeBody: @MainActor (ProgressViewStyleConfiguration) -> AnyView
}

struct ProgressViewStyleKey: EnvironmentKey {
    static let defaultValue: _AnyProgressViewStyle? = nil
}

extension EnvironmentValues {
    /// The style of progress views below, set by `.progressViewStyle(_:)`; `nil` for the default.
    public var _progressViewStyle: _AnyProgressViewStyle? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the progress views below in `style`: a built-in one (`.linear`, `.circular`,
    /// `.automatic`) or one of your own.
    ///
    /// - Parameter style: The style.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\._progressViewStyle, _AnyProgressViewStyle { AnyView(style.makeBody(configuration: $0)) })
    }
}
