import Foundation

// StuntDouble writes failures outside a test straight to standard error,
// while `print` buffers standard output when it is not a terminal. Flushing
// after every line keeps the two in order, in a terminal and in a log
// alike (`swift run StuntDoubleTour 2>&1 | less`).

/// Prints a line of the tour's own narration.
func say(_ text: String = "") {
    print(text)
    fflush(nil)
}

/// Prints a section heading.
func heading(_ title: String) {
    say()
    say(title)
    say(String(repeating: "=", count: title.count))
}

/// Prints the caption of one step: what the next lines show.
func step(_ caption: String) {
    say()
    say("• \(caption)")
}
