/// What a button does, for the toolkit to show it accordingly.
public struct ButtonRole: Sendable, Hashable {
    /// The role's name (`"destructive"`, `"cancel"`).
    public let name: String
    /// Deletes or discards something: shown in the destructive style (red in GTK's theme).
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels: an alert or confirmation dialog adds one itself when none is given.
    public static let cancel = ButtonRole(name: "cancel")
}
