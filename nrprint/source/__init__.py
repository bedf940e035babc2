"""The content source: YAML read with the position of every value, and the templates.

``reader`` (``load_yaml``, ``parse_yaml``) is the entry; ``text`` reads files and holds
the limits; ``doc`` is the loaded document (``SourceDoc``); ``fast`` is the fast
reader (rapidyaml), ``stream`` reads a big deck file a card at a time
(``load_yaml_items``), ``packed`` keeps a deck's cards deflated, ``compose`` is
PyYAML's composer with marks; ``cached`` keeps files' data in the disk cache;
``validate`` turns a document into pydantic objects with positioned diagnostics;
``templates`` reads ``templates/*.yaml``. May import ``nrprint.system`` and
``nrprint.diagnostics`` only.
"""
