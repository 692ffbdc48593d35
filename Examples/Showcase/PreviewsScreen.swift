import Graft

/// The showcase's own previews (every `PreviewProvider` it links, found at build time), rendered
/// live to images, light and dark, and rendered again when the window's colour scheme changes.
struct PreviewsScreen: View {
    let colorScheme: ColorScheme

    var body: some View {
        PreviewGallery().id(colorScheme)
    }
}

/// Renders the previews when it appears.
struct PreviewGallery: View {
    @State private var renders: [PreviewRender] = []
    @State private var failure: String?

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                if let failure {
                    Text("The previews could not be rendered: \(failure)").foregroundColor(.red)
                }
                ForEach(renders) { render in
                    VStack(alignment: .leading, spacing: 6) {
                        Text(render.name).font(.headline)
                        HStack(alignment: .top, spacing: 12) {
                            ForEach(render.images.indices, id: \.self) { index in Image(render.images[index]) }
                            Spacer()
                        }
                    }
                }
            }
            .padding(16)
        }
        .onAppear(perform: render)
    }

    private func render() {
        do {
            renders = try PreviewRender.all()
        } catch {
            failure = "\(error)"
        }
    }
}

/// One preview, rendered in its schemes: light and dark, or the one it pins.
struct PreviewRender: Identifiable {
    let id: String
    let name: String
    let images: [PlatformImage]

    /// Renders every preview the showcase links.
    @MainActor
    static func all() throws -> [PreviewRender] {
        try PreviewCatalog(providers: graftPreviewProviders).previews.map { preview in
            PreviewRender(
                id: preview.id, name: preview.displayName,
                images: try preview.colorSchemes.map { try image(PreviewRenderer.render(preview, colorScheme: $0)) })
        }
    }

    private static func image(_ render: PreviewImage) throws -> PlatformImage {
        let pixels = try render.pixels()
        return try PlatformImage(width: pixels.width, height: pixels.height, rgba: pixels.pixels)
    }
}

/// The browser's toolbar in both schemes, at a fixed size.
struct BrowserToolbar_Previews: PreviewProvider {
    static var previews: some View {
        HStack(spacing: 6) {
            Button("Back") {}
            Button("Forward") {}
            Button("Reload") {}
            TextField("Enter an address", text: .constant("graft-showcase://start/"))
        }
        .padding(8)
        .previewDisplayName("Browser toolbar")
        .previewLayout(.fixed(width: 420, height: 56))
    }
}
