/// The text field's delegate (`UITextFieldDelegate`): it can refuse edits and hears editing begin,
/// end and Return. Every method has a default, so a delegate implements only those it needs.
@MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether the field may take the focus; the default allows it.
    ///
    /// - Parameter textField: The field.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field took the focus.
    ///
    /// - Parameter textField: The field.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// The field lost the focus.
    ///
    /// - Parameter textField: The field.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether the characters in `range` (UTF-16 offsets, as in `NSString`) may be replaced by
    /// `string` — typing inserts (`range.length == 0`), deleting passes `""`. Returning `false`
    /// refuses the edit: the text does not change.
    ///
    /// - Parameters:
    ///   - textField: The field.
    ///   - range: The characters replaced.
    ///   - string: The new characters.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    /// The user pressed Return; return `true` to let the field end editing (it then sends
    /// `.editingDidEndOnExit`).
    ///
    /// - Parameter textField: The field.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Allows editing.
    ///
    /// - Parameter textField: The field.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    ///
    /// - Parameter textField: The field.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Does nothing.
    ///
    /// - Parameter textField: The field.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Allows every edit.
    ///
    /// - Parameters:
    ///   - textField: The field.
    ///   - range: The characters replaced.
    ///   - string: The new characters.
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    /// Lets the field end editing.
    ///
    /// - Parameter textField: The field.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
