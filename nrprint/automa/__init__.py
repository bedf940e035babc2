"""Automa print-and-play cards: vocabulary, card geometry, icons, drawing, stress decks."""
