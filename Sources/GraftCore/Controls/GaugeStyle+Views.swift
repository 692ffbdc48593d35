/// A gauge with the style of its environment applied.
struct _StyledGauge: View {
    let configuration: GaugeStyleConfiguration
    @Environment(\._gaugeStyle) private var style
    var body: some View {
        if let style {
            style.makeBody(configuration).environment(\._gaugeStyle, nil)
        } else {
            DefaultGaugeStyle().makeBody(configuration: configuration)
        }
    }
}

/// A level bar with the configuration's labels: the label (and, for an accessory, the
/// current-value label) above, the bounds labels at the bar's ends, the current-value label below.
struct _LinearGauge: View {
    let configuration: GaugeStyleConfiguration
    let isAccessory: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if isAccessory {
                if let current = configuration.currentValueLabel { current } else { configuration.label }
            } else {
                configuration.label
            }
            HStack(spacing: 6) {
                if let minimum = configuration.minimumValueLabel { minimum.foregroundColor(.secondary) }
                _LevelBar(value: configuration.rawValue, bounds: configuration.bounds)
                if let maximum = configuration.maximumValueLabel { maximum.foregroundColor(.secondary) }
            }
            if !isAccessory, let current = configuration.currentValueLabel {
                current.font(.caption).foregroundColor(.secondary)
            }
        }
    }
}

/// A ring filled up to the configuration's value: closed and from the top for a capacity gauge,
/// else open at the bottom with the bounds labels in the gap; the current-value label (or the
/// label) inside.
struct _CircularGauge: View {
    let configuration: GaugeStyleConfiguration
    let isCapacity: Bool
    @Environment(\.tint) private var tint

    var body: some View {
        let sweep = isCapacity ? 1.0 : 0.75
        ZStack {
            Group {
                Circle().trim(from: 0, to: sweep).stroke(Color.secondary.opacity(0.3), lineWidth: 5)
                Circle().trim(from: 0, to: sweep * configuration.value)
                    .stroke(tint ?? Color.accentColor, lineWidth: 5)
            }
            .rotationEffect(.degrees(isCapacity ? -90 : 135))
            if let current = configuration.currentValueLabel { current } else { configuration.label }
            if !isCapacity {
                VStack {
                    Spacer()
                    HStack {
                        if let minimum = configuration.minimumValueLabel { minimum }
                        Spacer()
                        if let maximum = configuration.maximumValueLabel { maximum }
                    }
                    .font(.caption2)
                }
            }
        }
        .frame(width: 52, height: 52)
        .accessibilityElement(children: .combine)
        .accessibilityValue("\(Int((configuration.value * 100).rounded())) percent")
    }
}
