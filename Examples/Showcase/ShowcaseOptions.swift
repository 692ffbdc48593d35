import Graft
import GraftMedia

/// The showcase's command line.
struct ShowcaseOptions {
    /// The page to open instead of the bundled start page (`--url`).
    var url: URL?
    /// Use GStreamer's test pattern as the camera (`--fake-camera`).
    var fakeCamera = false
    /// Render every screen to PNG files here and exit (`--snapshot DIR`).
    var snapshotFolder: String?
    /// Close the window after this many seconds, as its close button would (`--quit-after`).
    var quitAfter: Double?

    static let current = ShowcaseOptions(arguments: CommandLine.arguments)

    init(arguments: [String]) {
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            switch argument {
            case "--url": url = rest.popFirst().flatMap(URL.init(string:))
            case "--fake-camera": fakeCamera = true
            case "--snapshot": snapshotFolder = rest.popFirst()
            case "--quit-after": quitAfter = rest.popFirst().flatMap(Double.init)
            case "--help", "-h":
                print("usage: graft-showcase [--url URL] [--fake-camera] [--snapshot DIR] [--quit-after SECONDS]")
                exit(0)
            default:
                FileHandle.standardError.write(
                    Data("graft-showcase: unknown argument '\(argument)' (see --help)\n".utf8))
                exit(2)
            }
        }
    }
}
