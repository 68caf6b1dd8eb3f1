// A single-page to-do app: three history.pushState routes on index.html
// (?view=list, ?view=item&id=N, ?view=settings), state in localStorage, an activity
// log in IndexedDB, a cookie, and (with "Work offline" on) a service worker that fills
// Cache Storage. Loading the app writes nothing: every trace comes from an action, so a
// test can tell a cleared browser from one that kept the last tree's state.
const SEED = [
  {id: 1, text: "Buy milk", notes: "Two litres, semi-skimmed.", done: false},
  {id: 2, text: "Call the bank", notes: "About the card renewal.", done: false},
  {id: 3, text: "Water the plants", notes: "Not the cactus.", done: true},
];
const TRASH = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M6 19a2 2 0 0 0 2 2h8a2 ' +
  '2 0 0 0 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z"/></svg>';

function load() {
  const saved = localStorage.getItem("todos");
  return saved ? JSON.parse(saved) : SEED.map((t) => ({...t}));
}
function save(todos) {
  localStorage.setItem("todos", JSON.stringify(todos));
  sessionStorage.setItem("last-change", String(Date.now()));
  document.cookie = "changed=1; path=/; SameSite=Lax";
}
function log(event) {
  const open = indexedDB.open("todo-log", 1);
  open.onupgradeneeded = () => open.result.createObjectStore("events", {autoIncrement: true});
  open.onsuccess = () => {
    const tx = open.result.transaction("events", "readwrite");
    tx.objectStore("events").add({event, at: Date.now()});
    tx.oncomplete = () => open.result.close();
  };
}
function esc(s) {
  return s.replace(/[&<>"]/g, (c) => ({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;"}[c]));
}
function go(query) {
  history.pushState({}, "", query ? `?${query}` : location.pathname);
  render();
}

function listView(todos) {
  const left = todos.filter((t) => !t.done).length;
  const rows = todos.map((t) => `
    <li class="todo${t.done ? " done" : ""}" id="row-${t.id}">
      <input type="checkbox" id="todo-${t.id}" data-id="${t.id}"${t.done ? " checked" : ""}>
      <label for="todo-${t.id}">${esc(t.text)}</label>
      <a class="open" id="open-${t.id}" href="?view=item&id=${t.id}">Details</a>
      <button class="icon" id="delete-${t.id}" data-id="${t.id}"
              aria-label="Delete ${esc(t.text)}">${TRASH}</button>
    </li>`).join("");
  return `
    <form id="add-form"><input type="text" id="new-todo" placeholder="What needs doing?">
      <button id="add" type="submit">Add</button></form>
    <ul id="todos">${rows}</ul>
    <p id="status">${left} ${left === 1 ? "item" : "items"} left</p>
    <nav><a id="settings-link" href="?view=settings">Settings</a></nav>`;
}
function itemView(todos, id) {
  const t = todos.find((x) => x.id === id);
  if (!t) return `<p id="status">No such task</p><nav><a id="list-link" href="?">All tasks</a></nav>`;
  return `
    <h2 id="item-title">${esc(t.text)}</h2>
    <p id="notes">${esc(t.notes || "No notes")}</p>
    <p id="state">${t.done ? "Completed" : "Not completed"}</p>
    <nav><a id="list-link" href="?">All tasks</a></nav>`;
}
function settingsView() {
  const external = `http://localhost:${location.port}/external.html`;
  const compact = localStorage.getItem("compact") === "1";
  const offline = localStorage.getItem("offline") === "1";
  return `
    <div class="row"><input type="checkbox" id="compact"${compact ? " checked" : ""}>
      <label for="compact">Compact list</label></div>
    <div class="row"><input type="checkbox" id="offline"${offline ? " checked" : ""}>
      <label for="offline">Work offline</label></div>
    <button id="clear-done" type="button">Clear completed</button>
    <nav><a id="help-link" href="help.html">Help</a>
      <a id="help-window" href="help.html" target="_blank">Help in a new window</a>
      <a id="external-link" href="${external}">Project website</a>
      <a id="list-link" href="?">All tasks</a></nav>`;
}

function render() {
  const todos = load();
  const params = new URLSearchParams(location.search);
  const view = params.get("view") || "list";
  const titles = {list: "To-do", item: "Task", settings: "Settings"};
  document.title = titles[view] || "To-do";
  document.getElementById("title").textContent = document.title;
  const main = document.getElementById("view");
  if (view === "item") main.innerHTML = itemView(todos, Number(params.get("id")));
  else if (view === "settings") main.innerHTML = settingsView();
  else main.innerHTML = listView(todos);
}

document.addEventListener("click", (event) => {
  const link = event.target.closest("a[href^='?']");
  if (link) {
    event.preventDefault();
    go(link.getAttribute("href").slice(1));
    return;
  }
  const del = event.target.closest("button[id^='delete-']");
  if (del) {
    save(load().filter((t) => t.id !== Number(del.dataset.id)));
    log("delete");
    render();
  } else if (event.target.id === "clear-done") {
    save(load().filter((t) => !t.done));
    log("clear");
    go("");
  }
});
document.addEventListener("change", (event) => {
  const box = event.target;
  if (box.id === "compact" || box.id === "offline") {
    localStorage.setItem(box.id, box.checked ? "1" : "0");
    if (box.id === "offline" && box.checked) registerWorker();
  } else if (box.dataset && box.dataset.id) {
    const todos = load();
    const t = todos.find((x) => x.id === Number(box.dataset.id));
    t.done = box.checked;
    save(todos);
    log(t.done ? "done" : "undone");
    render();
  }
});
document.addEventListener("submit", (event) => {
  event.preventDefault();
  const field = document.getElementById("new-todo");
  const text = field.value.trim();
  if (!text) return;
  const todos = load();
  const id = Math.max(0, ...todos.map((t) => t.id)) + 1;
  todos.push({id, text, notes: "", done: false});
  save(todos);
  log("add");
  render();
});
window.addEventListener("popstate", render);

function registerWorker() {
  if ("serviceWorker" in navigator) navigator.serviceWorker.register("sw.js");
}
if (localStorage.getItem("offline") === "1") registerWorker();
render();
