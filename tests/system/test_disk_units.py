"""The disk layer's small rules, each on its own: atomic writes, locks, signals held
while committing, per-entry cache files, hashes and paths (the mutation run of
nrprint/system, scripts/mutation.py, reads these first: a second each, no build)."""

from __future__ import annotations

import hashlib
import json
import os
import signal
from pathlib import Path

import pytest

from nrprint.system import atomic, cache, cachefiles, confine, hashing, interrupts, locks, paths, processes


def test_an_atomic_write_replaces_whole_or_leaves_the_target(tmp_path: Path):
    target = tmp_path / "deep" / "a.txt"  # its folder is made
    atomic.write_text_atomic(target, "one")
    assert target.read_text() == "one" and oct(target.stat().st_mode & 0o777) == "0o644"

    def fails(tmp: Path) -> None:
        tmp.write_text("half")
        raise RuntimeError("drawer")

    with pytest.raises(RuntimeError):
        atomic.write_atomic(target, fails)
    assert target.read_text() == "one" and sorted(p.name for p in target.parent.iterdir()) == ["a.txt"]
    atomic.write_bytes_atomic(target, b"two")
    assert target.read_bytes() == b"two" and len(list(target.parent.iterdir())) == 1


@pytest.mark.parametrize(
    ("take", "free"), [(locks.lock, locks.unlock), (locks.lock_process, locks.unlock_process)]
)
def test_a_lock_is_exclusive_and_freed(tmp_path: Path, take, free):
    path = tmp_path / "l.lock"
    with path.open("a+") as mine:
        assert take(mine, wait=False) is True
        if take is locks.lock:  # flock: another open file of this process is refused
            with path.open("a+") as other:
                assert take(other, wait=False) is False
        pid = os.fork()
        if pid == 0:  # another process: refused while held
            code = 0 if take(open(path, "a+"), wait=False) is False else 1  # noqa: SIM115
            os._exit(code)
        assert os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) == 0
        free(mine)
        pid = os.fork()
        if pid == 0:  # freed: taken
            os._exit(0 if take(open(path, "a+"), wait=False) is True else 1)  # noqa: SIM115
        assert os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) == 0


def test_a_process_lock_is_not_a_forked_childs():
    """A child forked under the process lock may take it itself (it does not hold it)."""
    import tempfile

    with tempfile.NamedTemporaryFile("a+") as handle:
        assert locks.lock_process(handle, wait=False)
        pid = os.fork()
        if pid == 0:
            os._exit(3 if locks.lock_process(handle, wait=False) is False else 4)
        assert os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) == 3  # the parent holds it
        locks.unlock_process(handle)


def test_signals_raise_outside_and_wait_inside_the_commit():
    before = signal.getsignal(signal.SIGINT)  # a pytest-xdist worker ignores SIGINT
    with interrupts.handled():
        with pytest.raises(interrupts.Interrupted) as stopped:
            os.kill(os.getpid(), signal.SIGTERM)
        assert (stopped.value.signum, stopped.value.committed, stopped.value.exit_code) == (15, False, 143)
        reached = []
        with pytest.raises(interrupts.Interrupted) as held, interrupts.deferred():
            os.kill(os.getpid(), signal.SIGINT)
            with interrupts.deferred():  # nested: still held, raised once at the end
                reached.append("inner")
            reached.append("outer")
        assert reached == ["inner", "outer"]
        assert (held.value.signum, held.value.committed, held.value.exit_code) == (2, True, 130)
        with interrupts.deferred():  # nothing held now: nothing raised
            pass
    assert signal.getsignal(signal.SIGINT) is before


def test_an_interruption_names_its_signal():
    assert str(interrupts.Interrupted(signal.SIGTERM)) == "SIGTERM"
    assert str(interrupts.Interrupted()) == "SIGINT" and interrupts.Interrupted().exit_code == 130


@pytest.fixture
def cache_on(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.delenv("NRPRINT_NO_CACHE", raising=False)  # scripts/mutation.py sets it
    cache.configure(tmp_path / "cache")
    cachefiles._pruned.clear()
    yield tmp_path / "cache"
    cache.configure(None)


def test_a_cache_file_reads_back_and_damage_reads_as_missing(cache_on: Path):
    assert cachefiles.read("yaml", "k") is None  # not there
    cachefiles.write("yaml", "k", b"body", keep=10, what="a test")
    assert cachefiles.read("yaml", "k") == b"body"
    stored = (cache_on / "yaml" / "k").read_bytes()
    assert stored[:16] == hashlib.blake2b(b"body", digest_size=16).digest()
    (cache_on / "yaml" / "k").write_bytes(stored[:-1] + b"X")
    assert cachefiles.read("yaml", "k") is None
    (cache_on / "yaml" / "k").write_bytes(b"short")
    assert cachefiles.read("yaml", "k") is None
    cachefiles.write("yaml", "empty", b"", keep=10, what="a test")
    assert cachefiles.read("yaml", "empty") == b""


def test_past_keep_the_older_half_goes_once_a_process(cache_on: Path):
    where = cache_on / "subsets"
    where.mkdir(parents=True)
    for i in range(6):
        (where / f"k{i}").write_bytes(b"x")
        os.utime(where / f"k{i}", ns=((i + 1) * 10**9, (i + 1) * 10**9))
    (where / ".hidden").write_bytes(b"x")  # not an entry, though the oldest file
    os.utime(where / ".hidden", ns=(0, 0))
    cachefiles.write("subsets", "new", b"n", keep=4, what="a test")
    assert sorted(p.name for p in where.iterdir()) == [".hidden", "k3", "k4", "k5", "new"]
    for i in range(5):
        (where / f"m{i}").write_bytes(b"x")
    cachefiles.write("subsets", "again", b"a", keep=4, what="a test")  # pruned already
    assert len(list(where.iterdir())) == 11
    full = cache_on / "yaml"
    full.mkdir()
    for i in range(4):
        (full / f"k{i}").write_bytes(b"x")
    cachefiles.write("yaml", "new", b"n", keep=4, what="a test")  # at keep, not past it
    assert len(list(full.iterdir())) == 5


def test_a_cache_off_keeps_nothing(tmp_path: Path):
    cache.configure(None)
    assert cachefiles.folder("yaml") is None and cachefiles.read("yaml", "k") is None
    cachefiles.write("yaml", "k", b"x", keep=1, what="a test")
    assert not list(tmp_path.iterdir())


def test_hashes_follow_names_and_bytes(tmp_path: Path):
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "x.yaml").write_bytes(b"1")

    def tree() -> str:
        h = hashlib.sha256()
        hashing.hash_tree(h, tmp_path / "a", tmp_path)
        return h.hexdigest()

    first = tree()
    expected = hashlib.sha256(b"a/x.yaml" + b"1").hexdigest()
    assert first == expected
    (tmp_path / "a" / "__pycache__").mkdir()
    (tmp_path / "a" / "__pycache__" / "c.pyc").write_bytes(b"junk")
    assert tree() == first
    (tmp_path / "a" / "x.yaml").rename(tmp_path / "a" / "y.yaml")
    assert tree() != first
    one = tmp_path / "a" / "y.yaml"
    h = hashlib.sha256()
    hashing.hash_tree(h, one, tmp_path)  # a single file
    assert h.hexdigest() == hashlib.sha256(b"a/y.yaml" + b"1").hexdigest()
    assert hashing.file_hash(one) == hashlib.blake2b(b"1", digest_size=16).hexdigest()


def test_the_code_hash_reads_the_package_once_and_keeps_file_hashes():
    code = hashing.code_hash()
    assert len(code) == 128 and code == hashing.code_hash()
    font = next(p for p in hashing.FILE_HASHES if p.endswith(".ttf"))
    assert hashing.FILE_HASHES[font] == hashlib.blake2b(Path(font).read_bytes(), digest_size=16).hexdigest()
    assert hashing.file_hash(Path(font)) == hashing.FILE_HASHES[font]
    assert not any("__pycache__" in p for p in hashing.FILE_HASHES)


def test_the_folder_fingerprint_follows_content_templates_and_code(tmp_path: Path, monkeypatch):
    (tmp_path / "c").mkdir()
    (tmp_path / "c" / "a.yaml").write_text("x: 1")
    first = hashing.folder_fingerprint(tmp_path / "c")
    assert first == hashing.folder_fingerprint(tmp_path / "c")
    (tmp_path / "c" / "a.yaml").write_text("x: 2")
    second = hashing.folder_fingerprint(tmp_path / "c")
    assert second != first
    (tmp_path / "t").mkdir()
    monkeypatch.setenv("NRPRINT_TEMPLATES", str(tmp_path / "t"))
    assert hashing.templates_hash() == hashlib.sha256().hexdigest()  # an empty folder
    assert hashing.folder_fingerprint(tmp_path / "c") != second


def test_where_things_are(monkeypatch, tmp_path: Path):
    assert paths.PACKAGE.name == "nrprint" and (paths.PACKAGE / "cli.py").is_file()
    assert paths.shipped_root() == paths.PACKAGE.parent  # a checkout: no _shipped/
    assert paths.shipped_content() == paths.PACKAGE.parent / "content"
    monkeypatch.delenv("NRPRINT_TEMPLATES", raising=False)
    assert paths.default_dir() == paths.PACKAGE.parent / "templates"
    monkeypatch.setenv("NRPRINT_TEMPLATES", str(tmp_path))
    assert paths.default_dir() == tmp_path
    monkeypatch.setattr(paths, "SHIPPED", tmp_path)
    assert paths.shipped_root() == tmp_path


def test_workers_fork_on_linux_only(monkeypatch):
    import sys

    monkeypatch.setattr(sys, "platform", "linux")
    assert processes.fork_method() == "fork" and processes.pool_method() == "fork"
    monkeypatch.setattr(sys, "platform", "darwin")
    assert processes.fork_method() is None and processes.pool_method() == "spawn"


@pytest.mark.parametrize("rel", ["", "/abs/x", "INSIDE", "a/../a", "..", "a\\b", "a\0b", "out/x"])
def test_only_a_path_under_the_folder_is_given_back(tmp_path: Path, rel: str):
    folder = tmp_path / "out"
    folder.mkdir()
    (tmp_path / "elsewhere").mkdir()
    (folder / "out").symlink_to(tmp_path / "elsewhere")  # a link inside that points out
    rel = str(folder / "x") if rel == "INSIDE" else rel  # absolute, though it lands inside
    with pytest.raises(confine.OutsideFolder) as refused:
        confine.inside(folder, rel)
    assert (refused.value.rel, refused.value.folder) == (rel, folder)
    assert str(refused.value) == f"{rel!r} would be written outside {folder}/; refused"
    assert confine.inside(folder, "a/b.pdf") == folder / "a" / "b.pdf"


def test_a_file_the_code_hash_read_is_not_read_again(tmp_path: Path, monkeypatch):
    gone = tmp_path / "font.ttf"  # not there: reading it would fail
    monkeypatch.setitem(hashing.FILE_HASHES, str(gone), "kept")
    assert hashing.file_hash(gone) == "kept"


def test_text_is_written_as_utf8_whatever_the_locale(tmp_path: Path):
    import subprocess
    import sys

    # Called here too, not only in the child: mutmut runs against a mutant only the tests
    # that called the mutated function in this process.
    atomic.write_text_atomic(tmp_path / "here.txt", "\u00e9")
    assert (tmp_path / "here.txt").read_bytes() == "é".encode()
    target = tmp_path / "t.txt"
    # The text as escapes: an ASCII locale reads the command line as ASCII too.
    code = f"from pathlib import Path; from nrprint.system.atomic import write_text_atomic as w; w(Path({str(target)!r}), '\\u00e9\\u2260')"
    env = {**os.environ, "LC_ALL": "C", "PYTHONUTF8": "0", "PYTHONCOERCECLOCALE": "0", "PYTHONIOENCODING": ""}
    subprocess.run([sys.executable, "-c", code], env=env, check=True, timeout=60, cwd=paths.PACKAGE.parent)
    assert target.read_bytes() == "é≠".encode()


def test_the_cache_folder_is_beside_the_content_unless_it_is_shipped(tmp_path: Path, monkeypatch):
    monkeypatch.delenv("NRPRINT_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "user"))
    (tmp_path / "c").mkdir()
    assert cache.folder_for(tmp_path / "c") == tmp_path / ".nrprint-cache"
    monkeypatch.setattr(cache, "SHIPPED", tmp_path / "shipped")
    (tmp_path / "shipped" / "content").mkdir(parents=True)
    (tmp_path / "shipped" / "other").mkdir()
    mine = cache.folder_for(tmp_path / "shipped" / "content")  # its parent is writable here
    assert mine.parent == tmp_path / "user" / "nrprint" and len(mine.name) == 12
    assert cache.folder_for(tmp_path / "shipped" / "other") != mine  # one per content folder


def test_entries_written_whole_read_back(tmp_path: Path):
    cache._write(tmp_path / "checks.json", {"k": {"a": [1, "b"]}, "j": 2})
    assert cache.Bucket(tmp_path / "checks.json").entries == {"k": {"a": [1, "b"]}, "j": 2}


def test_a_digest_ignores_key_order_and_takes_any_object_as_its_text(tmp_path: Path):
    assert cache.digest({"a": 1, "b": 2}) == cache.digest({"b": 2, "a": 1})
    assert cache.digest(tmp_path) == cache.digest(str(tmp_path)) != cache.digest(str(tmp_path) + "/")


def test_the_cache_is_on_only_with_a_folder(tmp_path: Path, cache_on: Path):
    assert cache.enabled() and cache.folder() == cache_on
    cache.configure(None)
    assert not cache.enabled() and cache.folder() is None


def test_a_first_cache_file_makes_the_cache_folder_marked_and_a_failed_one_warns(cache_on: Path, capsys):
    cachefiles.write("yaml", "k", b"x", keep=10, what="a test")
    assert (cache_on / "CACHEDIR.TAG").is_file() and (cache_on / ".gitignore").is_file()
    (cache_on / "subsets").write_bytes(b"a file where the folder goes")
    cachefiles.write("subsets", "k", b"x", keep=10, what="a test")
    assert f"nrprint: warning: cannot keep a test in {cache_on / 'subsets'} (" in capsys.readouterr().err


def test_a_read_never_makes_the_cache_folder(cache_on: Path):
    """Only a write makes the cache folder: a check that reads a cache never written leaves no trace."""
    assert cache.folder() == cache_on and cachefiles.folder("yaml") == cache_on / "yaml"
    assert cachefiles.read("yaml", "k") is None and cache.bucket("runs").get("k") is None
    assert not cache_on.exists()
    assert cache.folder(create=True) == cache_on and (cache_on / "CACHEDIR.TAG").is_file()


def test_keys_with_tabs_newlines_and_quotes_read_back_as_written(cache_on: Path):
    keys = ["plain", "tab\there", "line\nbreak", '"quoted"', 'in"side', "é"]
    store = cache.bucket("checks")
    for i, key in enumerate(keys):
        store.put(key, [i, key])
    cache.save_all()
    lines = (cache_on / "checks.json").read_bytes().split(b"\n")[1:]
    assert [line.split(b"\t", 1)[0] for line in lines] == [
        b"plain",
        b'"tab\\there"',
        b'"line\\nbreak"',
        b'"\\"quoted\\""',
        b'in"side',
        "é".encode(),
    ]  # a key that could be read as a JSON string, or split a line, is written as one
    assert cache.Bucket(cache_on / "checks.json").entries == {k: [i, k] for i, k in enumerate(keys)}


def test_past_its_limit_a_bucket_keeps_what_this_run_used_and_added_then_the_newest(
    cache_on: Path, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.setitem(cache.LIMITS, "runs", 4)
    cache._write(cache_on / "runs.json", {f"old{i}": i for i in range(6)})
    store = cache.bucket("runs")
    assert store.get("old0") == 0 and store.get("missing") is None  # used: kept though oldest
    store.put("new", "n")
    cache.save_all()
    assert cache.Bucket(cache_on / "runs.json").entries == {"old0": 0, "old4": 4, "old5": 5, "new": "n"}
    monkeypatch.setitem(cache.LIMITS, "runs", 10)  # under the limit: nothing goes
    store = cache.Bucket(cache_on / "runs.json")
    store.put("more", "m")
    store.save()
    assert len(cache.Bucket(cache_on / "runs.json").entries) == 5
    monkeypatch.setitem(
        cache.LIMITS, "runs", 2
    )  # used and added alone past the limit: they stay, nothing else
    store = cache.Bucket(cache_on / "runs.json")
    assert store.get("old4") == 4 and store.get("old5") == 5
    store.put("newest", "z")
    store.save()
    assert cache.Bucket(cache_on / "runs.json").entries == {"old4": 4, "old5": 5, "newest": "z"}


def test_a_save_merges_what_another_process_saved_since_the_read(cache_on: Path):
    """And a second save of the same bucket keeps it (parallel build workers save after
    each file they draw: one that saved after another worker lost that worker's layouts
    on its next save, before the fix in Bucket.save)."""
    cache._write(cache_on / "checks.json", {"first": 1})
    mine, theirs = cache.Bucket(cache_on / "checks.json"), cache.Bucket(cache_on / "checks.json")
    theirs.put("theirs", 2)
    theirs.save()
    mine.put("mine", 3)
    mine.save()
    assert cache.Bucket(cache_on / "checks.json").entries == {"first": 1, "theirs": 2, "mine": 3}
    assert mine.get("theirs") == 2 and mine.get("mine") == 3  # after a save: what is on disk
    mine.put("again", 4)  # unchanged on disk since its own save: what it holds is written
    mine.save()
    assert cache.Bucket(cache_on / "checks.json").entries == {"first": 1, "theirs": 2, "mine": 3, "again": 4}


def test_a_bucket_with_nothing_new_writes_nothing_and_a_bad_value_reads_as_missing(cache_on: Path):
    store = cache.bucket("checks")
    assert store.get("k") is None
    cache.save_all()
    assert not cache_on.exists()
    cache_on.mkdir()
    (cache_on / "hand.json").write_bytes(_headed(b'k\t{"a":\ng\t[1]'))
    hand = cache.Bucket(cache_on / "hand.json")
    assert hand.get("k") is None and hand.get("g") == [1] and hand.used == {"g"}


def test_nrprint_no_cache_turns_any_folder_off(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("NRPRINT_NO_CACHE", "1")
    cache.configure(tmp_path / "cache")
    assert not cache.enabled() and cache.bucket("runs") is None
    monkeypatch.delenv("NRPRINT_NO_CACHE")
    cache.configure(tmp_path / "cache")
    assert cache.enabled()
    cache.configure(None)


def test_a_cache_folder_several_levels_down_is_made_and_tagged_for_backup_tools(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.delenv("NRPRINT_NO_CACHE", raising=False)
    where = tmp_path / "a" / "b" / "cache"
    cache.configure(where)
    cache.bucket("runs").put("k", 1)
    cache.save_all()
    cache.configure(None)
    assert cache.Bucket(where / "runs.json").entries == {"k": 1}
    # https://bford.info/cachedir/: the tag must start with exactly this line
    assert (where / "CACHEDIR.TAG").read_bytes().startswith(b"Signature: 8a477f597d28d172789f06886806bc55\n")
    assert "*" in (where / ".gitignore").read_text(encoding="utf-8").splitlines()


def test_a_bucket_that_cannot_be_saved_says_why(cache_on: Path, capsys):
    cache_on.parent.mkdir(exist_ok=True)
    cache_on.write_bytes(b"a file where the cache folder goes")
    store = cache.bucket("runs")
    store.put("k", 1)
    store.save()
    assert (
        f"nrprint: warning: cannot write the cache {cache_on / 'runs.json'}: File exists\n"
        == capsys.readouterr().err
    )
    assert store.added == {} and store.get("k") == 1  # kept for this run only


@pytest.mark.parametrize(
    "damage, reason",
    [
        (lambda head, body: b'["a list"]\n' + body, "not an nrprint cache file"),
        (lambda head, body: head + b"\n" + body + b"x", "checksum mismatch"),
        (lambda head, body: _headed(b"k\t1\nno value"), "a line without a value"),
        (lambda head, body: b"{not json\n", "Expecting property name"),
    ],
)
def test_a_damaged_bucket_reads_as_empty_and_the_warning_says_what_is_wrong(
    tmp_path: Path, capsys, damage, reason
):
    path = tmp_path / "checks.json"
    cache._write(path, {"k": 1})
    head, _, body = path.read_bytes().partition(b"\n")
    path.write_bytes(damage(head, body))
    assert cache.Bucket(path).entries == {}
    assert f"nrprint: warning: cache file {path} is damaged ({reason}" in capsys.readouterr().err


def _headed(body: bytes) -> bytes:
    """``body`` behind a header that holds (a good checksum of a bad body)."""
    header = {"magic": cache.MAGIC, "format": cache.FORMAT, "nrprint": cache.__version__}
    header["blake2b"] = hashlib.blake2b(body, digest_size=16).hexdigest()
    return json.dumps(header).encode() + b"\n" + body


def test_a_bucket_of_no_entries_reads_back_empty_without_a_warning(tmp_path: Path, capsys):
    cache._write(tmp_path / "checks.json", {})
    assert cache.Bucket(tmp_path / "checks.json").entries == {}
    assert capsys.readouterr().err == ""


def test_a_file_damaged_after_the_read_is_replaced_at_the_save_without_a_warning(cache_on: Path, capsys):
    """The damage was not this run's to report: its own read found the file whole."""
    cache._write(cache_on / "checks.json", {"k": 1})
    store = cache.Bucket(cache_on / "checks.json")
    (cache_on / "checks.json").write_bytes(b"damaged by someone else")
    store.put("j", 2)
    store.save()
    assert capsys.readouterr().err == ""
    assert cache.Bucket(cache_on / "checks.json").entries == {"j": 2}


def test_the_code_hash_is_kept_under_each_files_size_and_time(
    cache_on: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest
):
    request.addfinalizer(hashing.code_hash.cache_clear)  # the package's own hash, not this one's
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "a.py").write_text("x = 1\n")
    font = package / "f.ttf"
    font.write_bytes(b"font one")
    monkeypatch.setattr(hashing, "PACKAGE", package)
    monkeypatch.setattr(hashing, "FILE_HASHES", {})

    def fresh() -> str:
        hashing.code_hash.cache_clear()
        hashing.FILE_HASHES.clear()
        return hashing.code_hash()

    first = fresh()
    one = hashlib.blake2b(b"font one", digest_size=16).hexdigest()
    assert {
        str(package / "a.py"): hashlib.blake2b(b"x = 1\n", digest_size=16).hexdigest(),
        str(font): one,
    } == hashing.FILE_HASHES
    cache.save_all()
    stamp = font.stat()
    font.write_bytes(b"font two")  # same size; put back its time: the cache answers, nothing is read
    os.utime(font, ns=(stamp.st_atime_ns, stamp.st_mtime_ns))
    assert fresh() == first and {str(font): one} == hashing.FILE_HASHES
    os.utime(font, ns=(stamp.st_atime_ns, stamp.st_mtime_ns + 1))  # a new time: read again
    assert fresh() != first
    assert hashing.FILE_HASHES[str(font)] == hashlib.blake2b(b"font two", digest_size=16).hexdigest()
