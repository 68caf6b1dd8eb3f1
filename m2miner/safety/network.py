"""Web actions judged by what they send: a page hook that holds back mutating requests.

On a web device the safety wrapper installs a guard in every document of the tab once
per start of the app (:func:`guard_document`, through Chrome DevTools'
``Page.addScriptToEvaluateOnNewDocument``, so it runs before the page's own scripts,
at load too) and reads what it saw after each action (:data:`DRAIN_SCRIPT`). Where
DevTools commands are not available, or a document turns out to lack the guard, it is
armed in the page before the action instead (:data:`GUARD_SCRIPT`, through the device's
``execute_script``). The guard wraps ``fetch``, ``XMLHttpRequest``, ``navigator.sendBeacon``,
``WebSocket.send`` and form submission (the ``submit`` event and
``HTMLFormElement.submit``): a request whose method is not a safe one (:data:`SAFE`:
POST, PUT, PATCH, DELETE, and WebDAV's PROPPATCH, MKCOL, MOVE, COPY ...), a form
that submits with one of them, a beacon (a POST) or a WebSocket message that carries a
write is **not sent** unless :class:`NetworkRules` allow it (sandbox mode allows
every request; a policy file's ``allow_requests`` allows origins, methods and paths), whatever
its origin, unless the request layer (:mod:`m2miner.safety.release`) releases it: a
sign-out, a read sent as a POST or a copy of a record, a GraphQL query or a draft save
(read in the request's body, :mod:`m2miner.safety.bodies`), on a tap the words did not
call a commit. A WebSocket message is judged as the requests it carries
(:mod:`m2miner.safety.frames`: a Socket.IO event, a sails.io request, a DDP method call, a
GraphQL operation...; a protocol's ping or subscription carries none), and one it cannot
read as a write of method ``WEBSOCKET``. Every mutating request is recorded with what
happened to it, and the record goes on the node (``info["safety"]["requests"]``).

Where the guard runs, the requests decide (:func:`lift_words`): a tap is not blocked
for its words alone; the words' verdict is recorded next to the requests. A link is the
exception: it navigates with a GET, which the guard does not see, so a link the words
block stays blocked. An app's policy file can set ``requests_decide: false`` to let the
words block as well. With the model check and ``safety.model_check_release``, a GET
that a ``fetch``, an ``XMLHttpRequest`` or a form sends after a tap the words call a
commit waits for the model too (``read``): an app that writes with a GET says so only in
the tap's words. A navigation after the page asked with ``confirm()`` and was answered OK
(the device answers a page's dialogs so) is judged as a write too, a link's or a script's
(the Navigation API's ``navigate`` event): the page asked before doing what it goes on to
do. So is a navigation after a tap the words call a commit (a dialog's Yes whose script
loads the URL that writes, as Dolibarr's does): the words named the effect, the GET is
how it is sent, whatever its anti-forgery token is named. With the release, a GET and a
navigation after a tap whose words name an operation (:func:`names_operation`), or after
any tap one whose URL names an operation (:func:`url_names_operation`), wait for the model
as reads too. What the guard does not see:
other GET requests and navigations (a link that buys with a GET and that its words do
not block), WebRTC data channels,
requests from service workers and plugins, and, where it is armed per action, what a new
document sends before the next action arms it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any
from urllib.parse import parse_qsl, urlsplit

from m2miner.safety.bodies import path_tail, query_fields, token_key, words
from m2miner.safety.frames import FRAME_JS
from m2miner.safety.policy import IRREVERSIBLE_RULES, Verdict
from m2miner.safety.release import HOLD, RELEASE_JS, release_args, release_reason

SAFE = ("GET", "HEAD", "OPTIONS", "TRACE", "PROPFIND", "REPORT", "SEARCH")
"""The methods the guard lets leave: HTTP's safe methods (RFC 9110, 9.2.1) and WebDAV's
reads (PROPFIND, RFC 4918; REPORT, RFC 3253; SEARCH, RFC 5323). Every other method
writes and is held back: POST, PUT, PATCH, DELETE, WebDAV's PROPPATCH, MKCOL, MOVE, COPY
and LOCK (a photo app shares an album with ``PROPPATCH`` and merges two people's faces
with ``MOVE``), and ``WEBSOCKET``, a message sent on a WebSocket."""
UNDER_COMMIT = ("mark", "state")
"""Releases that stand when the words call the action a commit (:data:`MARKS_ONLY`)."""
SECRET_VALUE = re.compile(r"(?=[^\d]*\d)(?=.*[A-Za-z])[A-Za-z0-9+=_.-]{32,}")
"""A value shaped as an anti-forgery token: 32 characters or more, letters and digits (an
md5 or sha1 in hex, base64), not a URL; a UUID (:data:`UUID`) is an id."""
UUID = re.compile(r"[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}")


def secret_value(value: str) -> bool:
    """Whether ``value`` is shaped as an anti-forgery token (:data:`SECRET_VALUE`)."""
    return bool(SECRET_VALUE.fullmatch(value)) and not UUID.fullmatch(value)


def carries_token(url: str, body: str | None = None, hidden: Collection[str] = ()) -> bool:
    """Whether a GET writes: its query, or a GET form's fields (``body``), carry an
    anti-forgery token. A token is only needed where a forged request would change
    something (OWASP's CSRF prevention), so an app that writes through a link (Kanboard's
    confirmations, WordPress's Trash links) puts one there. It is known by its name
    (:func:`token_key`) or, whatever it is named (Dolibarr's and Shaarli's ``token``,
    Nucleus's ``ticket``, Friendica's ``t``), by its value: one shaped as a token
    (:func:`secret_value`) that the page's forms carry in a hidden field (``hidden``)."""
    fields = query_fields(urlsplit(url).query)
    if body and "=" in body and not body.lstrip().startswith(("{", "[")):
        fields += parse_qsl(body, keep_blank_values=True)
    return any(token_key(k) or (v in hidden and secret_value(v)) for k, v in fields)


def path_pattern(glob: str) -> str:
    """A policy file's path pattern as a regular expression Python and the page both read:
    ``*`` within one segment, ``**`` across segments, ``?`` one character."""
    out, i = [], 0
    while i < len(glob):
        if glob.startswith("**", i):
            out.append(".*")
            i += 2
            continue
        out.append({"*": "[^/]*", "?": "[^/]"}.get(glob[i], re.escape(glob[i])))
        i += 1
    return "^" + "".join(out) + "$"


@dataclass(frozen=True)
class PathRule:
    """Requests to ``origin`` (``*``: any) with one of ``methods`` (none: all) whose path
    one of ``patterns`` (:func:`path_pattern`) matches."""

    origin: str
    methods: tuple[str, ...]
    patterns: tuple[str, ...]

    def allows(self, method: str, origin: str, path: str) -> bool:
        return (not self.methods or method in self.methods) and self.covers(origin, path)

    def covers(self, origin: str, path: str) -> bool:
        """Whether the rule names ``origin`` and ``path``, whatever the method."""
        return self.origin in ("*", origin) and any(re.search(p, path) for p in self.patterns)


@dataclass(frozen=True)
class NetworkRules:
    """Which mutating requests may leave: all of them in ``sandbox`` mode, else those to
    an origin in ``origins`` with a method in its list (an empty list: every method),
    those a rule of ``paths`` covers, and, with ``release``, those the request layer
    releases on a tap the words did not call a commit
    (:func:`m2miner.safety.release.release_reason`)."""

    sandbox: bool = False
    origins: dict[str, tuple[str, ...]] = field(default_factory=dict)
    release: bool = True
    paths: tuple[PathRule, ...] = ()
    ask: bool = False
    """A held fetch or XMLHttpRequest waits for the model check's answer
    (:mod:`m2miner.safety.request_check`) instead of failing at once."""
    ask_under_commit: bool = False
    """With ``ask``: also after a tap the words call a commit (not a critical term), for
    ``safety.model_check_release``; the answer must then be a measured, confident no."""
    operations: Mapping[str, Sequence[str]] | None = None
    """With ``ask_under_commit``: the operation words a GET's URL is read for
    (:func:`url_operations`); after a tap, a GET whose URL names one waits for the model
    as a read (:func:`url_names_operation`)."""

    def released(self, method: str, url: str, body: str | None = None) -> str | None:
        """Why the request layer lets a held ``method url`` with ``body`` leave, or None."""
        return release_reason(method, url, body) if self.release else None

    def allows(self, method: str, origin: str, path: str = "/", write: bool = False) -> bool:
        """The decision the guard takes in the page, for tests and records (``write``: a
        GET that carries an anti-forgery token, :func:`carries_token`)."""
        method, origin = method.upper(), origin.rstrip("/")
        if (method in SAFE and not write) or self.sandbox:
            return True
        methods = self.origins.get(origin)
        if methods is not None and (not methods or method in methods):
            return True
        return any(rule.allows(method, origin, path) for rule in self.paths)

    def allows_read(self, origin: str, path: str = "/") -> bool:
        """Whether a GET that waits for the model after a commit's tap (the guard's
        ``read``) leaves without asking: in sandbox mode, to an origin a rule lists or on
        a path a rule covers, whatever methods they name (a read is less than they allow)."""
        origin = origin.rstrip("/")
        if self.sandbox or origin in self.origins:
            return True
        return any(rule.covers(origin, path) for rule in self.paths)

    def script_args(self) -> str:
        return json.dumps(
            {
                "sandbox": self.sandbox,
                "safe": list(SAFE),
                "secret": SECRET_VALUE.pattern,
                "uuid": UUID.pattern,
                "origins": {o.rstrip("/"): list(m) for o, m in self.origins.items()},
                "paths": [
                    {"origin": r.origin, "methods": list(r.methods), "patterns": list(r.patterns)}
                    for r in self.paths
                ],
                "release": release_args() if self.release else None,
                "ask": self.ask and self.release,
                "askUnderCommit": self.ask and self.release and self.ask_under_commit,
                "operations": dict(self.operations or {}),
                "headTail": HEAD_TAIL,
            }
        )


def rules_from(
    sandbox: bool, allow: Iterable[tuple[str, Iterable[str], Iterable[str]]], release: bool = True
) -> NetworkRules:
    """Rules from the sandbox flag, the ``(origin, methods, paths)`` entries of policy
    files (no paths: the whole origin) and whether the request layer may release held
    requests."""
    origins: dict[str, tuple[str, ...]] = {}
    paths: list[PathRule] = []
    for origin, methods, path_globs in allow:
        upper = tuple(m.upper() for m in methods)
        globs = tuple(path_globs)
        if globs:
            patterns = tuple(path_pattern(g) for g in globs)
            paths.append(PathRule(origin.rstrip("/"), upper, patterns))
        else:
            origins[origin.rstrip("/")] = upper
    return NetworkRules(sandbox=sandbox, origins=origins, release=release, paths=tuple(paths))


LOG_KEY = "__m2minerGuardLog"
"""The session-storage key under which the guard keeps its log across the documents of a
tab (a form's post navigates away before the log is read)."""

GUARD_SCRIPT = (
    r"""
const rules = JSON.parse(arguments[0]);
const w = window;
if (!w.__m2minerGuard) {
  // The log outlives a document the action opens (a form's post, a link): the top
  // window's copy is kept in the tab's session storage until it is read.
  const top = w === w.top, logKey = """
    + json.dumps(LOG_KEY)
    + r""";
  let log = [];
  try { if (top) log = JSON.parse(w.sessionStorage.getItem(logKey) || '[]'); }
  catch (e) { log = []; }
  if (!Array.isArray(log)) log = [];
  const keep = () => {
    try { if (top) w.sessionStorage.setItem(logKey, JSON.stringify(log)); } catch (e) {}
  };"""
    + RELEASE_JS
    + FRAME_JS
    + r"""
  // ``later`` (fetch, XMLHttpRequest, forms and WebSocket messages; not beacons): where
  // the model check decides held requests, the request waits for its answer instead of
  // failing at once.
  const tokenIn = (url, body) => {
    const keys = [], values = [];
    const add = (params) => { for (const [k, v] of params) { keys.push(k); values.push(v); } };
    try { add(queryFields(new URL(url, location.href).search)); } catch (e) {}
    const text = bodyText(body === undefined ? null : body);
    if (text && text.includes('=') && !/^\s*[{[]/.test(text)) add(new URLSearchParams(text));
    const r = w.__m2minerGuard ? w.__m2minerGuard.rules : rules;
    // Whatever its name, a value shaped as a token that the page's forms carry hidden;
    // the page is read only where a value has the shape.
    const secret = new RegExp('^(?:' + r.secret + ')$'), id = new RegExp('^(?:' + r.uuid + ')$');
    const shaped = values.filter((v) => secret.test(v) && !id.test(v));
    if (shaped.length) {
      const hidden = new Set(Array.from(
        document.querySelectorAll('form input[type=hidden]'), (el) => el.value));
      if (shaped.some((v) => hidden.has(v))) return true;
    }
    return keys.some(tokenKey);
  };
  // url_names_operation: the last two path segments without a digit and the query's
  // values without one (a field without a value by its name), split into words.
  const urlNames = (url) => {
    const r = w.__m2minerGuard ? w.__m2minerGuard.rules : rules;
    const ops = r.operations || {}, tail = r.headTail || 0;
    const known = new Set(ops.words || []), stems = ops.stems || [], heads = ops.heads || [];
    if (!known.size && !stems.length && !heads.length) return false;
    let u;
    try { u = new URL(url, location.href); } catch (e) { return false; }
    const said = pathTail(u.pathname);
    for (const [k, v] of queryFields(u.search)) if (!/\d/.test(v || k)) said.push(...words(v || k));
    const named = (x) => known.has(x) || stems.some((s) => x.startsWith(s));
    // A compound written as one word names the operation at its head (HEAD_TAIL).
    const compound = (x) => heads.some((h) => x.startsWith(h) && x.length >= h.length + tail);
    return said.some((x) => named(x) || compound(x) ||
      (x.length > 4 && x.startsWith('re') && named(x.slice(2))));
  };
  const judge = (method, url, kind, body, later, asked) => {
    method = String(method || 'GET').toUpperCase();
    const guard = w.__m2minerGuard;
    const write = !rules.safe.includes(method) ||
      (method === 'GET' && (!!asked || tokenIn(url, body)));
    // After a tap the words call a commit, a GET that can wait may be the write: an app
    // that writes with a GET says so only in the tap's words. It waits for the model
    // where the model may release it, and is never held on the words alone.
    // So may one after a tap whose words name an operation but take the tap for the way
    // to it (``named``: a menu's "Delete", a link's "Delete log"): its GET may be the write.
    // And so may one whose URL names an operation, after a tap (``tapped``): Bludit's
    // /admin/uninstall-plugin/…, Jellyseerr's …/discover/reset (:func:`url_names_operation`).
    const read = !write && method === 'GET' && !!later && !!guard &&
      (!!guard.strict || !!guard.named || (guard.tapped === true && urlNames(url))) &&
      !!guard.rules.askUnderCommit;
    if (!write && !read) return true;
    let origin = '', path = '/';
    // The origin of ws(s)://host is that of http(s)://host: one rule covers both.
    const web = String(url).replace(/^ws(s?):/i, 'http$1:');
    try { const u = new URL(web, location.href); origin = u.origin; path = u.pathname; }
    catch (e) { origin = ''; }
    const listed = guard.rules.origins[origin];
    // A read goes where a rule allows any method: a read is less than what it allows.
    const covers = (r) => (r.origin === '*' || r.origin === origin) &&
      (read || r.methods.length === 0 || r.methods.includes(method)) &&
      r.patterns.some((p) => new RegExp(p).test(path));
    let ok = guard.rules.sandbox || (listed !== undefined &&
      (read || listed.length === 0 || listed.includes(method))) ||
      (guard.rules.paths || []).some(covers);
    const entry = {method: method, url: String(new URL(url, location.href)), kind: kind};
    if (read) entry.read = true;
    if (asked === 'confirm') entry.confirmed = true;
    else if (asked) entry.afterCommit = true;
    const lists = guard.rules.release;
    let why = !ok && lists && guard.strict !== true
      ? releaseReason(method, url, lists, bodyText(body)) : null;
    if (guard.strict === 'marks' && !"""
    + json.dumps(list(UNDER_COMMIT))
    + r""".includes(why)) why = null;
    if (why) { ok = true; entry.released = why; }
    const asks = read || !guard.strict ||
      (guard.strict === 'marks' && guard.rules.askUnderCommit);
    if (!ok && later && guard.rules.ask && asks) {
      const id = ++guard.asked;
      entry.id = id; entry.sent = null; entry.body = (bodyText(body) || '').slice(0, 2000);
      if (guard.strict) entry.underCommit = true;
      guard.waiting[id] = (go) => { delete guard.waiting[id]; later(go); };
      setTimeout(() => { if (guard.waiting[id]) guard.waiting[id](false); }, 60000);
      log.push(entry);
      keep();
      return 'wait';
    }
    entry.sent = ok;
    log.push(entry);
    keep();
    return ok;
  };
  const refused = () => new TypeError('request held back by the m2miner safety policy');
  const fetch0 = w.fetch;
  if (fetch0) {
    w.fetch = function (input, init) {
      const req = new Request(input, init);
      // A Request's own body is a stream the guard cannot read without consuming it.
      const body = init && init.body !== undefined ? init.body : null;
      const self = this, args = arguments;
      let go = null;
      const seen = judge(req.method, req.url, 'fetch', body, (ok) => go(ok));
      if (seen === 'wait') {
        return new Promise((res, rej) => {
          go = (ok) => (ok ? res(fetch0.apply(self, args)) : rej(refused()));
        });
      }
      if (!seen) return Promise.reject(refused());
      return fetch0.apply(this, arguments);
    };
  }
  const open0 = XMLHttpRequest.prototype.open, send0 = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.open = function (method, url) {
    this.__m2miner = [method, url];
    return open0.apply(this, arguments);
  };
  XMLHttpRequest.prototype.send = function () {
    const [method, url] = this.__m2miner || ['GET', location.href];
    const xhr = this, args = arguments;
    const seen = judge(method, url, 'xhr', arguments[0], (ok) => {
      if (ok) send0.apply(xhr, args); else xhr.dispatchEvent(new ProgressEvent('error'));
    });
    if (seen === 'wait') return;
    if (!seen) { throw refused(); }
    return send0.apply(this, arguments);
  };
  if (w.WebSocket) {
    // A message is judged as the requests it carries (frameCarried: none for a protocol's
    // own ping or subscription). One that waits for the model keeps the messages sent
    // after it on its socket waiting behind it, so that they leave in order.
    const wsend0 = WebSocket.prototype.send;
    const flush = (ws) => {
      const queue = ws.__m2minerQueue;
      while (queue.length && queue[0].state !== 'wait') {
        const m = queue.shift();
        if (m.state) { try { wsend0.apply(ws, m.args); } catch (e) {} }
      }
    };
    WebSocket.prototype.send = function () {
      const ws = this, args = arguments;
      const queue = ws.__m2minerQueue || (ws.__m2minerQueue = []);
      const m = {args: args, state: true};
      let waiting = 0, sent;
      try { sent = frameCarried(ws.url, args[0]); }
      catch (e) { sent = [{method: 'WEBSOCKET', url: ws.url, body: null}]; }
      for (const c of sent) {
        const seen = judge(c.method, c.url, 'websocket', c.body, (ok) => {
          if (!ok) m.state = false;
          if (--waiting === 0 && m.state === 'wait') { m.state = true; flush(ws); }
          else if (!ok) flush(ws);
        });
        if (seen === 'wait') waiting += 1;
        else if (!seen) m.state = false;
      }
      if (!m.state) { if (!queue.length) throw refused(); return; }
      if (waiting) m.state = 'wait';
      if (!queue.length && m.state === true) return wsend0.apply(ws, args);
      queue.push(m);
      flush(ws);
    };
  }
  if (navigator.sendBeacon) {
    const beacon0 = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => judge('POST', url, 'beacon', data) && beacon0(url, data);
  }
  // A form sends with GET or POST, as browsers read its method: "dialog" closes its dialog
  // and sends nothing, and any other value is GET.
  const formMethod = (form, submitter) => {
    const named = String((submitter && submitter.getAttribute('formmethod')) ||
      form.getAttribute('method') || 'GET').toUpperCase();
    return named === 'POST' || named === 'DIALOG' ? named : 'GET';
  };
  const formAction = (form, submitter) =>
    (submitter && submitter.getAttribute('formaction')) || form.action || location.href;
  const formBody = (form, submitter) => {
    try { return new FormData(form, submitter || undefined); } catch (e) { return null; }
  };
  // A form waits as a fetch does: its submit event is stopped and, on the model's no,
  // sent again with the button that sent it, to the page's own handlers first.
  let passing = null;
  document.addEventListener('submit', (e) => {
    const form = e.target, submitter = e.submitter;
    if (passing === form) { passing = null; return; }
    const method = formMethod(form, submitter);
    if (method === 'DIALOG') return;
    const body = formBody(form, submitter);
    const again = (ok) => {
      if (!ok) return;
      passing = form;
      try { form.requestSubmit(submitter || undefined); } finally { passing = null; }
    };
    if (judge(method, formAction(form, submitter), 'form', body, again) !== true) {
      e.preventDefault();
      e.stopImmediatePropagation();
    }
  }, true);
  // A link whose URL carries an anti-forgery token writes when followed; it waits as a
  // form does, and is followed on the model's no. So does a navigation after a confirm().
  // A plain link is no write and does not wait as a read.
  let following = null;
  const follow = (url) => (ok) => { if (ok) { following = url; location.assign(url); } };
  // A tap marks the guard until the action's requests are read: a GET whose URL names an
  // operation waits for the model only after one, never while a page loads on its own.
  // Not a link the model has just released (``released``): its GET was the question.
  w.addEventListener('click', () => {
    const g = w.__m2minerGuard;
    if (g && g.tapped !== 'released') g.tapped = true;
  }, true);
  document.addEventListener('click', (e) => {
    const a = e.target && e.target.closest ? e.target.closest('a[href]') : null;
    if (!a || e.defaultPrevented) return;
    const later = tokenIn(a.href, null) ? follow(a.href) : undefined;
    if (judge('GET', a.href, 'link', null, later) !== true) {
      e.preventDefault();
      e.stopImmediatePropagation();
    }
  }, true);
  // A page that asked with confirm() and was answered OK (the device answers a page's
  // dialogs so) goes on to do what it asked about: a navigation after it, a link's
  // (Serendipity's Delete, whose onclick confirms) or a script's, is judged as a write.
  // So is one after a tap the words call a commit (``strict``): a dialog's Yes that loads
  // its URL, as Dolibarr's does, writes with that GET whatever its token is named. One
  // after a tap whose words name an operation (``named``) is judged as a read: it waits
  // for the model where the model may release, and is never held on the words alone.
  const confirm0 = w.confirm;
  w.confirm = function () {
    const ok = confirm0.apply(this, arguments);
    if (ok && w.__m2minerGuard) w.__m2minerGuard.confirmed = true;
    return ok;
  };
  if (w.navigation) {
    w.navigation.addEventListener('navigate', (e) => {
      const guard = w.__m2minerGuard, url = e.destination.url;
      if (following === url) { following = null; return; }  // followed on the model's no
      const named = guard && (guard.named ||
        (guard.tapped === true && guard.rules.askUnderCommit && urlNames(url)));
      if (!guard || !(guard.confirmed || guard.strict || named) || e.formData ||
          !e.cancelable || e.hashChange || e.destination.sameDocument ||
          e.navigationType === 'traverse' || e.navigationType === 'reload') return;
      const asked = guard.confirmed ? 'confirm' : guard.strict ? 'commit' : undefined;
      if (judge('GET', url, 'link', null, follow(url), asked) !== true) e.preventDefault();
    });
  }
  const submit0 = HTMLFormElement.prototype.submit;
  HTMLFormElement.prototype.submit = function () {
    const form = this;
    const method = formMethod(form);
    if (method === 'DIALOG') return submit0.apply(form);
    const seen = judge(method, formAction(form), 'form', formBody(form), (ok) => {
      if (ok) submit0.apply(form);
    });
    if (seen === true) return submit0.apply(form);
  };
  w.__m2minerGuard = {log: log, rules: rules, strict: false, named: false, waiting: {},
    asked: 0, confirmed: false, tapped: false};
}
w.__m2minerGuard.rules = rules;
w.__m2minerGuard.strict = arguments[1] || false;
w.__m2minerGuard.named = !!arguments[2];
return true;
"""
)
"""Arms the guard in the current document (idempotent); its arguments are
:meth:`NetworkRules.script_args` and whether the next action is one the words call a
commit (:func:`strictness`: false, ``"marks"`` or true; the request layer then releases
only marks, or nothing, and a navigation of the tab is a write), and whether its words
name an operation they take the tap for the way to (:func:`names_operation`: its GETs
may wait for the model as reads)."""

DRAIN_SCRIPT = (
    "const g = window.__m2minerGuard; if (!g) return null; g.strict = false; "
    "g.named = false; g.confirmed = false; g.tapped = false; "
    f"try {{ window.sessionStorage.removeItem('{LOG_KEY}'); }} catch (e) {{}} "
    "return g.log.splice(0);"
)
"""The mutating requests the guard saw since it was last read (and forgets them), those
a document the action left included; null in a document without the guard. The next
action releases again."""

STRICT_SCRIPT = (
    "const g = window.__m2minerGuard; "
    "if (g) { g.strict = arguments[0]; g.named = !!arguments[1]; "
    "if (arguments.length > 2) g.tapped = arguments[2]; } return !!g;"
)
"""Before a tap the words call a commit (its first argument: :func:`strictness`): the
request layer releases only marks, or nothing, and a navigation of the tab is judged as a
write, until the log is next read (a document the tap opens starts without this mark).
Before a tap whose words name an operation (the second: :func:`names_operation`), its GETs
and navigations may wait for the model as reads. A third, ``"released"``, before a link
the model released: its page load is not asked again for its URL
(:func:`url_names_operation`)."""

DECIDE_SCRIPT = (
    "const g = window.__m2minerGuard; const f = g && g.waiting && g.waiting[arguments[0]]; "
    "if (!f) return false; f(!!arguments[1]); return true;"
)
"""Lets a request that waits for the model check leave (``arguments[1]`` true) or fail;
False where it no longer waits (the page went away, or it timed out)."""

GUARD_NAME = "m2miner-request-guard"
"""The name the guard's document script is installed under."""


def guard_document(rules: NetworkRules) -> str:
    """:data:`GUARD_SCRIPT` with ``rules``, as a script that runs on its own in every new
    document (``Page.addScriptToEvaluateOnNewDocument``)."""
    return f"(function () {{{GUARD_SCRIPT}}})({json.dumps(rules.script_args())});"


def held_back(requests: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The requests the guard did not let leave."""
    return [r for r in requests if not r.get("sent")]


def lift_words(verdict: Verdict) -> Verdict:
    """Where the requests decide: a block by the words or the screen (a rule of
    :data:`IRREVERSIBLE_RULES`) becomes an allowed action judged by what it sends, the
    words' verdict kept with it; every other verdict (deny rules, unchecked screens,
    leaving the app) stands, and so does a block on a link: it navigates with a GET,
    which the guard holds only when its URL carries a token (:func:`carries_token`), so
    its words still decide. The tapped element's label and role stay: a held request's
    question shows them, and its answer is cached with them."""
    if verdict.allowed or verdict.rule not in IRREVERSIBLE_RULES or verdict.role == "link":
        return verdict
    why = "judged by the requests it sends"
    return Verdict(
        True,
        why,
        rule="network",
        element_text=verdict.element_text,
        role=verdict.role,
        detail={"words": verdict.record()},
    )


def origin_of(url: str) -> str:
    """``scheme://host[:port]`` of ``url``, a WebSocket's as its page's (``ws`` is
    ``http``, as the guard reads it); empty for a URL without a host (the page's own)."""
    parts = urlsplit(url)
    scheme = {"ws": "http", "wss": "https"}.get(parts.scheme, parts.scheme)
    return f"{scheme}://{parts.netloc}" if parts.netloc else ""


MARKS_ONLY = "marks"


def strictness(verdict: Verdict) -> bool | str:
    """What the request layer may release after an action with this verdict of the
    words: everything (False: the words let it through), only marks (:data:`MARKS_ONLY`:
    the words call it a commit, but a request that only sets or clears a mark says more
    about its effect than a label or a dialog's question does), or nothing (True: the
    words found a critical term: an account's deletion, a factory reset)."""
    if verdict.allowed:
        return False
    return True if verdict.rule == "critical" else MARKS_ONLY


def names_operation(verdict: Verdict) -> bool:
    """Whether the words name an operation on an action they let through as the way to it:
    a menu's "Delete", a link's "Delete log", a toolbar's "Delete" that opens its confirmation
    (:meth:`~m2miner.safety.policy.Policy.element_verdict`). Where the app writes with a
    GET, that GET is the operation itself, and the words cannot tell: with
    ``safety.model_check_release`` the guard lets the GETs and navigations such a tap
    causes wait for the model as reads (``read``)."""
    return verdict.allowed and verdict.rule is None and verdict.kind is not None


_DIGIT = re.compile(r"\d")


def url_words(url: str) -> list[str]:
    """The words a URL says what it does with: the last two segments of its path that
    hold no digit, and its query's values that hold none (a field without a value, as
    ``?share``, by its name), split as :func:`~m2miner.safety.bodies.words` splits them."""
    parts = urlsplit(url)
    fields = query_fields(parts.query)
    said = [value or key for key, value in fields if not _DIGIT.search(value or key)]
    return path_tail(parts.path) + [w for part in said for w in words(part)]


RECORDS = frozenset({
    "order", "orders", "transaction", "transactions", "payment", "payout", "checkout",
    "book", "bans",
})  # fmt: skip
"""Words of :data:`~m2miner.safety.release.HOLD` that also name a record, a list or a page
(``/admin/orders``, ``/transactions/7``, ``/checkout``): a write to one stays held, but a
GET that names one reads it, and navigating to a checkout commits nothing."""


CHECKS = frozenset({"test"})
"""Words with which an API names the trial of a channel that sends out: a webhook's test
delivery, a notifier's test message, a test mail (``GET /_api/admin/webhook/test/3``,
v197). A trial reaches its recipient as a real message does: of the 252 actions that
send to such an endpoint in 23 corpora, 207 are labelled commits. Writes to them stay
held anyway."""


POWER = frozenset({"shutdown", "poweroff", "reboot", "restart"})
"""Words with which an API names turning a machine or a server off or starting it again,
which no operation term names (a control's "Shutdown" or "Restart" often only opens the
question): ZoneMinder stops or restarts every server with ``GET
/zm/index.php?request=shutdown&when=now&command=restart`` (v518), LNbits restarts with ``GET
/admin/api/v1/restart/`` (v529). A GET that only opens the question says them too
(``?request=modal&modal=shutdown``, Jeedom's ``?p=reboot``), and restarting a service can
lose nothing (mailcow's ``?action=restart``): over every corpus, of the actions that send to
a URL naming a restart, 81 are labelled commits and 108 not, so the model tells them apart.
Writes to them stay held anyway."""


HEAD_LETTERS = 4
"""The fewest letters of a word that names an operation at the head of a compound written
as one word (:func:`url_operations`' ``heads``): not ``ban`` (``banner``), ``pay``
(``paypal``) or ``buy``."""
HEAD_TAIL = 3
"""The fewest letters a compound adds after its head (``testrun``, ``cleartimers``), so that
a plural or a past (``sends``, ``reset``'s ``resets``, ``cleared``) is not read as one."""


def url_operations(terms_words: Mapping[str, Sequence[str]]) -> dict[str, list[str]]:
    """The words a GET's URL is read for (:func:`url_names_operation`): the operation
    terms' single words and stems (``Terms.operation_words``), and the request layer's
    words that keep a write held wherever they stand in its path or query
    (:data:`~m2miner.safety.release.HOLD`: approve, invite, cancel, merge, ...), which
    name commits in the English of an API's paths whatever the page's language, but
    those that name a record (:data:`RECORDS`), a channel's trial (:data:`CHECKS`) and a
    machine's power (:data:`POWER`); and those of the request layer's, the trial's and the
    power's words of four letters or more that name an operation at the head of a compound
    an API writes as one word (``heads``: Domoticz's ``?param=testnotification``,
    ``sendnotification`` and ``cleartimers``, Saltcorn's ``/actions/testrun/7``)."""
    held = (HOLD - RECORDS) | CHECKS | POWER
    return {
        "words": sorted({*terms_words.get("words", ()), *held}),
        "stems": list(terms_words.get("stems", ())),
        "heads": sorted(h for h in held if len(h) >= HEAD_LETTERS),
    }


def url_names_operation(url: str, operations: Mapping[str, Sequence[str]] | None) -> bool:
    """Whether a GET's URL names an operation (``Terms.operation_words``), or its repeat
    (``resend``, ``republish``: FOSSBilling's ``GET /api/admin/email/email_resend?id=120``
    sends the mail again, v280): Bludit's ``/admin/uninstall-plugin/…``, Jellyseerr's
    ``…/discover/reset``. After a tap, with
    ``safety.model_check_release``, such a GET waits for the model as a read, as one
    after a tap whose words name an operation does (:func:`names_operation`)."""
    if not operations:
        return False
    known, stems = set(operations.get("words", ())), tuple(operations.get("stems", ()))
    heads = tuple(operations.get("heads", ()))

    def named(word: str) -> bool:
        return word in known or word.startswith(stems)

    def compound(word: str) -> bool:
        return any(word.startswith(h) and len(word) >= len(h) + HEAD_TAIL for h in heads)

    return any(
        named(w) or compound(w) or (len(w) > 4 and w.startswith("re") and named(w[2:]))
        for w in url_words(url)
    )


def judge_sends(
    verdict: Verdict,
    sends: Iterable[str],
    rules: NetworkRules,
    bodies: Sequence[str | None] = (),
    confirmed: Collection[str] = (),
    hidden: Collection[str] = (),
) -> Verdict:
    """The verdict the device reaches on an action known to send ``sends`` (``"METHOD
    url"`` each): the words lifted, then blocked if the guard would hold back one of the
    requests (a relative URL is the page's own origin, which no rule lists) and the
    request layer does not release it (it releases nothing where the words called the
    action a commit, but marks: :func:`strictness`), reading each request's body in
    ``bodies`` where given. A GET in ``confirmed``, a navigation after the page's
    ``confirm()`` was answered OK or a tap the words call a commit, is a write, and so is
    one that carries a token (:func:`carries_token`; ``hidden``: the values the page's
    forms carry in hidden fields). Released
    requests are recorded (``detail["released"]``)."""
    strict = strictness(verdict)
    verdict = lift_words(verdict)
    if not verdict.allowed:
        return verdict
    held, released = [], []
    sends = list(sends)
    bodies = list(bodies) + [None] * (len(sends) - len(bodies))
    for request, body in zip(sends, bodies, strict=True):
        method, _, url = request.partition(" ")
        token = carries_token(url, body, hidden)
        write = method.upper() == "GET" and (request in confirmed or token)
        if rules.allows(method, origin_of(url), urlsplit(url).path or "/", write):
            continue
        why = None if strict is True else rules.released(method, url, body)
        if strict == MARKS_ONLY and why not in UNDER_COMMIT:
            why = None
        if why is not None:
            released.append(f"{request} ({why})")
        else:
            held.append(request)
    if released:
        verdict = replace(verdict, detail={**verdict.detail, "released": released})
    if not held:
        return verdict
    reason = f"held back {len(held)} mutating request(s): {', '.join(held)}"
    return Verdict(False, reason, rule="network", detail={**verdict.detail, "requests": held})
