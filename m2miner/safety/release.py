"""The request layer: which held-back writes a tap the words call harmless may send.

The request guard (:mod:`m2miner.safety.network`) holds back every mutating request, so a
harmless write (signing out, a search sent as a POST) is held back like a payment. This
layer looks at the request itself, with signals that do not depend on the UI's language
(an API's paths are English whatever the page says), and releases a held request only
when all of these hold:

- the tap's words and screen did not call it a commit (the guard is told so before
  the action; a tap they call a commit releases nothing);
- no word of its path or query names a commit (:data:`HOLD`: publish, send, pay, order,
  delete, merge, clean, reset ...), but for the delete of a mark below, nor a decision on
  another person's request (:data:`DECIDE`: deny, reject, decline);
- its body (:mod:`m2miner.safety.bodies`) does not keep it held (a status set to
  ``published``, a GraphQL mutation, an operation named ``publish``, ...);
- the end of its path says what it does (where a front controller names the endpoint in
  the query, :func:`endpoint`, the path read is ``/i/entry/read`` for
  ``/i/?c=entry&a=read``, and where its body calls a remote method, :func:`calls`, the
  method is read as the last segment: Livewire's ``POST /livewire/update`` calling
  ``closeTicket`` is ``/livewire/update/closeTicket``, not an update; a body that calls
  several stays held): it sets or clears one user's mark on a record
  (:mod:`m2miner.safety.marks`: a like, star, pin, bookmark, follow, mute, archive or
  read mark, or a create or delete of a mark kept as a record, ``/api/stars.delete``; its
  other words name no money, account security or audience; or its body names the mark,
  ``flag=starred``), it moves a record to a state a second call takes back or makes one
  of the user's own organisers (:mod:`m2miner.safety.states`: ``…/issues/7/lock``,
  ``PUT /t/318/status`` with ``status=closed``, ``POST /api/v1/lists``), or the last segment (the
  endpoint's verb) names the session's
  own sign-out (:data:`LOGOUT`, or a DELETE of ``…/session`` with no id; not one of every
  session, :data:`WIDE`), a read sent
  as a POST (:data:`READ`: search, find, query, count, lookup, with a JSON object body only
  where it names a criterion, :func:`looks_for`; or a remote call named as
  a standard Get or List, :data:`RPC_READ`: ``GetMemo``, ``getMonitorList``) or a copy of a record
  (:data:`COPY`: duplicate, clone; POST only); or else its body does: a GraphQL query,
  or a save whose status field is a draft value, next to the content it saves; or else
  it is an **update** (:mod:`m2miner.safety.updates`): a PUT or PATCH, or a POST whose
  path ends in an update verb (:data:`EDITS`, as RPC-style APIs name them), whose readable
  body sets fields that another write can set back, and whose path and keys name no
  commit, money, account security or audience.

Everything else stays held: a create, a DELETE of a record, or a write whose body cannot
be read cannot be told from a commit by what it sends; a PUT to a collection
(:func:`~m2miner.safety.updates.is_collection`) is judged as the create it is. A policy file's
``release_requests: false`` turns the layer off. The same decision runs in
the page (:data:`RELEASE_JS`, with the word lists of :func:`release_args`) and here
(:func:`release_reason`, for records, tests and the corpus).
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import unquote, urlsplit

from m2miner.safety.bodies import (
    BODY_JS,
    HELD,
    HTTP_METHODS,
    MAX_DEPTH,
    OVERRIDE,
    RELEASED,
    body_reason,
    pairs,
    parse_body,
    query_fields,
    words,
)
from m2miner.safety.marks import MARK_JS, is_body_mark, is_mark, mark_args
from m2miner.safety.states import STATE_JS, is_organiser, is_state, state_args
from m2miner.safety.updates import UPDATE_JS, is_collection, is_update, update_args

HOLD = frozenset({
    "publish", "unpublish", "send", "pay", "payment", "payout", "order", "orders",
    "checkout", "purchase", "buy", "charge", "refund", "transfer", "withdraw", "delete",
    "destroy", "purge", "remove", "erase", "wipe", "cancel", "submit", "invite", "promote",
    "approve", "book", "transaction", "transactions", "merge", "clean", "cleanup", "prune",
    "ban", "bans", "kick", "reset", "clear", "regenerate",
})  # fmt: skip
"""Words that keep a request held wherever they appear in its path or query.
``regenerate`` replaces a key, a token or codes, and the old ones stop working
(Castopod's ``GET …/subscriptions/3/regenerate-token`` link revokes a subscriber's feed,
v248). ``reset`` and ``clear`` put back or empty what was kept (the term lists' reset;
Node-RED's project switch with ``{"clearContext": true}`` deletes every stored context,
v235). ``ban`` and ``kick`` act on another person (the membership terms' words; the
Matrix client API's ``/rooms/{roomId}/ban`` and ``/kick``, GitLab's ``POST
/users/:id/ban``, Discord's ``PUT /guilds/{id}/bans/{user}``): a ban's body of a duration
and a reason reads as an update of fields."""
DECIDE = frozenset({"deny", "reject", "decline"})
"""Words that keep a request held where its path or query says them (not a body's key:
Planka's ``smtpTlsRejectUnauthorized`` is a setting): they answer another person's
request, as ``approve`` does, and tell them (Ombi's ``PUT /api/v1/Request/Movie/Deny``
with the request's id and a reason reads as an update of fields, v263)."""
LOGOUT = frozenset({"logout", "signout", "logoff"})
WIDE = frozenset({"all", "everywhere", "others"})
"""Words that make a sign-out every session's, not the session's own: it revokes the
others (``POST /logout?allDevices=1``, ``/logout/everywhere``), so it stays held; a field
named with one whose value is false (Ghost's ``{"all": false}``) does not."""
OFF = frozenset({"false", "0", "", "no", "none", "null"})
"""A field's values that say no."""
READ = frozenset({"search", "find", "query", "count", "lookup"})
"""Verbs that, last in a POST's path, make it a read. Not ``validate``: moderation APIs
validate a comment to publish it (Piwigo's ``pwg.userComments.validate``)."""
CRITERIA = frozenset({
    "query", "q", "term", "terms", "search", "keyword", "keywords", "text", "filter",
    "filters", "where", "match", "sort", "limit", "offset", "page", "size", "cursor",
})  # fmt: skip
"""Words of a key that says what a read sent as a POST looks for: a JSON object sent to a
``search`` endpoint names a criterion, or it acts on the records it names (Prowlarr's
``POST /api/v1/search`` with a release's ``guid`` hands the release to the download
client, v236)."""
RPC_READ = frozenset({"get", "list"})
"""Verbs that, first in the name of an endpoint called with a POST, make it a read: the
standard Get and List methods of resource-oriented APIs (gRPC, Twirp, Connect, Google's
AIP-131 and AIP-132) and the events and methods socket apps name so."""
COPY = frozenset({"duplicate", "clone"})
EDITS = frozenset({"update", "edit", "rename"})
"""Verbs that, last in a POST's path, make it an update (Slack's ``chat.update``)."""
OVERRIDDEN = ("PUT", "PATCH", "DELETE")
HANDLERS = ("c", "controller", "_task", "op", "module", "option")
ACTIONS = ("a", "action", "_action", "do", "method", "task", "mode", "cmd", "act")
"""Query fields in which a front controller names what a request acts on and what it does:
Minz's ``c`` and ``a`` (FreshRSS), Kanboard's ``controller`` and ``action``, Roundcube's
``_task`` and ``_action``, Tiny Tiny RSS's ``op`` and ``method``, Matomo's ``module`` and
``action``, Joomla's ``option`` and ``task``, DokuWiki's ``do``, phpBB's ``mode``,
WordPress's and MediaWiki's ``action``."""
SCRIPT = re.compile(r"\.(?:php|cgi|pl|aspx?|jsp)$", re.IGNORECASE)
NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_.-]{0,63}")
"""A value that names a handler or an action: an identifier, not a number or a path. Both
patterns reach the page as they are (:func:`release_args`)."""
CALL_ARGS = ("params", "arguments")
"""Keys that, beside a ``method``, make an object a remote call: JSON-RPC's request
object (``{"jsonrpc": "2.0", "method": "aria2.remove", "params": [...]}``), Transmission's
(``{"method": "torrent-remove", "arguments": {...}}``) and each of Livewire's ``calls``
(``POST /livewire/update`` with ``{"components": [{"updates": {...}, "calls": [{"method":
"logoutSession", "params": ["57"]}]}]}``). A call's method is read as the endpoint's last
segment (:func:`called`); Livewire's magic actions (``$set``, ``$refresh``,
``$commit``) only send the ``updates`` beside them and are not names, nor is an HTTP
method (:data:`~m2miner.safety.bodies.HTTP_METHODS`)."""


def endpoint(path: str, query: str) -> str:
    """The path a request names: ``path`` itself, unless it is a front controller (a
    directory, ``/i/``, or a script, ``/doku.php``) and its query names the handler
    (:data:`HANDLERS`) or the action (:data:`ACTIONS`), each the first such field whose
    value is a name: then ``path`` with the handler and the action as its last segments,
    ``/i/?c=entry&a=read`` read as ``/i/entry/read`` and ``/?_task=logout`` as
    ``/logout``, so that the end of the path says what the request does, as a REST
    path's does."""
    if path and not (path.endswith("/") or SCRIPT.search(path)):
        return path
    handler = action = None
    for key, value in query_fields(query):
        if not NAME.fullmatch(value):
            continue
        if handler is None and key.lower() in HANDLERS:
            handler = value
        elif action is None and key.lower() in ACTIONS:
            action = value
    named = [n for n in (handler, action) if n is not None]
    return "/".join([path.rstrip("/"), *named]) if named else path


def calls(body: str | None) -> list[tuple[str, bool]]:
    """The remote methods ``body`` calls (:data:`CALL_ARGS`), each with whether it passes
    arguments: every object, to :data:`~m2miner.safety.bodies.MAX_DEPTH` levels, whose
    ``method`` is a name (:data:`NAME`, not an HTTP method's) beside ``params`` or
    ``arguments``."""
    found: list[tuple[str, bool]] = []

    def walk(data: Any, depth: int) -> None:
        if depth > MAX_DEPTH or not isinstance(data, dict | list):
            return
        name = data.get("method") if isinstance(data, dict) else None
        if (
            isinstance(data, dict)
            and isinstance(name, str)
            and NAME.fullmatch(name)
            and name.lower() not in HTTP_METHODS
            and any(key in data for key in CALL_ARGS)
        ):
            found.append((name, any(data.get(key) not in (None, [], {}) for key in CALL_ARGS)))
        for value in data.values() if isinstance(data, dict) else data:
            walk(value, depth + 1)

    walk(parse_body(body), 0)
    return found


def called(path: str, named: list[tuple[str, bool]]) -> str:
    """The path a request names once its body's call is read (:func:`calls`): ``path``
    with the one method it calls as its last segment, so that Livewire's
    ``POST /livewire/update`` calling ``closeTicket`` is read as ``/livewire/update/closeTicket``
    and not as an update; ``path`` itself where it calls none."""
    return f"{path.rstrip('/')}/{named[0][0]}" if named else path


def release_reason(method: str, url: str, body: str | None = None) -> str | None:
    """Why a held ``method url`` with ``body`` may be sent ("mark", "state", "logout", "read",
    "copy", "graphql query", "draft", "update"), or None: it stays held. Only the request decides
    here;
    the words' part is the caller's."""
    parts = urlsplit(url)
    method = overridden(method.upper(), parts.query, body)
    named = calls(body)
    if len({name for name, _ in named}) > 1:
        return None  # it calls several methods: no one name says what it does
    path = called(endpoint(unquote(parts.path), parts.query), named)
    segments = [s for s in path.split("/") if s]
    every = words(f"{path} {unquote(parts.query)}")
    if not segments or DECIDE & set(every):
        return None
    if method == "PUT" and is_collection(segments[-1]):
        method = "POST"  # a PUT to a collection makes a record (Vikunja's comments)
    if is_state(path, every, body, HOLD, unquote(parts.query)):
        return "state"
    if is_organiser(method, path, every, body, HOLD):
        return "organise"
    if is_body_mark(every, body, HOLD):
        return "mark"
    said = body_reason(body, HOLD)
    if said is not None and said[0] == HELD:
        return None
    if is_mark(path, every, HOLD):
        return "mark"
    if HOLD & set(every):
        return None
    last = words(segments[-1])
    joined = "".join(last)
    if LOGOUT & set(last) or joined in LOGOUT or (method == "DELETE" and last == ["session"]):
        wide = _wide(path, unquote(parts.query), body) or any(args for _, args in named)
        return None if wide else "logout"  # a call's argument names whose session
    reads = bool(READ & set(last)) and looks_for(body)
    if method == "POST" and (reads or is_rpc_read(segments[-1])):
        return "read"
    if method == "POST" and COPY & set(last):
        return "copy"
    if said is not None:
        return said[1] if said[0] == RELEASED else None
    verb = words(named[0][0].rsplit(".", 1)[-1])[:1] if named else last[-1:]
    if method == "POST" and verb and verb[0] in EDITS:
        method = "PATCH"  # an RPC-style API's update: /api/users.update, updateLabel()
    return "update" if is_update(method, every, body, HOLD, parts.query) else None


def looks_for(body: str | None) -> bool:
    """Whether a read sent as a POST says what it reads: no body or one that is not a JSON
    object (a list of arguments, a form), or an object with a key of :data:`CRITERIA`
    (``{"searchTerm": "", "limit": 99}``), at any depth."""
    data = parse_body(body) if body is not None and body.lstrip().startswith("{") else None
    if not isinstance(data, dict) or not data:
        return True
    return any(CRITERIA & set(words(key)) for key, _ in pairs(data))


def overridden(method: str, query: str, body: str | None) -> str:
    """The method a POST stands for where its query or its body's top level names one
    (:data:`OVERRIDE`: ``_method=PUT``, ``PATCH`` or ``DELETE``), else ``method``."""
    if method != "POST":
        return method
    data = parse_body(body)
    fields = query_fields(query)
    fields += list(data.items()) if isinstance(data, dict) else []
    named = [str(v).upper() for k, v in fields if k == OVERRIDE]
    return next((m for m in named if m in OVERRIDDEN), method)


def is_rpc_read(segment: str) -> bool:
    """Whether an endpoint is named as a remote call's standard read (:data:`RPC_READ`
    first in its name: ``GetMemo``, ``ListAttachments``, ``getMonitorList``; after the
    last dot, ``conversations.list``), not a lone ``/list``."""
    name = segment.rsplit(".", 1)[-1]
    verb = words(name)
    return bool(verb) and verb[0] in RPC_READ and (len(verb) > 1 or name != segment)


def _wide(path: str, query: str, body: str | None) -> bool:
    """Whether a sign-out names every session (:data:`WIDE`): in its path, or as a query
    or body field whose value is not a no."""
    if WIDE & set(words(path)):
        return True
    data = parse_body(body)
    fields = query_fields(query)
    fields += list(data.items()) if isinstance(data, dict) else []
    return any(WIDE & set(words(str(k))) and str(v).lower() not in OFF for k, v in fields)


def release_args() -> dict[str, Any]:
    """The word lists :data:`RELEASE_JS` reads (``rules.release``)."""
    return {"hold": sorted(HOLD), "decide": sorted(DECIDE), "logout": sorted(LOGOUT),
            "wide": sorted(WIDE),
            "off": sorted(OFF), "read": sorted(READ), "criteria": sorted(CRITERIA),
            "rpcRead": sorted(RPC_READ),
            "copy": sorted(COPY), "overridden": list(OVERRIDDEN),
            "handlers": list(HANDLERS), "actions": list(ACTIONS),
            "script": SCRIPT.pattern, "name": NAME.pattern,
            "callArgs": list(CALL_ARGS), "httpMethods": sorted(HTTP_METHODS),
            "edits": sorted(EDITS), "update": update_args(), "mark": mark_args(),
            "state": state_args()}  # fmt: skip


RELEASE_JS = (
    r"""
const words = (text) => String(text).replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  .split(/[^a-z0-9]+/).filter(Boolean);
const pathTail = (path) =>
  String(path).split('/').filter((s) => s && !/\d/.test(s)).slice(-2).flatMap(words);
"""
    + BODY_JS
    + UPDATE_JS
    + MARK_JS
    + STATE_JS
    + r"""
const looksFor = (text, lists) => {
  const data = text !== null && text.trimStart().startsWith('{') ? parseBody(text) : null;
  if (!data || typeof data !== 'object' || Array.isArray(data) || !Object.keys(data).length)
    return true;
  return pairs(data, 0, []).some(([k]) => words(k).some((w) => lists.criteria.includes(w)));
};
const wide = (path, query, text, lists) => {
  const named = (k) => words(k).some((w) => lists.wide.includes(w));
  if (named(path)) return true;
  const data = parseBody(text), fields = queryFields(query);
  if (data && typeof data === 'object' && !Array.isArray(data))
    fields.push(...Object.entries(data));
  return fields.some(([k, v]) => named(k) && !lists.off.includes(String(v).toLowerCase()));
};
// endpoint(): a front controller's request read as the path its query names.
const endpoint = (path, search, lists) => {
  if (path && !(path.endsWith('/') || new RegExp(lists.script, 'i').test(path))) return path;
  const name = new RegExp('^(?:' + lists.name + ')$');
  let handler = null, action = null;
  for (const [key, value] of queryFields(search)) {
    if (!name.test(value)) continue;
    if (handler === null && lists.handlers.includes(key.toLowerCase())) handler = value;
    else if (action === null && lists.actions.includes(key.toLowerCase())) action = value;
  }
  const named = [handler, action].filter((n) => n !== null);
  return named.length ? [path.replace(/\/+$/, ''), ...named].join('/') : path;
};
// calls(): the remote methods a body calls, each with whether it passes arguments.
const calls = (text, lists) => {
  const found = [], name = new RegExp('^(?:' + lists.name + ')$');
  const walk = (data, depth) => {
    if (depth > MAX_DEPTH || data === null || typeof data !== 'object') return;
    const m = Array.isArray(data) ? undefined : data.method;
    if (typeof m === 'string' && name.test(m) &&
        !lists.httpMethods.includes(m.toLowerCase()) &&
        lists.callArgs.some((k) => k in data)) {
      const given = (v) => v !== undefined && v !== null &&
        !(typeof v === 'object' && Object.keys(v).length === 0);
      found.push([m, lists.callArgs.some((k) => given(data[k]))]);
    }
    for (const v of Object.values(data)) walk(v, depth + 1);
  };
  walk(parseBody(text), 0);
  return found;
};
// overridden(): the method a POST stands for, named in _method (Rails, Laravel, Symfony).
const overridden = (method, search, text, lists) => {
  if (method !== 'POST') return method;
  const fields = queryFields(search);
  const data = parseBody(text);
  if (data && typeof data === 'object' && !Array.isArray(data))
    fields.push(...Object.entries(data));
  const named = fields.filter(([k]) => k === OVERRIDE)
    .map(([, v]) => String(v).toUpperCase());
  return named.find((m) => lists.overridden.includes(m)) || method;
};
const releaseReason = (method, url, lists, body) => {
  let u;
  try { u = new URL(url, location.href); } catch (e) { return null; }
  method = overridden(method, u.search, body === undefined ? null : body, lists);
  let path = u.pathname, query = u.search.replace(/^\?/, '');
  try { path = decodeURIComponent(path); query = decodeURIComponent(query); } catch (e) {}
  const text = body === undefined ? null : body;
  const named = calls(text, lists);
  if (new Set(named.map(([n]) => n)).size > 1) return null;
  path = endpoint(path, u.search, lists);
  if (named.length) path = path.replace(/\/+$/, '') + '/' + named[0][0];
  const segments = path.split('/').filter(Boolean);
  const every = words(path + ' ' + query);
  if (!segments.length || every.some((w) => lists.decide.includes(w))) return null;
  if (method === 'PUT' && isCollection(segments[segments.length - 1], lists.update))
    method = 'POST';
  if (isState(path, every, text, lists.hold, lists, query)) return 'state';
  if (isOrganiser(method, path, every, text, lists.hold, lists)) return 'organise';
  if (isBodyMark(every, text, lists.hold, lists)) return 'mark';
  const said = bodyReason(text, lists.hold);
  if (said && said[0] === 'held') return null;
  if (isMark(path, every, lists.hold, lists)) return 'mark';
  if (every.some((w) => lists.hold.includes(w))) return null;
  const last = words(segments[segments.length - 1]);
  const has = (list) => last.some((w) => list.includes(w));
  if (has(lists.logout) || lists.logout.includes(last.join('')) ||
      (method === 'DELETE' && last.length === 1 && last[0] === 'session'))
    return wide(path, query, text, lists) || named.some(([, a]) => a) ? null : 'logout';
  const rpc = segments[segments.length - 1].split('.').pop(), verb = words(rpc);
  const rpcRead = verb.length > 0 && lists.rpcRead.includes(verb[0]) &&
    (verb.length > 1 || rpc !== segments[segments.length - 1]);
  if (method === 'POST' && ((has(lists.read) && looksFor(text, lists)) || rpcRead))
    return 'read';
  if (method === 'POST' && has(lists.copy)) return 'copy';
  if (said) return said[0] === 'released' ? said[1] : null;
  const act = named.length ? words(named[0][0].split('.').pop()).slice(0, 1) : last.slice(-1);
  const edit = method === 'POST' && act.length && lists.edits.includes(act[0]);
  return isUpdate(edit ? 'PATCH' : method, every, text, lists.hold, lists.update, u.search)
    ? 'update' : null;
};
"""
)
""":func:`release_reason` in the page, defining ``releaseReason(method, url, lists, body)``
(``body``: the text ``bodyText`` read of it, or null)."""
