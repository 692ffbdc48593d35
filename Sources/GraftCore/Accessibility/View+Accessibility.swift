extension View {
    /// Sets the name assistive technologies announce for this view.
    ///
    /// ```swift
    /// Button { share() } label: { Image(systemName: "square.and.arrow.up") }
    ///     .accessibilityLabel("Share")
    /// ```
    ///
    /// - Parameter label: The name.
    /// - Returns: The labelled view.
    public func accessibilityLabel(_ label: String) -> some View {
        _accessibility("label", label) { $0.label = label }
    }

    /// Sets the name assistive technologies announce for this view, from a `Text`.
    ///
    /// - Parameter label: The name.
    /// - Returns: The labelled view.
    public func accessibilityLabel(_ label: Text) -> some View { accessibilityLabel(label.content) }

    /// Sets a hint: what happens when the user acts on the view (announced after its name).
    ///
    /// - Parameter hint: The hint.
    /// - Returns: The view with its hint.
    public func accessibilityHint(_ hint: String) -> some View {
        _accessibility("hint", hint) { $0.hint = hint }
    }

    /// Sets the value announced for the view, such as "3 of 5".
    ///
    /// - Parameter value: The value.
    /// - Returns: The view with its value.
    public func accessibilityValue(_ value: String) -> some View {
        _accessibility("value", value) { $0.value = value }
    }

    /// Hides the view, and what is inside it, from assistive technologies.
    ///
    /// - Parameter hidden: Whether it is hidden.
    /// - Returns: The view.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        _accessibility("hidden", hidden) { $0.isHidden = hidden }
    }

    /// Adds traits, such as `.isHeader` or `.isButton`.
    ///
    /// - Parameter traits: The traits to add.
    /// - Returns: The view.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        _accessibility("addTraits", traits) { $0.addedTraits.formUnion(traits) }
    }

    /// Removes traits the view would otherwise have.
    ///
    /// - Parameter traits: The traits to remove.
    /// - Returns: The view.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        _accessibility("removeTraits", traits) { $0.removedTraits.formUnion(traits) }
    }

    /// Makes this view one accessibility element standing for its children.
    ///
    /// ```swift
    /// HStack { Image(systemName: "star"); Text("4.5") }
    ///     .accessibilityElement(children: .combine)   // announced as one element, "4.5"
    /// ```
    ///
    /// - Parameter children: `.ignore` (the default) hides the children, `.combine` joins their
    ///   text into this element's label, `.contain` keeps them as a group.
    /// - Returns: The view.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        _accessibility("children", children) { $0.childBehavior = children }
    }

    private func _accessibility(
        _ name: String, _ value: some Hashable & Sendable, _ change: @escaping (inout AccessibilityAttributes) -> Void
    ) -> some View {
        _EnvironmentWriter(content: self, key: "accessibility." + name, value: value) { environment, _ in
            var attributes = environment._accessibility ?? AccessibilityAttributes()
            change(&attributes)
            environment._accessibility = attributes
        }
    }
}
