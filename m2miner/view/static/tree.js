// The tree page: draws the search tree from the JSON the page embeds, lazily.
// Only expanded nodes' children exist in the DOM; by default the successful paths are
// expanded (so their siblings show, collapsed) and everything below them is collapsed.
"use strict";
(function () {
  const data = JSON.parse(document.getElementById("tree-data").textContent);
  const byId = new Map();
  const kids = new Map();
  for (const n of data.nodes) {
    byId.set(n.i, n);
    if (!kids.has(n.p)) kids.set(n.p, []);
    kids.get(n.p).push(n);
  }
  for (const list of kids.values()) {
    list.sort((a, b) => (a.o ?? 1e9) - (b.o ?? 1e9) || a.i - b.i);
  }
  const HIDDEN = new Set(["candidate", "malformed"]);
  let showCandidates = false;
  const expanded = new Set();
  const root = (kids.get(null) || [])[0];
  const visible = (n) => showCandidates || !HIDDEN.has(n.s);
  const children = (n) => (kids.get(n.i) || []).filter(visible);
  const link = (template, key, value) => template.replace(key, encodeURIComponent(value));

  function defaultExpansion() {
    expanded.clear();
    if (root) expanded.add(root.i);
    for (const n of data.nodes) if (n.k) expanded.add(n.i);
  }

  // Visible descendants per node, for the "+N" of a collapsed node.
  let below = new Map();
  function countBelow() {
    below = new Map();
    const order = [];
    const stack = root ? [root] : [];
    while (stack.length) {
      const n = stack.pop();
      order.push(n);
      for (const c of children(n)) stack.push(c);
    }
    for (let i = order.length - 1; i >= 0; i--) {
      const n = order[i];
      let total = 0;
      for (const c of children(n)) total += 1 + (below.get(c.i) || 0);
      below.set(n.i, total);
    }
  }

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function card(n) {
    const c = el("div", `card s-${n.s}` + (n.k ? " k" : "") + (n.y ? " y" : ""));
    c.dataset.node = n.i;
    if (n.p !== null) c.appendChild(el("div", "edge", n.d || "(no description)"));
    else c.appendChild(el("div", "edge", "start screen"));
    if (n.h !== null) {
      const img = el("img", "thumb");
      img.loading = "lazy";
      img.alt = `node ${n.i}`;
      img.src = link(data.links.thumb, "{hash}", data.images[n.h]);
      c.appendChild(img);
    } else {
      c.appendChild(el("div", "thumb none", n.s));
    }
    const a = el("a", "id", `#${n.i}`);
    a.href = link(data.links.node, "{id}", n.i);
    const stats = el("div", "stats");
    stats.appendChild(a);
    const r = n.r === null ? "-" : n.r.toFixed(2);
    stats.appendChild(el("span", "", ` Q ${n.q.toFixed(2)} · N ${n.n} · r ${r}`));
    c.appendChild(stats);
    const status = el("div", "status", n.s + (n.t ? ` · ${n.t}` : ""));
    c.appendChild(status);
    for (const intent of n.y || []) {
      const y = el("a", "recycled", `♻ ${intent.text}`);
      y.href = link(data.links.trajectory, "{name}", `r${intent.id}`);
      y.title = "recycled intent ending here";
      c.appendChild(y);
    }
    return c;
  }

  function item(n) {
    const li = el("li");
    li.appendChild(card(n));
    const count = below.get(n.i) || 0;
    if (count) {
      const open = expanded.has(n.i);
      const t = el("button", "toggle", open ? "−" : `+${count}`);
      t.type = "button";
      t.title = open ? "collapse" : `expand (${count} nodes below)`;
      t.addEventListener("click", () => {
        if (expanded.has(n.i)) expanded.delete(n.i);
        else expanded.add(n.i);
        li.replaceWith(item(n));
        updateStats();
      });
      li.appendChild(t);
      if (open) {
        const ul = el("ul");
        for (const c of children(n)) ul.appendChild(item(c));
        li.appendChild(ul);
      }
    }
    return li;
  }

  const container = document.getElementById("tree");
  function draw() {
    countBelow();
    container.textContent = "";
    if (!root) {
      container.appendChild(el("p", "", "This tree has no root node yet."));
      return;
    }
    const ul = el("ul", "tree-root");
    ul.appendChild(item(root));
    container.appendChild(ul);
    updateStats();
  }
  function updateStats() {
    const drawn = container.querySelectorAll(".card").length;
    document.getElementById("tree-stats").textContent =
      `${drawn} of ${data.nodes.length} nodes drawn`;
  }

  let scale = 1;
  function zoom(factor) {
    scale = factor === null ? 1 : Math.min(2, Math.max(0.2, scale * factor));
    container.style.transform = `scale(${scale})`;
  }
  document.getElementById("zoom-in").addEventListener("click", () => zoom(1.25));
  document.getElementById("zoom-out").addEventListener("click", () => zoom(0.8));
  document.getElementById("zoom-reset").addEventListener("click", () => zoom(null));
  document.getElementById("tree-viewport").addEventListener("wheel", (e) => {
    if (!e.ctrlKey) return;
    e.preventDefault();
    zoom(e.deltaY < 0 ? 1.1 : 0.9);
  }, { passive: false });
  document.addEventListener("keydown", (e) => {
    if (e.target instanceof HTMLInputElement) return;
    if (e.key === "+" || e.key === "=") zoom(1.25);
    else if (e.key === "-") zoom(0.8);
    else if (e.key === "0") zoom(null);
  });
  document.getElementById("expand-level").addEventListener("click", () => {
    // Expand every drawn collapsed node one level.
    for (const c of container.querySelectorAll(".card")) expanded.add(Number(c.dataset.node));
    draw();
  });
  document.getElementById("collapse").addEventListener("click", () => {
    defaultExpansion();
    draw();
  });
  document.getElementById("show-candidates").addEventListener("change", (e) => {
    showCandidates = e.target.checked;
    draw();
  });

  defaultExpansion();
  draw();
  window.m2minerTreeDrawnMs = performance.now();
  document.body.dataset.treeDrawn = "1";
})();
