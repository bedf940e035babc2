"""A `nrprint watch --serve` process for tests, on a free port, stopped with Ctrl-C."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

from tests.conftest import REPO


class Watcher:
    def __init__(self, content: Path, out: Path, *extra: str):
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "nrprint", "watch", "--serve", "--port", "0", "-j", "1"]
            + ["--content", str(content), "--out", str(out), *extra],
            cwd=REPO,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        self.lines: list[str] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        self.url = self.wait_for(r"preview at (http://\S+/)").group(1)

    def _read(self) -> None:
        assert self.proc.stderr is not None
        for line in self.proc.stderr:
            self.lines.append(line.rstrip("\n"))

    def wait_for(self, pattern: str, timeout: float = 60.0, start: int = 0) -> re.Match[str]:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for line in self.lines[start:]:
                if m := re.search(pattern, line):
                    return m
            if self.proc.poll() is not None and not self._reader.is_alive():
                break
            time.sleep(0.05)
        raise AssertionError(f"no line matching {pattern!r}; stderr:\n" + "\n".join(self.lines))

    def stop(self) -> int:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
        try:
            return self.proc.wait(30)
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
            self._reader.join(5)
