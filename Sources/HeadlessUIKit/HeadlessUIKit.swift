// Filled in by the headless UIKit work.
