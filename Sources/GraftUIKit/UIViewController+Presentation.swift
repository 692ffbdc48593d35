extension UIViewController {
    /// Shows `viewControllerToPresent` modally: in a GTK window transient for this controller's
    /// window (GTK's modal dialog), until `dismiss(animated:completion:)` or the user closes it.
    ///
    /// - Parameters:
    ///   - viewControllerToPresent: The controller to show.
    ///   - flag: Accepted; GTK presents windows without an animation of Graft's.
    ///   - completion: Runs once the presented view is shown (mapped).
    public func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (@MainActor () -> Void)? = nil
    ) {
        guard presentedViewController == nil, viewControllerToPresent.presentingViewController == nil else {
            _LayoutLog.once(
                "GraftUIKit: present(_:animated:) ignored: \(type(of: self)) is already presenting a controller")
            return
        }
        let window = Gtk.Window(title: viewControllerToPresent.title)
        window.isModal = true
        if let root = viewIfLoaded?.root, root.isA("GtkWindow") {
            let parentWindow = Gtk.Window(retaining: root.gobjectPointer)
            window.transientFor = parentWindow
            window.setDefaultSize(
                width: max(parentWindow.allocatedWidth, 320), height: max(parentWindow.allocatedHeight, 240))
        }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        viewControllerToPresent.presentationWindow = window
        window.child = viewControllerToPresent.widgetController.view
        let closeToken = window.onCloseRequest { [weak viewControllerToPresent] in
            viewControllerToPresent?.endPresentation()
            return true
        }
        viewControllerToPresent.presentationTokens = [closeToken]
        if let completion {
            var mapToken: SignalToken?
            mapToken = window.connect("map") {
                mapToken?.cancel()
                completion()
            }
            if let mapToken { viewControllerToPresent.presentationTokens.append(mapToken) }
        }
        window.present()
    }

    /// Dismisses the controller this one presented, or this one if it was presented.
    ///
    /// - Parameters:
    ///   - flag: Accepted; the window closes at once.
    ///   - completion: Runs after the presented view left the screen.
    public func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
        let presented = presentedViewController ?? (presentingViewController != nil ? self : nil)
        presented?.endPresentation()
        completion?()
    }

    private func endPresentation() {
        guard let window = presentationWindow else { return }
        presentationWindow = nil
        for token in presentationTokens { token.cancel() }
        presentationTokens.removeAll()
        window.child = nil
        window.destroy()
        presentingViewController?.presentedViewController = nil
        presentingViewController = nil
    }
}
