"""Run one command; print its wall time and peak memory (max RSS, KiB) as one JSON line.

A fresh wrapper per run, so the peak belongs to this command alone.
"""

import json
import resource
import subprocess
import sys
import time

start = time.perf_counter()
res = subprocess.run(sys.argv[1:], capture_output=True, text=True)
wall = time.perf_counter() - start
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
print(json.dumps({"wall": wall, "peak_kib": peak, "code": res.returncode, "stderr": res.stderr[-2000:]}))
