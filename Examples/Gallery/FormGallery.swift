import Graft

/// A settings form: fields, a secure field, a toggle, a group box, an editor and a disclosure group.
struct FormGallery: View {
    @State private var name = "Ada"
    @State private var password = "secret"
    @State private var notify = true
    @State private var notes = "Two lines\nof notes"
    @State private var showsAdvanced = true

    var body: some View {
        Form {
            TextField("Name", text: $name)
            SecureField("Password", text: $password)
            Toggle("Notifications", isOn: $notify)
            GroupBox("Notes") {
                TextEditor(text: $notes).frame(height: 50)
            }
            DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                Text("Hue-based colour").foregroundColor(Color(hue: 0.75, saturation: 0.6, brightness: 0.8))
            }
        }
    }
}

/// The form, light and dark.
struct Form_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            FormGallery().previewDisplayName("Form (light)").colorScheme(.light)
            FormGallery().previewDisplayName("Form (dark)").colorScheme(.dark)
        }
        .previewLayout(.fixed(width: 360, height: 400))
    }
}
