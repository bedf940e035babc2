"""The preview page: plain HTML, CSS and script inline, nothing fetched from the internet.

The server fills ``@GENERATION@``, ``@OK@`` and ``@VIEW@`` (``plain.view``) when the
page is asked for, so it is whole without JavaScript; the script then long-polls
``/state.json``, swaps in the view the server drew for the new state, keeps open what
the reader opened, and filters languages in place.
"""

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<title>nrprint preview</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 0; background: #eceff1; color: #222; }
header { position: sticky; top: 0; background: #263238; color: #fff; padding: 8px 16px 4px; z-index: 1; }
#status { margin: 0; padding: 0 16px 8px; background: #263238; }
#status.ok { color: #a5d6a7; } #status.bad { color: #ef9a9a; }
#view > ul, #warnings, #filter { margin: 8px 16px; padding: 0; }
#view li { list-style: none; }
.diag { margin: 6px 0; padding: 6px 10px; background: #fff; border-left: 5px solid #fbc02d;
        font-family: ui-monospace, monospace; font-size: 13px; }
.diag.error { border-color: #d32f2f; }
.diag summary { cursor: pointer; }
#warnings > summary { cursor: pointer; color: #555; }
.src { margin: 6px 0 0; background: #fafafa; border: 1px solid #ddd; padding: 4px; overflow-x: auto; }
.src .hit { background: #ffcdd2; }
.src .n { color: #888; display: inline-block; width: 4em; text-align: right; margin-right: 1em; }
#filter a { color: #1565c0; margin: 0 2px; } #filter a.on { font-weight: bold; color: #222; text-decoration: none; }
.lang { margin: 8px 16px; } .lang > h2 { font-size: 17px; margin: 12px 0 4px; border-bottom: 2px solid #90a4ae; }
.lang ul { margin: 0; padding: 0; } .kind h3 { font-size: 14px; color: #455a64; margin: 8px 0 2px; }
.doc { margin: 4px 0 12px; } .doc .count { color: #777; }
.pages { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 4px; }
.pages img { background: #fff; box-shadow: 0 1px 3px #0004; max-width: 100%; }
.stale img { opacity: 0.45; }
</style></head>
<body data-generation="@GENERATION@" data-ok="@OK@">
<header><strong>nrprint</strong> preview
<noscript>(without JavaScript: reload the page to see the next build)</noscript></header>
<main id="view">@VIEW@</main>
<script>
"use strict";
let generation = Number(document.body.dataset.generation);
let only = new URLSearchParams(location.search).get("lang") || "";
function filter() {
  for (const s of document.querySelectorAll("section.lang")) s.hidden = Boolean(only) && s.dataset.lang !== only;
  for (const a of document.querySelectorAll("#filter a")) a.classList.toggle("on", a.dataset.lang === only);
}
function show(state) {
  const open = new Set([...document.querySelectorAll("details[open] > summary")].map(e => e.textContent));
  document.getElementById("view").innerHTML = state.html;
  for (const s of document.querySelectorAll("details > summary")) if (open.has(s.textContent)) s.parentElement.open = true;
  filter();
  generation = state.generation;
  document.body.dataset.generation = String(generation);
  document.body.dataset.ok = String(state.ok);
}
document.addEventListener("click", event => {
  const a = event.target.closest("#filter a");
  if (!a) return;
  event.preventDefault();
  only = a.dataset.lang;
  history.replaceState(null, "", only ? "?lang=" + encodeURIComponent(only) : location.pathname);
  filter();
});
async function poll() {
  for (;;) {
    try {
      const response = await fetch("/state.json?after=" + generation, {cache: "no-store"});
      if (response.ok) { const state = await response.json(); if (state.generation !== generation) show(state); }
      else await new Promise(r => setTimeout(r, 1000));
    } catch (e) {
      document.getElementById("status").textContent = "the watcher has stopped";
      await new Promise(r => setTimeout(r, 1000));
    }
  }
}
filter();
poll();
</script>
</body></html>
"""


def page(generation: int, ok: bool, view: str) -> str:
    return (
        PAGE.replace("@GENERATION@", str(generation))
        .replace("@OK@", "true" if ok else "false")
        .replace("@VIEW@", view)
    )
