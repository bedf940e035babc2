#!/bin/bash
# The 53 PDF hashes the big-deck work compares before and after a change:
# every shipped PDF, then the stress decks (900 runner cards in en/fr/de, 900 Corp
# cards, 9,000 and 18,000 runner cards in en). Run it on two `git archive` copies
# (each with its own venv) and diff the two lists.
# usage: bench/pdf_hashes.sh CHECKOUT OUTDIR > hashes.txt
set -euo pipefail
WT=$(cd "$1" && pwd); O=$2
rm -rf "$O"; mkdir -p "$O"; O=$(cd "$O" && pwd)
cd "$WT"
NB=$WT/.venv/bin/nrprint
PY=$WT/.venv/bin/python
export NRPRINT_NO_CACHE=1
nice -n 10 "$NB" build -q --no-cache --force --out "$O/shipped" >/dev/null
for spec in "runner 900 en,fr,de" "corp 900 en" "runner 9000 en" "runner 18000 en"; do
  set -- $spec
  c=$O/c-$1$2
  "$PY" -c "from pathlib import Path; from nrprint.automa.stress import write_content; write_content(Path('$c'), $2, '$1')"
  nice -n 10 "$NB" build automa-decks -q --no-cache --force --lang "$3" --content "$c" --out "$O/s-$1$2" >/dev/null
done
cd "$O" && find shipped s-* -name '*.pdf' | sort | xargs sha256sum
