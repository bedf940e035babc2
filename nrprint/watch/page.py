"""The preview page: plain HTML, CSS and script inline, nothing fetched from the internet."""

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<title>nrprint preview</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 0; background: #eceff1; color: #222; }
header { position: sticky; top: 0; background: #263238; color: #fff; padding: 8px 16px; z-index: 1; }
header .ok { color: #a5d6a7; } header .bad { color: #ef9a9a; }
#diags { margin: 0; padding: 0 16px; }
.diag { list-style: none; margin: 6px 0; padding: 6px 10px; background: #fff; border-left: 5px solid #fbc02d;
        cursor: pointer; font-family: ui-monospace, monospace; font-size: 13px; }
.diag.error { border-color: #d32f2f; }
.src { display: none; margin: 6px 0 0; background: #fafafa; border: 1px solid #ddd; padding: 4px; overflow-x: auto; }
.diag.open .src { display: block; }
.src .hit { background: #ffcdd2; }
.src .n { color: #888; display: inline-block; width: 4em; text-align: right; margin-right: 1em; }
main { padding: 8px 16px; }
.doc { margin: 12px 0; } .doc h2 { font-size: 15px; margin: 4px 0; }
.pages { display: flex; flex-wrap: wrap; gap: 8px; }
.pages img { background: #fff; box-shadow: 0 1px 3px #0004; max-width: 100%; }
.stale img { opacity: 0.45; }
</style></head>
<body data-generation="-1">
<header><strong>nrprint</strong> <span id="status">waiting for the first build…</span></header>
<ul id="diags"></ul>
<main id="docs"></main>
<script>
"use strict";
let generation = -1;
function el(tag, attrs, text) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}
function showDiagnostics(diags) {
  const list = document.getElementById("diags");
  list.replaceChildren();
  for (const d of diags) {
    const item = el("li", {class: "diag " + d.severity, title: "show " + d.path + ":" + d.line});
    item.append(el("span", {}, d.path + ":" + d.line + ":" + d.col + ": " + d.severity + " " + d.code + ": " + d.message));
    const src = el("pre", {class: "src"});
    if (d.source) {
      src.append(el("div", {}, d.path + ", line " + d.line));
      d.source.lines.forEach((line, i) => {
        const n = d.source.first + i;
        const row = el("div", n === d.line ? {class: "hit"} : {});
        row.append(el("span", {class: "n"}, String(n)), document.createTextNode(line));
        src.append(row);
      });
    } else {
      src.textContent = d.path + ":" + d.line + " (not a content file)";
    }
    item.append(src);
    item.addEventListener("click", () => item.classList.toggle("open"));
    list.append(item);
  }
}
function showDocuments(docs, ok) {
  const main = document.getElementById("docs");
  main.replaceChildren();
  for (const doc of docs) {
    const box = el("section", {class: ok ? "doc" : "doc stale"});
    const h = el("h2");
    h.append(el("a", {href: doc.pdf, target: "_blank"}, doc.name));
    box.append(h);
    const pages = el("div", {class: "pages"});
    doc.pages.forEach((src, i) => pages.append(el("img", {src: src, alt: doc.name + " page " + (i + 1), loading: "lazy"})));
    box.append(pages);
    main.append(box);
  }
}
function show(state) {
  generation = state.generation;
  document.body.dataset.generation = String(generation);
  document.body.dataset.ok = String(state.ok);
  const errors = state.diagnostics.filter(d => d.severity === "error").length;
  const warnings = state.diagnostics.length - errors;
  const status = document.getElementById("status");
  status.className = state.ok ? "ok" : "bad";
  status.textContent = (state.ok ? "built" : "errors: showing the last good build") +
    " — " + errors + " error(s), " + warnings + " warning(s), " + state.documents.length +
    " document(s), rebuild #" + generation + " in " + state.seconds + " s";
  const open = new Set([...document.querySelectorAll(".diag.open")].map(e => e.firstChild.textContent));
  showDiagnostics(state.diagnostics);
  document.querySelectorAll(".diag").forEach(e => { if (open.has(e.firstChild.textContent)) e.classList.add("open"); });
  showDocuments(state.documents, state.ok);
}
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
poll();
</script>
</body></html>
"""
