"""The turn-sequence summary: per-language pages, the run flowchart, the bilingual table."""
