import Graft

/// The classic picker screen (filled in when the image picker lands).
struct PhotosScreen: View {
    var body: some View {
        Text("Photos")
    }
}
