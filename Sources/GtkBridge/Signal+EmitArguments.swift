import CGtk

/// Emitting signals that take numeric arguments, as GTK's own input handling does — to drive event
/// controllers (a drag gesture's `drag-update`, a key controller's `key-pressed`) from tests.
extension GObjectRef {
    /// Emits `signal` with numeric arguments, each converted to the signal's parameter type
    /// (`double`, `int`, `uint`, enum or flags).
    ///
    /// - Parameters:
    ///   - signal: The signal name, e.g. `"drag-update"`.
    ///   - arguments: One number per parameter.
    /// - Returns: The `gboolean` the handlers returned, or `false` for a signal without one.
    @discardableResult
    public func emit(_ signal: String, arguments: [Double]) -> Bool {
        let (signalID, detail, query) = _querySignal(signal)
        precondition(
            Int(query.n_params) == arguments.count, "signal '\(signal)' takes \(query.n_params) arguments")
        var values = [GValue](repeating: GValue(), count: arguments.count + 1)
        g_value_init(&values[0], graft_object_type(_rawPointer))
        g_value_set_object(&values[0], _rawPointer)
        for (index, number) in arguments.enumerated() {
            let type = query.param_types[index] & ~GType(1)  // strip G_SIGNAL_TYPE_STATIC_SCOPE
            g_value_init(&values[index + 1], type)
            var source = GValue()
            g_value_init(&source, _GType.double)
            g_value_set_double(&source, number)
            if g_type_fundamental(type) == _GType.flags {
                g_value_set_flags(&values[index + 1], guint(number))
            } else if g_type_fundamental(type) == _GType.enumeration {
                g_value_set_enum(&values[index + 1], gint(number))
            } else {
                g_value_transform(&source, &values[index + 1])
            }
            g_value_unset(&source)
        }
        defer { for index in values.indices { g_value_unset(&values[index]) } }
        let returnType = query.return_type & ~GType(1)
        guard returnType == _GType.boolean else {
            g_signal_emitv(values, signalID, detail, nil)
            return false
        }
        var result = GValue()
        g_value_init(&result, returnType)
        defer { g_value_unset(&result) }
        g_signal_emitv(values, signalID, detail, &result)
        return g_value_get_boolean(&result) != 0
    }
}

extension Gtk.Widget {
    /// The event controllers attached to the widget whose class is (or derives from) `typeName`,
    /// e.g. `"GtkGestureDrag"` or `"GtkEventControllerKey"`.
    ///
    /// - Parameter typeName: A controller type name.
    public func eventControllers(ofType typeName: String) -> [GObjectRef] {
        guard let model = gtk_widget_observe_controllers(widgetPointer) else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(model)) }
        var controllers: [GObjectRef] = []
        for index in 0..<g_list_model_get_n_items(model) {
            guard let item = g_list_model_get_item(model, index) else { continue }
            let controller = GObjectRef(adopting: OpaquePointer(item))
            if controller.isA(typeName) { controllers.append(controller) }
        }
        return controllers
    }
}
