/// What both sides show, kept by each side: per row a text and an alternate text, and which of the
/// two every row shows. Strings are made before a clock starts, on both sides.
struct LabelData {
    var texts: [String]
    var alternates: [String]
    var showsAlternate = false

    init(count: Int) {
        texts = (0..<count).map { "Row \($0)" }
        alternates = (0..<count).map { "Row \($0), alternate" }
    }

    var count: Int { texts.count }

    /// The text each label shows.
    var shown: [String] { showsAlternate ? alternates : texts }

    /// Changes the text row `index` shows.
    mutating func setShown(_ text: String, at index: Int) {
        if showsAlternate { alternates[index] = text } else { texts[index] = text }
    }
}
