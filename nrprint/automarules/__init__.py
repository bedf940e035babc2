"""The Automa rules booklet: ``layout`` plans the pages (pure arithmetic), ``draw`` writes them."""
