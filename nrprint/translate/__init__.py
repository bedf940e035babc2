"""Translation tooling: status and acceptance of reviews (``status``), gettext catalogs
exported and imported (``catalog_export``, ``catalog_import``), the translatable entries
of the content (``entries``) and edits of content YAML in place (``yamledit``).

Sits above the rules model: may import ``checks``, ``model``, ``lang``, ``source``,
``system``; never ``documents``, ``pipeline`` or the command line.
"""
