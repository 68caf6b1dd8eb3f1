"""Marks the request layer releases: a write that sets or clears one user's mark on a
record.

Public APIs name the marks a user sets on a record for themselves and the calls that
undo them in pairs: Mastodon's statuses ``favourite``/``unfavourite``,
``bookmark``/``unbookmark``, ``pin``/``unpin``, ``mute``/``unmute`` and accounts'
``follow``/``unfollow``; Slack's ``stars.add``/``stars.remove``,
``pins.add``/``pins.remove``, ``reactions.add``/``reactions.remove`` and
``conversations.archive``/``unarchive``; Reddit's ``unsave`` and
``hide``/``unhide``. Setting such a mark changes what the user sees and what a record
shows as counted, nothing else, and the other call of the pair takes it back. A held
write is such a mark when the last words of its path (its last two segments that hold
no digit) say so:

- the last word is a mark (:data:`MARKS`: ``…/favourite``, ``/api/documents.archive``,
  ``…/mark-all-as-read``, ``POST /reactions``), or
- the last word is a plain create or delete (:data:`CRUD`) of a mark kept as a record
  (:data:`MARK_RECORDS`: ``/api/stars.create``, ``/api/pins.delete``,
  ``/following/delete``);

and no other word of its path or query names a commit or :data:`~m2miner.safety.updates.KEEP`
(money, the account's security, who may see it): ``/api/orders/pin`` stays held.
A save is not one: ``…/save`` is how most apps store any form (a category, an API key, a
comment, an email a front controller's ``action=save`` sends), and Reddit's save is one
of few that only marks; its undoing, ``unsave``, is.
Marks that others see as an act of the user are not in the lists: a boost, reblog or
repost spreads a post to the user's followers, a vote is counted once (Mastodon polls
take no retraction), a block ends follows both ways, a report or flag goes to
moderators, and a subscription may be paid for. A container named like a mark is not a
mark record (``/api/archive/delete`` deletes an archive, and stays held).

The same decision runs in the page (:data:`MARK_JS`, with the lists of
:func:`mark_args`) and here (:func:`is_mark`).
"""

from __future__ import annotations

from typing import Any

from m2miner.safety.bodies import pairs, parse_body, path_tail, words
from m2miner.safety.updates import KEEP, keeps, quiet

MARK_RECORDS = frozenset({
    "star", "stars", "starred", "pin", "pins", "pinned", "bookmark", "bookmarks",
    "favourite", "favourites", "favorite", "favorites", "fav", "favs", "like", "likes",
    "reaction", "reactions", "mute", "mutes", "muting", "follow", "follows", "following",
    "watch", "watches", "watching",
})  # fmt: skip
"""Marks an API may keep as records of their own, created and deleted like any record."""
MARKS = MARK_RECORDS | frozenset({
    "unstar", "unpin", "unbookmark", "unfavourite", "unfavorite", "unfav", "unlike",
    "react", "unreact", "unmute", "unfollow", "unwatch", "archive", "unarchive", "hide",
    "unhide", "unsave", "read", "unread", "seen",
})  # fmt: skip
"""Words that, last in a path, name a mark being set or cleared."""
CRUD = frozenset({"create", "add", "new", "set", "toggle", "delete", "remove", "destroy"})
MARK_KEYS = frozenset({"flag", "flags", "property", "keyword", "keywords", "mark"})
"""Body fields that name the mark a write sets (Zulip's ``flag=starred``, JMAP's
``keywords``, IMAP's flags)."""
"""Plain verbs of a record's endpoint: they say what is done, not to what."""


def is_mark(path: str, every: list[str], hold: frozenset[str]) -> bool:
    """Whether a held write to ``path`` (``every``: the words of the path and query) sets
    or clears a mark (``hold``: the words that name a commit)."""
    tail = path_tail(path)
    if not tail:
        return False
    if tail[-1] in MARKS:
        rest = every
    elif tail[-1] in CRUD and len(tail) > 1 and tail[-2] in MARK_RECORDS:
        rest = list(every)
        rest.remove(tail[-1])
    else:
        return False
    held = hold | KEEP
    return not any(keeps(w, held) for w in rest)


def _marked(word: str) -> bool:
    """Whether ``word`` is a mark, or one inflected (``starred``, ``muted``, ``pinned``)."""
    stems = [word, word[:-1], word[:-2], word[:-3]] if word.endswith("ed") else [word]
    return any(stem in MARKS for stem in stems if stem)


def is_body_mark(every: list[str], body: str | None, hold: frozenset[str]) -> bool:
    """Whether a held write's ``body`` names the mark it sets or clears in a field of
    :data:`MARK_KEYS` (``flag=starred&op=add``, ``op=remove``), with nothing else at
    stake: no status field or publish flag, no operation but a plain one of :data:`CRUD`,
    and no word of the path and query (``every``) nor of a field's name naming a commit
    (``hold``) or one of :data:`~m2miner.safety.updates.KEEP`."""
    data = parse_body(body)
    if not isinstance(data, dict | list):
        return False
    found = list(pairs(data))
    named = [str(v) for k, v in found if k.lower() in MARK_KEYS and isinstance(v, str)]
    if not any(_marked(w) for value in named for w in words(value)):
        return False
    return quiet(found, every, hold, hold | KEEP, plain=CRUD)  # op=remove undoes it


def mark_args() -> dict[str, Any]:
    """The lists :data:`MARK_JS` reads (``rules.release.mark``)."""
    return {"marks": sorted(MARKS), "records": sorted(MARK_RECORDS), "crud": sorted(CRUD),
            "keys": sorted(MARK_KEYS)}  # fmt: skip


MARK_JS = r"""
const isMark = (path, every, hold, lists) => {
  const keeps = keepsOf(hold, lists.update);
  const tail = pathTail(path);
  if (!tail.length) return false;
  const last = tail[tail.length - 1];
  let rest;
  const m = lists.mark;
  if (m.marks.includes(last)) rest = every;
  else if (m.crud.includes(last) && tail.length > 1 &&
           m.records.includes(tail[tail.length - 2])) {
    rest = [...every];
    rest.splice(rest.indexOf(last), 1);
  } else return false;
  return !rest.some(keeps);
};
const isBodyMark = (every, body, hold, lists) => {
  const m = lists.mark;
  const data = parseBody(body);
  if (data === null || typeof data !== 'object') return false;
  const found = pairs(data, 0, []);
  const marked = (w) => (w.endsWith('ed') ? [w, w.slice(0, -1), w.slice(0, -2), w.slice(0, -3)]
    : [w]).some((stem) => stem && m.marks.includes(stem));
  const named = found.filter(([k, v]) => m.keys.includes(k.toLowerCase()) &&
    typeof v === 'string').map(([, v]) => v);
  if (!named.some((v) => words(v).some(marked))) return false;
  return quiet(found, every, hold, [...hold, ...lists.update.keep], lists.update, [], m.crud);
};
"""
""":func:`is_mark` and :func:`is_body_mark` in the page: ``isMark(path, every, hold,
lists)`` and ``isBodyMark(every, body, hold, lists)`` (``lists``: the request layer's,
``lists.mark`` these); they use ``words`` of the request layer's script, ``parseBody``
and ``pairs`` of the body layer's and ``keepsOf`` of the update layer's."""
