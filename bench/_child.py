"""Run one command; print its wall time, CPU time (user + system, all its processes)
and peak memory (largest max RSS of any one of its processes, KiB) as one JSON line.

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
usage = resource.getrusage(resource.RUSAGE_CHILDREN)  # the command and every process it forked
cpu = usage.ru_utime + usage.ru_stime
row = {
    "wall": wall,
    "cpu": cpu,
    "peak_kib": usage.ru_maxrss,
    "code": res.returncode,
    "stderr": res.stderr[-2000:],
}
print(json.dumps(row))
