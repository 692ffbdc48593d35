import Graft

/// The rounded border in both schemes at 200 × 200: the light fill is white, the dark one near-black.
struct RoundedBorder_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            RoundedBorder()
                .previewDisplayName("RoundedBorder (light)")
                .colorScheme(.light)
            RoundedBorder()
                .previewDisplayName("RoundedBorder (dark)")
                .colorScheme(.dark)
        }
        .previewLayout(.fixed(width: 200, height: 200))
    }
}

/// The controller example, its label pinned 16 px from the top and sides of a 240 × 80 canvas,
/// rendered light and dark.
struct RedLabel_Previews: PreviewProvider {
    static var previews: some View {
        RedLabel()
            .previewDisplayName("RedLabel")
            .previewLayout(.fixed(width: 240, height: 80))
    }
}
