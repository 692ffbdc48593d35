import CGtk

extension Gtk {
    /// A menu's items, sections and submenus (`GMenu`), as a menu bar or popover menu shows them.
    ///
    /// ```swift
    /// let file = Gtk.MenuModel()
    /// file.appendItem(label: "Save", action: "menu.save", accelerator: "<Control>s")
    /// let bar = Gtk.MenuModel()
    /// bar.appendSubmenu(label: "File", file)
    /// ```
    public final class MenuModel: GObjectRef {
        /// An empty menu.
        public init() { super.init(adopting: g_menu_new()!) }

        private init(existing pointer: OpaquePointer) { super.init(retaining: pointer) }

        /// Adds an item that activates `action` (`"prefix.name"` of an action group the widget sees).
        ///
        /// - Parameters:
        ///   - label: The item's text.
        ///   - action: The detailed action name.
        ///   - accelerator: The key GTK shows beside the label, as `gtk_accelerator_parse` reads it.
        public func appendItem(label: String, action: String, accelerator: String? = nil) {
            let item = g_menu_item_new(label, action)!
            if let accelerator { g_menu_item_set_attribute_value(item, "accel", g_variant_new_string(accelerator)) }
            g_menu_append_item(gobjectPointer, item)
            g_object_unref(UnsafeMutableRawPointer(item))
        }

        /// Adds `section` as a section: GTK draws a separator between sections.
        public func appendSection(_ section: MenuModel) {
            g_menu_append_section(gobjectPointer, nil, section.modelPointer)
        }

        /// Adds `submenu` under an item titled `label`.
        public func appendSubmenu(label: String, _ submenu: MenuModel) {
            g_menu_append_submenu(gobjectPointer, label, submenu.modelPointer)
        }

        var modelPointer: UnsafeMutablePointer<GMenuModel> { pointer(as: GMenuModel.self) }

        /// How many items the menu has (sections and submenus count as one item each).
        public var itemCount: Int { Int(g_menu_model_get_n_items(modelPointer)) }

        /// The string attribute `name` (`"label"`, `"action"`, `"accel"`) of item `index`.
        public func attribute(_ name: String, at index: Int) -> String? {
            guard let value = g_menu_model_get_item_attribute_value(modelPointer, gint(index), name, nil) else {
                return nil
            }
            defer { g_variant_unref(value) }
            guard g_variant_is_of_type(value, g_variant_type_checked_("s")) != 0 else { return nil }
            return String(cString: g_variant_get_string(value, nil))
        }

        /// The menu linked from item `index` as `"submenu"` or `"section"`.
        public func link(_ name: String, at index: Int) -> MenuModel? {
            guard let linked = g_menu_model_get_item_link(modelPointer, gint(index), name) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(linked)) }
            return MenuModel(existing: OpaquePointer(linked))
        }
    }

    /// Named actions a widget and the widgets inside it can activate (`GSimpleActionGroup` of
    /// `GSimpleAction`s), inserted with ``Widget/insertActionGroup(_:prefix:)``.
    public final class ActionGroup: GObjectRef {
        private var actions: [String: (action: GObjectRef, token: SignalToken)] = [:]

        /// An empty group.
        public init() { super.init(adopting: OpaquePointer(g_simple_action_group_new()!)) }

        private var mapPointer: OpaquePointer { gobjectPointer }

        /// Adds (or replaces) the action `name`, which runs `activate`.
        ///
        /// - Parameters:
        ///   - name: The action's name within the group.
        ///   - activate: Runs on each activation (a menu item, a shortcut).
        public func addAction(_ name: String, activate: @escaping @MainActor () -> Void) {
            removeAction(name)
            let action = GObjectRef(adopting: g_simple_action_new(name, nil)!)
            let token = action.connect("activate", withArguments: { _ in activate() })
            g_action_map_add_action(mapPointer, action.gobjectPointer)
            actions[name] = (action, token)
        }

        /// Removes the action `name`.
        public func removeAction(_ name: String) {
            guard let old = actions.removeValue(forKey: name) else { return }
            old.token.cancel()
            g_action_map_remove_action(mapPointer, name)
        }

        /// The names of the group's actions.
        public var actionNames: [String] { Array(actions.keys) }

        /// Whether the action `name` can be activated (a disabled one's menu item is greyed out).
        public func isEnabled(_ name: String) -> Bool {
            g_action_group_get_action_enabled(gobjectPointer, name) != 0
        }

        /// Enables or disables the action `name`.
        public func setEnabled(_ name: String, _ enabled: Bool) {
            guard let action = actions[name]?.action, isEnabled(name) != enabled else { return }
            g_simple_action_set_enabled(action.gobjectPointer, enabled ? 1 : 0)
        }

        /// Activates the action `name` as a menu item would (nothing happens while it is disabled).
        public func activate(_ name: String) { g_action_group_activate_action(gobjectPointer, name, nil) }
    }

    /// A menu bar showing a ``MenuModel``'s submenus as its menus (`GtkPopoverMenuBar`).
    public final class PopoverMenuBar: Widget {
        /// A menu bar for `model`.
        public init(model: MenuModel) {
            super.init(takingFloating: OpaquePointer(gtk_popover_menu_bar_new_from_model(model.modelPointer)!))
        }

        /// Shows `model` instead.
        public func setModel(_ model: MenuModel) {
            gtk_popover_menu_bar_set_menu_model(gobjectPointer, model.modelPointer)
        }
    }
}

extension Gtk.Widget {
    /// Makes `group`'s actions available to this widget and the widgets inside it as `prefix.name`.
    ///
    /// - Parameters:
    ///   - group: The actions.
    ///   - prefix: The prefix of their names, such as `"menu"`.
    public func insertActionGroup(_ group: Gtk.ActionGroup, prefix: String) {
        gtk_widget_insert_action_group(widgetPointer, prefix, group.gobjectPointer)
    }

    /// Activates the action `name` (`"prefix.name"`) as this widget sees it.
    ///
    /// - Returns: Whether an action of that name was found.
    @discardableResult
    public func activateAction(_ name: String) -> Bool {
        gtk_widget_activate_action_variant(widgetPointer, name, nil) != 0
    }
}

extension Gtk {
    /// Keys that activate named actions from anywhere in a window, before the focused widget sees
    /// them (a `GtkShortcutController` in the capture phase, with `GtkKeyvalTrigger`s and
    /// `GtkNamedAction`s), as an application's accelerators do.
    public final class ActionShortcuts: GObjectRef {
        private weak var widget: Widget?

        /// An empty set of shortcuts on `widget` (a window).
        public init(on widget: Widget) {
            super.init(adopting: gtk_shortcut_controller_new()!)
            gtk_event_controller_set_propagation_phase(gobjectPointer, GTK_PHASE_CAPTURE)
            self.widget = widget
            g_object_ref(UnsafeMutableRawPointer(gobjectPointer))  // the widget takes this one
            gtk_widget_add_controller(widget.widgetPointer, gobjectPointer)
        }

        /// Adds a shortcut: the accelerator (`"<Control>s"`, as `gtk_accelerator_parse` reads it)
        /// activates `action` (`"prefix.name"`).
        ///
        /// - Returns: false when GTK cannot parse the accelerator.
        @discardableResult
        public func add(accelerator: String, action: String) -> Bool {
            var keyval: guint = 0
            var modifiers = GdkModifierType(rawValue: 0)
            guard gtk_accelerator_parse(accelerator, &keyval, &modifiers) != 0, keyval != 0 else { return false }
            let trigger = gtk_keyval_trigger_new(keyval, modifiers)
            let shortcut = gtk_shortcut_new(trigger, gtk_named_action_new(action))
            gtk_shortcut_controller_add_shortcut(gobjectPointer, shortcut)
            return true
        }

        /// Removes every shortcut.
        public func removeAll() {
            let model = gobjectPointer
            while g_list_model_get_n_items(model) > 0, let item = g_list_model_get_item(model, 0) {
                gtk_shortcut_controller_remove_shortcut(gobjectPointer, OpaquePointer(item))
                g_object_unref(item)
            }
        }

        /// Takes the shortcuts off their window.
        public func remove() {
            guard let widget else { return }
            self.widget = nil
            gtk_widget_remove_controller(widget.widgetPointer, gobjectPointer)
        }
    }
}
