// The raw side of the start-up benchmark: the hello app's widgets (a title, a text field, a button
// beside a count, a labelled switch, a progress bar) built with GTK's C calls, in a plain C program
// (no Swift runtime, no Foundation). On the window's first painted frame it prints
//   RESULT paint=<CLOCK_MONOTONIC ns> peak=<VmHWM bytes> webkit=<0|1> gstreamer=<0|1>
// and exits. StartupBenchmarks starts it and subtracts its own clock reading from before the start.
#include <gtk/gtk.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

static long long monotonic_ns(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
}

static long long peak_resident_bytes(void) {
    FILE *status = fopen("/proc/self/status", "r");
    if (!status) return 0;
    char line[256];
    long long kilobytes = 0;
    while (fgets(line, sizeof line, status)) {
        if (strncmp(line, "VmHWM:", 6) == 0) sscanf(line + 6, "%lld", &kilobytes);
    }
    fclose(status);
    return kilobytes * 1024;
}

static int maps_library(const char *prefix) {
    FILE *maps = fopen("/proc/self/maps", "r");
    if (!maps) return 0;
    char line[1024];
    int found = 0;
    while (!found && fgets(line, sizeof line, maps)) found = strstr(line, prefix) != NULL;
    fclose(maps);
    return found;
}

static gboolean painted = FALSE;

static void after_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    (void)data;
    if (painted) return;
    painted = TRUE;
    long long paint = monotonic_ns();
    printf("RESULT paint=%lld peak=%lld webkit=%d gstreamer=%d\n", paint, peak_resident_bytes(),
           maps_library("libwebkit") || maps_library("libjavascriptcore"), maps_library("libgst"));
    fflush(stdout);
}

static void on_realize(GtkWidget *window, gpointer data) {
    (void)data;
    GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
    g_signal_connect_after(clock, "after-paint", G_CALLBACK(after_paint), NULL);
}

int main(void) {
    if (!gtk_init_check()) {
        fprintf(stderr, "error: no display\n");
        return 2;
    }
    GtkWidget *window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(window), "Graft");
    gtk_window_set_default_size(GTK_WINDOW(window), 420, 320);

    GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    gtk_widget_set_margin_start(column, 24);
    gtk_widget_set_margin_end(column, 24);
    gtk_widget_set_margin_top(column, 24);
    gtk_widget_set_margin_bottom(column, 24);

    GtkWidget *title = gtk_label_new(NULL);
    gtk_label_set_markup(GTK_LABEL(title), "<span size=\"x-large\">Hello from Graft</span>");
    gtk_label_set_xalign(GTK_LABEL(title), 0);
    gtk_box_append(GTK_BOX(column), title);

    GtkWidget *entry = gtk_entry_new();
    gtk_entry_set_placeholder_text(GTK_ENTRY(entry), "Your name");
    gtk_box_append(GTK_BOX(column), entry);

    GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8);
    gtk_box_append(GTK_BOX(row), gtk_button_new_with_label("Increment"));
    gtk_box_append(GTK_BOX(row), gtk_label_new("Count: 0"));
    gtk_box_append(GTK_BOX(column), row);

    GtkWidget *toggle = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8);
    GtkWidget *toggle_label = gtk_label_new("Dark");
    gtk_widget_set_hexpand(toggle_label, TRUE);
    gtk_label_set_xalign(GTK_LABEL(toggle_label), 0);
    gtk_box_append(GTK_BOX(toggle), toggle_label);
    gtk_box_append(GTK_BOX(toggle), gtk_switch_new());
    gtk_box_append(GTK_BOX(column), toggle);

    GtkWidget *progress = gtk_progress_bar_new();
    gtk_progress_bar_set_fraction(GTK_PROGRESS_BAR(progress), 0);
    gtk_box_append(GTK_BOX(column), progress);

    gtk_window_set_child(GTK_WINDOW(window), column);
    g_signal_connect(window, "realize", G_CALLBACK(on_realize), NULL);
    gtk_window_present(GTK_WINDOW(window));
    while (!painted) g_main_context_iteration(NULL, TRUE);
    return 0;
}
