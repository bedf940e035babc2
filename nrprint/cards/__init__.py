"""NetrunnerDB card data, imported at run time: derived facts for deck preparation."""
