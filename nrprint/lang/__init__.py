"""Languages as data: declarations, printing typography, the generated pseudo-locale."""
