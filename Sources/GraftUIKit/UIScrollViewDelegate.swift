/// The scroll view's delegate (`UIScrollViewDelegate`); every method has a default.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed, by the user or in code.
    ///
    /// - Parameter scrollView: The scroll view.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
