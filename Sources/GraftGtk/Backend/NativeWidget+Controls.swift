import GraftCore
import GtkBridge

// The per-kind handles of GtkBackend for leaf controls: each holds its typed GTK widget and the
// state and callbacks only its kind has.

/// A `Text`: a `GtkLabel`.
@MainActor
public final class NativeLabel: NativeWidget {
    let label: Gtk.Label
    /// The text (or markup key) last set, to skip unchanged updates.
    var lastText: String?
    /// The environment the colour and font were last applied from: while the environment is that
    /// same version, they are the same.
    var textStyleEnvironment: EnvironmentValues?
    init(_ label: Gtk.Label) {
        self.label = label
        super.init(label)
    }
}

/// A `Button`: a `GtkButton` holding its label views (in a box when there are several).
@MainActor
public final class NativeButton: NativeWidget {
    let button: Gtk.Button
    /// The box holding several label views; `nil` while there is one.
    var contentBox: Gtk.Box?
    /// What runs when the user clicks.
    var action: (@MainActor () -> Void)?
    /// The `.keyboardShortcut` that activates the button, and what runs it.
    var installedShortcut: GtkBackend.InstalledShortcut?
    init(_ button: Gtk.Button) {
        self.button = button
        super.init(button)
    }
    override var menuItemButton: Gtk.Button? { button }
    override var isNamedByContent: Bool { true }
    override var namingWidgets: [Gtk.Widget] { contentBox.map { [$0] } ?? children.map(\.widget) }
    override func placeChildren(_ children: [NativeWidget], _ backend: GtkBackend) {
        backend.setButtonChildren(self, children)
    }
    override func dropCallbacks() {
        action = nil
        installedShortcut?.remove(from: button)
        installedShortcut = nil
    }
}

/// A `TextField` or `SecureField`: a `GtkEntry`.
@MainActor
public final class NativeTextField: NativeWidget {
    let entry: Gtk.Entry
    /// The text last set or typed.
    var lastText: String?
    /// What runs when the user edits the text.
    var onChange: (@MainActor (String) -> Void)?
    /// What runs when the user presses Enter.
    var onSubmit: (@MainActor () -> Void)?
    init(_ entry: Gtk.Entry) {
        self.entry = entry
        super.init(entry)
    }
    override func dropCallbacks() {
        onChange = nil
        onSubmit = nil
    }
}

/// A `TextEditor`: a `GtkTextView` in a scrolled window.
@MainActor
public final class NativeTextEditor: NativeWidget {
    let editor: Gtk.TextView
    /// The text last set or typed.
    var lastText: String?
    /// What runs when the user edits the text.
    var onChange: (@MainActor (String) -> Void)?
    init(_ scroller: Gtk.ScrolledWindow, editor: Gtk.TextView) {
        self.editor = editor
        super.init(scroller)
    }
    override var accessibleTarget: Gtk.Widget { editor }
    override func dropCallbacks() { onChange = nil }
}

/// An `Image`: a `GtkPicture`.
@MainActor
public final class NativeImage: NativeWidget {
    let picture: Gtk.Picture
    /// The source shown, to skip reloading it.
    var source: Image.Source?
    init(_ picture: Gtk.Picture) {
        self.picture = picture
        super.init(picture)
    }
}

/// A linear `ProgressView`: a `GtkProgressBar`.
@MainActor
public final class NativeProgressBar: NativeWidget {
    let bar: Gtk.ProgressBar
    init(_ bar: Gtk.ProgressBar) {
        self.bar = bar
        super.init(bar)
    }
}

/// A `Divider`: a `GtkSeparator`.
@MainActor
public final class NativeDivider: NativeWidget {
    let separator: Gtk.Separator
    init(_ separator: Gtk.Separator) {
        self.separator = separator
        super.init(separator)
    }
}

/// A `Slider`: a `GtkScale`.
@MainActor
public final class NativeSlider: NativeWidget {
    let scale: Gtk.Scale
    /// What runs when the user moves the slider.
    var onChange: (@MainActor (Double) -> Void)?
    init(_ scale: Gtk.Scale) {
        self.scale = scale
        super.init(scale)
    }
    override func dropCallbacks() { onChange = nil }
}

/// A `Picker`: a `GtkDropDown`, or linked toggle buttons for the segmented style.
@MainActor
public final class NativeChoice: NativeWidget {
    /// The control showing the choices.
    enum Control {
        /// A drop-down menu.
        case dropDown(Gtk.DropDown)
        /// A row of joined toggle buttons.
        case segmented(Gtk.Box)
    }
    let control: Control
    /// The segmented style's buttons, their titles and the tokens of their `toggled` handlers.
    var segments: [(label: String, button: Gtk.ToggleButton, token: SignalToken)] = []
    /// What runs when the user chooses (an index).
    var onSelect: (@MainActor (Int) -> Void)?
    init(_ control: Control) {
        self.control = control
        switch control {
        case .dropDown(let dropDown): super.init(dropDown)
        case .segmented(let box): super.init(box)
        }
    }
    override func dropCallbacks() { onSelect = nil }
}

/// A `Shape`: a `GtkDrawingArea` drawing its latest drawing.
@MainActor
public final class NativeShape: NativeWidget {
    let area: Gtk.DrawingArea
    let state: ShapeState
    init(_ area: Gtk.DrawingArea, state: ShapeState) {
        self.area = area
        self.state = state
        super.init(area)
    }
}

/// A `List`, `LazyVStack` or `LazyVGrid`: a recycling `GtkListView` (or grid).
@MainActor
public final class NativeList: NativeWidget {
    let list: Gtk.ListView
    init(_ list: Gtk.ListView) {
        self.list = list
        super.init(list)
    }
}

/// A `DatePicker`'s calendar: inline, or in the popover of a button showing the date.
@MainActor
public final class NativeDatePicker: NativeWidget {
    let parts: GtkBackend.DatePickerParts
    init(_ widget: Gtk.Widget, parts: GtkBackend.DatePickerParts) {
        self.parts = parts
        super.init(widget)
    }
    override func dropCallbacks() { parts.onPick = nil }
}
