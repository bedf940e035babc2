"""Card effects the engine plays beyond the verbs' bookkeeping, what it plays of each
card type (``played``), and how much of a decklist that covers (``coverage``)."""
