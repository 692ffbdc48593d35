import Graft

/// The showcase window: a sidebar of screens, and the chosen screen (or its code) beside it.
struct ShowcaseView: View {
    let model: ShowcaseModel

    var body: some View {
        HStack(spacing: 0) {
            sidebar.frame(width: 180)
            Divider()
            VStack(spacing: 0) {
                header
                Divider()
                if model.showsSource {
                    SourceView(code: model.source(of: model.screen))
                } else {
                    ScreenView(screen: model.screen, model: model)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
        .preferredColorScheme(model.colorScheme)
        .environment(\.cameraSource, ShowcaseOptions.current.fakeCamera ? .testPattern() : CameraSource.systemDefault)
    }

    private var sidebar: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Graft").font(.title2.bold()).padding(.bottom, 8)
            ForEach(ShowcaseScreen.allCases) { screen in
                Button(screen == model.screen ? "▸ \(screen.title)" : screen.title) { model.screen = screen }
            }
            Spacer()
            Toggle(
                "Dark",
                isOn: Binding(get: { model.colorScheme == .dark }, set: { model.colorScheme = $0 ? .dark : .light }))
        }
        .padding(12)
        .frame(maxHeight: .infinity)
    }

    private var header: some View {
        HStack {
            Text(model.screen.title).font(.title3.bold())
            Spacer()
            Toggle("Source", isOn: Binding(get: { model.showsSource }, set: { model.showsSource = $0 }))
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
    }
}

/// One screen of the showcase.
struct ScreenView: View {
    let screen: ShowcaseScreen
    let model: ShowcaseModel

    var body: some View {
        switch screen {
        case .browser: BrowserScreen(page: model.page)
        case .photos: PhotosScreen()
        case .widgets: HostedWidgetsScreen()
        case .previews: PreviewsScreen(colorScheme: model.colorScheme)
        }
    }
}

/// Code, in a scrolling monospaced column.
struct SourceView: View {
    let code: String

    var body: some View {
        ScrollView {
            Text(code).font(.body.monospaced()).padding(12)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
