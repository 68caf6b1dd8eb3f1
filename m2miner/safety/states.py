"""States and organisers the request layer releases: a write that moves a record between
two states its API also moves it back from, and one that makes one of the user's own
lists, labels or playlists.

Forge and forum APIs name a record's workflow states by paired calls, and a second call
of the pair restores the first state: GitHub's REST API locks an issue with
``PUT …/issues/{n}/lock`` and unlocks it with ``DELETE …/lock``, adds and removes
``…/assignees`` and ``…/labels``; GitLab's ``POST …/issues/{iid}/subscribe`` and
``/unsubscribe``, ``…/todo``, ``…/restore`` of a project marked for deletion, and
``state_event=close|reopen``; Discourse's ``PUT /t/{id}/status`` with
``status=closed|archived|pinned`` and ``enabled=true|false``,
``POST /t/{id}/notifications`` with a ``notification_level``, and
``PUT /posts/{id}/recover``. A held write is such a state change (:func:`is_state`) when:

- the last word of its path (its last segment that holds no digit) is one of
  :data:`STATES` (``…/lock``, ``…/reopen``, ``…/recover``); or one of
  :data:`STATE_NOUNS` (``…/assignees``, ``…/notifications``) right after a record's id
  or with a query naming ids; or ``status`` or ``state`` with a body that sets a
  status-like field;
- every status-like field of its body (``status``, ``state``, ...) is set to one of
  :data:`STATE_VALUES` (``closed``, ``locked``, ``read``, ...), not to ``published``,
  ``sent`` or ``visible``;
- no word of its path, query or body keys names a commit (the request layer's hold
  words), one of :data:`~m2miner.safety.updates.KEEP` (money, account security, audience)
  or of :data:`KEEP_STATE` and :data:`OVERWRITTEN` (an account, a backup, a database, an
  import or a configuration, a dispute: closing an account, restoring a backup, an import
  or a configuration over the data or conceding a dispute is not taken back by a second
  call), and no operation field or publish flag of the body says it commits.

A ``POST`` that makes one of :data:`ORGANISERS` or puts something in one
(:func:`is_organiser`: ``POST /api/v1/lists``, ``/api/playlists/5/add-video``) is
released on the same conditions; deleting one is not.

A state change stands where the tap's words call the tap a commit, as a mark does
(:data:`m2miner.safety.network.UNDER_COMMIT`); an organiser does not. The same decisions
run in the page (:data:`STATE_JS`, with the lists of :func:`state_args`) and here.
"""

from __future__ import annotations

import re
from typing import Any

from m2miner.safety.bodies import (
    STATUS_KEYS,
    pairs,
    parse_body,
    query_fields,
    words,
)
from m2miner.safety.updates import KEEP, quiet

STATES = frozenset({
    "lock", "unlock", "close", "reopen", "resolve", "unresolve", "assign", "unassign",
    "unlabel", "subscribe", "unsubscribe", "todo", "feature", "unfeature", "restore",
    "recover", "undelete", "untrash",
})  # fmt: skip
"""Words that, last in a path, name a state of a record set or cleared."""
STATE_NOUNS = frozenset({
    "assignee", "assignees", "label", "labels", "milestone", "notification", "notifications",
})  # fmt: skip
"""Fields of a record kept under it (``/issues/7/labels``): last in a path, they are a
state only after a record's id (``DELETE /api/v1/labels/4`` deletes the label itself)."""
STATE_FIELDS = frozenset({"status", "state"})
"""Last words of a path whose body says the state it sets."""
STATE_VALUES = frozenset({
    "open", "opened", "reopen", "reopened", "close", "closed", "lock", "locked", "unlock",
    "unlocked", "pinned", "unpinned", "archived", "unarchived", "resolved", "unresolved",
    "read", "unread", "seen", "done", "undone", "todo",
})  # fmt: skip
"""Values of a status-like field that name a state a later call can leave."""
KEEP_STATE = frozenset({
    "account", "accounts", "backup", "backups", "snapshot", "snapshots", "dispute", "disputes",
    "database", "databases",
})  # fmt: skip
"""Words that keep a state change or an organiser held besides the hold and keep words. A
database's as a backup's: Part-DB restores a backup over the data with
``POST …/update-manager/restore`` and ``restore_database=1`` (v271)."""
OVERWRITTEN = frozenset({
    "import", "imports", "config", "configs", "configuration", "configurations",
})  # fmt: skip
"""Words that keep a state change held, not an organiser: a restore that names one writes
it over the data. Helpy writes an uploaded file's rows over its records with
``POST /admin/imports/restore`` (v479), motionEye a saved configuration over the current
one with ``POST /config/restore/`` (v502); Piped's ``POST /import/playlist`` only makes a
playlist (v230)."""
ORGANISERS = frozenset({
    "list", "lists", "folder", "folders", "collection", "collections", "label", "labels",
    "tag", "tags", "filter", "filters", "playlist", "playlists", "category", "categories",
    "board", "boards", "milestone", "milestones",
})  # fmt: skip
"""Records a user keeps to sort their own things: Mastodon's lists and filters, GitHub's
labels and milestones, Gmail's labels and filters, YouTube's playlists, Trello's boards
and lists."""
CREATE = frozenset({"create", "add", "new"})
"""Verbs of an endpoint that makes a record, or puts one in another."""
_DIGIT = re.compile(r"\d")
_VERSION = re.compile(r"v\d+", re.IGNORECASE)
_IDS = ("id", "ids")
"""How a query field's name ends that names the records written (Gitea's
``?issue_ids=3``), read from the fields :func:`~m2miner.safety.bodies.query_fields`
splits."""


def is_state(
    path: str, every: list[str], body: str | None, hold: frozenset[str], query: str = ""
) -> bool:
    """Whether a held write to ``path`` (``every``: the words of the path and ``query``)
    with ``body`` moves a record to a state a second call takes back (``hold``: the words
    that name a commit)."""
    segments = [s for s in path.split("/") if s]
    named = [i for i, s in enumerate(segments) if not _DIGIT.search(s)]
    last = words(segments[named[-1]]) if named else []
    if not last:
        return False
    data = parse_body(body)
    found = list(pairs(data)) if isinstance(data, dict | list) else []
    statuses = [v for k, v in found if k.lower() in STATUS_KEYS]
    if last[-1] in STATE_NOUNS:
        before = segments[named[-1] - 1] if named[-1] > 0 else ""
        record = bool(_DIGIT.search(before)) and not _VERSION.fullmatch(before)
        if not (record or any(key.lower().endswith(_IDS) for key, _ in query_fields(query))):
            return False
    elif last[-1] not in STATES and not (last[-1] in STATE_FIELDS and statuses):
        return False
    return _quiet(every, body, hold, KEEP_STATE | OVERWRITTEN)


def is_organiser(method: str, path: str, every: list[str], body: str | None,
                 hold: frozenset[str]) -> bool:  # fmt: skip
    """Whether a held ``method`` to ``path`` makes one of the user's own organisers or puts
    something in one (``POST /api/v1/lists``, ``/api/labels.create``,
    ``/api/playlists/5/add-video``), with a body that names no commit, money, security
    or audience (``hold``: the words that name a commit). Deleting one is not released:
    what it sorted is lost with it. An endpoint that ends in an organiser makes one only
    when nothing but organisers and make verbs name it: ``lists.leaveList`` leaves a list
    someone else shares, and only its owner can add the user back."""
    if method.upper() != "POST":
        return False
    named = [s for s in path.split("/") if s and not _DIGIT.search(s)]
    last = words(named[-1]) if named else []
    before = words(named[-2]) if len(named) > 1 else []
    made = bool(last) and last[-1] in ORGANISERS and set(last) <= ORGANISERS | CREATE
    verb = bool(CREATE & set(last))
    into = ORGANISERS & set(last) or (before and before[-1] in ORGANISERS)
    if not (made or (verb and into)):
        return False
    return _quiet(every, body, hold, KEEP_STATE)


def _quiet(every: list[str], body: str | None, hold: frozenset[str], keep: frozenset[str]) -> bool:
    """Whether the path's words and the body's fields name no commit nor a word of ``keep``,
    a status field aside that sets one of :data:`STATE_VALUES`."""
    data = parse_body(body)
    found = list(pairs(data)) if isinstance(data, dict | list) else []
    return quiet(found, every, hold, hold | KEEP | keep, STATE_VALUES)


def state_args() -> dict[str, Any]:
    """The lists :data:`STATE_JS` reads (``rules.release.state``)."""
    return {"states": sorted(STATES), "nouns": sorted(STATE_NOUNS), "fields": sorted(STATE_FIELDS),
            "values": sorted(STATE_VALUES), "keep": sorted(KEEP_STATE),
            "overwritten": sorted(OVERWRITTEN),
            "organisers": sorted(ORGANISERS), "create": sorted(CREATE)}  # fmt: skip


STATE_JS = r"""
const quietState = (every, found, hold, lists, extra) =>
  quiet(found, every, hold, [...hold, ...lists.update.keep, ...lists.state.keep, ...extra],
    lists.update, lists.state.values, []);
const namedOf = (path) => path.split('/').filter((p) => p && !/\d/.test(p));
const foundOf = (body) => { const d = parseBody(body); return isObj(d) ? pairs(d, 0, []) : []; };
const isState = (path, every, body, hold, lists, query) => {
  const s = lists.state;
  const segments = path.split('/').filter(Boolean);
  const named = segments.map((p, i) => i).filter((i) => !/\d/.test(segments[i]));
  const at = named.length ? named[named.length - 1] : -1;
  const last = at >= 0 ? words(segments[at]) : [];
  if (!last.length) return false;
  const found = foundOf(body);
  const statuses = found.filter(([k]) => STATUS_KEYS.includes(k.toLowerCase()));
  const end = last[last.length - 1];
  if (s.nouns.includes(end)) {
    const before = at > 0 ? segments[at - 1] : '';
    const record = /\d/.test(before) && !/^v\d+$/i.test(before);
    if (!record && !queryFields(query).some(([k]) => /ids?$/i.test(k))) return false;
  } else if (!s.states.includes(end) && !(s.fields.includes(end) && statuses.length))
    return false;
  return quietState(every, found, hold, lists, s.overwritten);
};
const isOrganiser = (method, path, every, body, hold, lists) => {
  const s = lists.state;
  if (method !== 'POST') return false;
  const named = namedOf(path);
  const last = named.length ? words(named[named.length - 1]) : [];
  const before = named.length > 1 ? words(named[named.length - 2]) : [];
  if (!last.length) return false;
  const made = s.organisers.includes(last[last.length - 1]) &&
    last.every((w) => s.organisers.includes(w) || s.create.includes(w));
  const verb = last.some((w) => s.create.includes(w));
  const into = last.some((w) => s.organisers.includes(w)) ||
    (before.length > 0 && s.organisers.includes(before[before.length - 1]));
  if (!(made || (verb && into))) return false;
  return quietState(every, foundOf(body), hold, lists, []);
};
"""
""":func:`is_state` and :func:`is_organiser` in the page: ``isState(path, every, body,
hold, lists)`` and ``isOrganiser(method, path, every, body, hold, lists)`` (``lists``: the
request layer's, ``lists.state`` these); it uses ``words`` of the request layer's
script, ``parseBody``, ``pairs`` and ``isObj`` of the body layer's and ``keepsOf`` of the
update layer's."""
