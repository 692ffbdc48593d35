// `graft-previews`: renders every PreviewProvider of the targets this executable links (listed by
// the GraftPreviewsRegistry plugin) to `.build/previews/`, light and dark, with a contact sheet.
import Graft

PreviewCommand.main(providers: graftPreviewProviders)
