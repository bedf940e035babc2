"""Document types: each module registers the targets (PDF files) it can build."""
