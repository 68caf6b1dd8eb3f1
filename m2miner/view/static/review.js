// Reviewer buttons on a trajectory page: post the verdict (with the page's CSRF token),
// then go to the next unreviewed trajectory of the queue. Keys: c, w, s, n.
"use strict";
(function () {
  const box = document.getElementById("review");
  if (!box) return;
  const csrf = document.querySelector('meta[name="csrf-token"]').content;
  const status = document.getElementById("review-status");
  let busy = false;

  async function send(verdict) {
    if (busy) return;
    busy = true;
    status.textContent = "saving…";
    try {
      const response = await fetch("/api/verdict", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-CSRF-Token": csrf },
        credentials: "same-origin",
        body: JSON.stringify({ trajectory: box.dataset.trajectory, verdict: verdict }),
      });
      if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
      const saved = await response.json();
      const current = document.getElementById("current-verdict");
      current.textContent = "";
      const tag = document.createElement("span");
      tag.className = `verdict ${saved.verdict}`;
      tag.textContent = saved.verdict;
      current.appendChild(tag);
      status.textContent = `saved (${saved.verdict})`;
      box.dataset.saved = saved.verdict;
      if (box.dataset.next) window.location.assign(box.dataset.next);
    } catch (err) {
      status.textContent = `not saved: ${err.message}`;
    } finally {
      busy = false;
    }
  }

  for (const button of box.querySelectorAll("button[data-verdict]")) {
    button.addEventListener("click", () => send(button.dataset.verdict));
  }
  const keys = { c: "correct", w: "wrong", s: "skip" };
  document.addEventListener("keydown", (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.target instanceof HTMLInputElement) return;
    if (keys[e.key]) send(keys[e.key]);
    else if (e.key === "n" && box.dataset.next) window.location.assign(box.dataset.next);
  });
})();
