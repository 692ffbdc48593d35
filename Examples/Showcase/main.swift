import Graft

// `graft-showcase [--url URL] [--fake-camera] [--snapshot DIR] [--quit-after SECONDS]`
//
// With `--snapshot DIR` it renders every screen, light and dark, to PNG files in DIR, prints their
// paths and exits; otherwise it opens the showcase window.
if let folder = ShowcaseOptions.current.snapshotFolder {
    ShowcaseSnapshots.run(into: folder)
}
ShowcaseApp.main()
