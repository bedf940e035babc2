"""Layout: pure arithmetic that returns positions. Never imports the drawing library."""
