import CGtk

/// Emitting argument-less signals from Swift (`g_signal_emitv`), e.g. to activate a widget or in
/// tests.
extension GObjectRef {
    /// Emits a signal that takes no arguments, such as `"clicked"` or `"activate"`.
    ///
    /// Traps with a clear message if the object has no such signal or the signal takes arguments.
    ///
    /// - Parameter signal: The (optionally detailed) signal name.
    public func emit(_ signal: String) {
        _ = _emit(signal, returnType: nil)
    }

    /// Emits an argument-less signal that returns `gboolean`, such as `"close-request"`.
    ///
    /// - Parameter signal: The signal name.
    /// - Returns: The value the handlers returned (GTK's accumulator stops at the first `true`).
    @discardableResult
    public func emitReturningBool(_ signal: String) -> Bool {
        _emit(signal, returnType: _GType.boolean)
    }

    /// Emits a signal that takes one string and returns `gboolean`, such as a label's
    /// `"activate-link"`.
    ///
    /// - Parameters:
    ///   - signal: The signal name.
    ///   - string: The argument.
    /// - Returns: The value the handlers returned.
    @discardableResult
    public func emitReturningBool(_ signal: String, string: String) -> Bool {
        let (signalID, detail, query) = _querySignal(signal)
        precondition(
            query.n_params == 1 && query.return_type & ~GType(1) == _GType.boolean,
            "signal '\(signal)' does not take one argument and return a boolean")
        var values = [GValue(), GValue()]
        g_value_init(&values[0], graft_object_type(_rawPointer))
        g_value_set_object(&values[0], _rawPointer)
        g_value_init(&values[1], _GType.string)
        g_value_set_string(&values[1], string)
        defer { for index in values.indices { g_value_unset(&values[index]) } }
        var result = GValue()
        g_value_init(&result, _GType.boolean)
        defer { g_value_unset(&result) }
        values.withUnsafeMutableBufferPointer { g_signal_emitv($0.baseAddress, signalID, detail, &result) }
        return g_value_get_boolean(&result) != 0
    }

    /// The id, detail and description of `signal`; traps with a clear message if there is none.
    func _querySignal(_ signal: String) -> (guint, GQuark, GSignalQuery) {
        var signalID: guint = 0
        var detail: GQuark = 0
        guard g_signal_parse_name(signal, graft_object_type(_rawPointer), &signalID, &detail, 0) != 0 else {
            preconditionFailure("\(typeName) has no signal '\(signal)'")
        }
        var query = GSignalQuery()
        g_signal_query(signalID, &query)
        return (signalID, detail, query)
    }

    private func _emit(_ signal: String, returnType: GType?) -> Bool {
        let (signalID, detail, query) = _querySignal(signal)
        precondition(query.n_params == 0, "signal '\(signal)' takes \(query.n_params) arguments; emit supports none")
        if let returnType {
            let declared = query.return_type & ~GType(1)  // strip G_SIGNAL_TYPE_STATIC_SCOPE
            precondition(declared == returnType, "signal '\(signal)' does not return a boolean")
        }
        var instance = GValue()
        g_value_init(&instance, graft_object_type(_rawPointer))
        g_value_set_object(&instance, _rawPointer)
        defer { g_value_unset(&instance) }
        guard let returnType else {
            g_signal_emitv(&instance, signalID, detail, nil)
            return false
        }
        var result = GValue()
        g_value_init(&result, returnType)
        defer { g_value_unset(&result) }
        g_signal_emitv(&instance, signalID, detail, &result)
        return g_value_get_boolean(&result) != 0
    }
}
