import Graft
import GraftMedia

/// The showcase window: a sidebar of screens, and the chosen screen (or its code) beside it.
struct ShowcaseView: View {
    let model: ShowcaseModel

    var body: some View {
        NavigationSplitView {
            sidebar
        } detail: {
            VStack(spacing: 0) {
                header
                Divider()
                if model.showsSource {
                    SourceView(code: model.source(of: model.screen))
                } else {
                    ScreenView(screen: model.screen, model: model)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .preferredColorScheme(model.colorScheme)
        .onAppear { model.start() }
        .environment(\.cameraSource, ShowcaseOptions.current.fakeCamera ? .testPattern() : CameraSource.systemDefault)
    }

    private var sidebar: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Graft").font(.title2.bold()).padding(.horizontal, 12).padding(.top, 12)
            List(ShowcaseScreen.allCases, selection: selection) { screen in
                Text(screen.title).padding(.horizontal, 12).padding(.vertical, 6)
            }
            Toggle("Dark", isOn: isDark).frame(width: 130).padding(12)
        }
        .frame(maxHeight: .infinity)
    }

    /// The sidebar's selection: the screen shown (never none).
    private var selection: Binding<ShowcaseScreen.ID?> {
        Binding(
            get: { model.screen.id }, set: { id in model.screen = ShowcaseScreen(rawValue: id ?? "") ?? model.screen })
    }

    private var isDark: Binding<Bool> {
        Binding(get: { model.colorScheme == .dark }, set: { model.colorScheme = $0 ? .dark : .light })
    }

    private var header: some View {
        HStack {
            Text(model.screen.title).font(.title3.bold())
            Spacer()
            Toggle("Source", isOn: Binding(get: { model.showsSource }, set: { model.showsSource = $0 }))
                .frame(width: 130)
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
