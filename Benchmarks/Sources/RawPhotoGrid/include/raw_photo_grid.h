#ifndef GRAFT_RAW_PHOTO_GRID_H
#define GRAFT_RAW_PHOTO_GRID_H

/// The raw baseline of PhotoLibraryBenchmarks: a GtkGridView of thumbnails in plain C, doing what
/// Graft's photo library does (GtkStringList of paths, a signal list-item factory, thumbnails
/// decoded at scale with gdk_pixbuf_new_from_file_at_scale in a GTask thread, turned into a
/// texture there, cached by path, and set on the cell's GtkPicture on the main thread).
typedef struct RawPhotoGrid RawPhotoGrid;
/// The handle Swift keeps.
typedef RawPhotoGrid *RawPhotoGridRef;

/// Makes an empty grid whose thumbnails fit `side` pixels.
RawPhotoGrid *raw_photo_grid_new(int side);

/// Lists the photos of `directory` (names ending .jpg or .png), newest first, as the library does.
void raw_photo_grid_list(RawPhotoGrid *grid, const char *directory);

/// Opens a window titled `title` of `width` × `height` showing the photos, and presents it.
void raw_photo_grid_present(RawPhotoGrid *grid, const char *title, int width, int height);

/// How many pictures in the grid's cells show a thumbnail; `cells` receives the number of cells.
int raw_photo_grid_loaded(RawPhotoGrid *grid, int *cells);

/// Scrolls to `value` pixels from the top (clamped); returns the largest value.
double raw_photo_grid_scroll_to(RawPhotoGrid *grid, double value);

/// Destroys the window and frees the cache.
void raw_photo_grid_close(RawPhotoGrid *grid);

#endif
