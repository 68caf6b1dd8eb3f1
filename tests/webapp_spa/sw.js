// Caches the app shell, so a browser that kept it between trees would show up in
// Cache Storage (and in the service worker registrations).
const SHELL = ["index.html", "spa.css", "spa.js", "help.html"];
self.addEventListener("install", (event) => {
  event.waitUntil(caches.open("todo-shell-v1").then((cache) => cache.addAll(SHELL)));
});
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
