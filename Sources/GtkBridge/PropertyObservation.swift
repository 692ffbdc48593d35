import CGtk

/// Property observation — the GObject analogue of key-value observing — through `notify::NAME`.
///
/// Each observation is owned by a `SignalToken`; the handler runs on the main actor after every
/// change of the property (GObject emits `notify` when a setter runs, so some properties notify
/// even if the value did not change).
///
/// ```swift
/// let token = webView.observeDouble("estimated-load-progress") { progress in
///     bar.fraction = progress
/// }
/// for await progress in webView.values(of: "estimated-load-progress", as: Double.self) { … }
/// ```
extension GObjectRef {
    /// Observes changes of a property.
    ///
    /// Traps with a clear message if the object has no such property (a typo would otherwise
    /// observe nothing, silently).
    ///
    /// - Parameters:
    ///   - property: The property name, e.g. `"fraction"`.
    ///   - handler: Runs on the main actor after each change.
    /// - Returns: The token that owns the observation.
    @discardableResult
    public func observe(_ property: String, _ handler: @escaping @MainActor () -> Void) -> SignalToken {
        _requireProperty(property)
        return _connect("notify::\(property)", box: _SignalClosureBox { _, _ in handler() })
    }

    /// Observes a numeric property, passing its new value as a `Double`.
    ///
    /// - Parameters:
    ///   - property: The property name, e.g. `"estimated-load-progress"`.
    ///   - handler: Receives the new value on each change.
    /// - Returns: The token that owns the observation.
    @discardableResult
    public func observeDouble(_ property: String, _ handler: @escaping @MainActor (Double) -> Void) -> SignalToken {
        _observe(property, read: { $0.property(property, as: Double.self) }, handler)
    }

    /// Observes a boolean property, passing its new value.
    ///
    /// - Parameters:
    ///   - property: The property name, e.g. `"visible"`.
    ///   - handler: Receives the new value on each change.
    /// - Returns: The token that owns the observation.
    @discardableResult
    public func observeBool(_ property: String, _ handler: @escaping @MainActor (Bool) -> Void) -> SignalToken {
        _observe(property, read: { $0.property(property, as: Bool.self) }, handler)
    }

    /// Observes a string property, passing its new value (`nil` when unset).
    ///
    /// - Parameters:
    ///   - property: The property name, e.g. `"title"`.
    ///   - handler: Receives the new value on each change.
    /// - Returns: The token that owns the observation.
    @discardableResult
    public func observeString(_ property: String, _ handler: @escaping @MainActor (String?) -> Void) -> SignalToken {
        _observe(property, read: { .some($0.property(property, as: String.self)) }, handler)
    }

    /// The values of a numeric property as an asynchronous sequence: the current value first,
    /// then the value after each change.
    ///
    /// The stream finishes when the object dies. Cancelling the iterating task (or dropping the
    /// stream) ends the observation. The stream does not keep the object alive.
    ///
    /// - Parameters:
    ///   - property: The property name.
    ///   - type: `Double.self`.
    /// - Returns: A stream of values, buffering only the newest unread one.
    public func values(of property: String, as type: Double.Type) -> AsyncStream<Double> {
        _requireProperty(property)
        let (stream, continuation) = AsyncStream.makeStream(of: Double.self, bufferingPolicy: .bufferingNewest(1))
        if let current = self.property(property, as: Double.self) { continuation.yield(current) }
        // The box finishes the stream when GLib drops the handler: on disconnect or object death.
        let box = _SignalClosureBox(
            invoke: { params, _ in
                guard let object = _emitter(params), let value = object.property(property, as: Double.self) else {
                    return
                }
                continuation.yield(value)
            },
            onRelease: { continuation.finish() })
        let token = _connect("notify::\(property)", box: box)
        continuation.onTermination = { _ in
            Task { @MainActor in token.cancel() }
        }
        return stream
    }

    private func _observe<T>(
        _ property: String, read: @escaping @MainActor (GObjectRef) -> T?, _ handler: @escaping @MainActor (T) -> Void
    ) -> SignalToken {
        _requireProperty(property)
        // The handler reads through the emitting instance, so the closure does not retain `self`.
        return _connect(
            "notify::\(property)",
            box: _SignalClosureBox { params, _ in
                if let object = _emitter(params), let value = read(object) { handler(value) }
            })
    }

    private func _requireProperty(_ property: String) {
        precondition(hasProperty(property), "\(typeName) has no property '\(property)' to observe")
    }
}

/// A wrapper for the emitting instance (parameter 0 of every signal emission).
@MainActor
private func _emitter(_ params: UnsafeBufferPointer<GValue>) -> GObjectRef? {
    guard let first = params.baseAddress, let instance = g_value_get_object(first) else { return nil }
    return GObjectRef(retaining: OpaquePointer(instance))
}
