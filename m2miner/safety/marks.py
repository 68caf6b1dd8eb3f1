"""Marks the request layer releases: a write that sets or clears one user's mark on a
record.

Public APIs name the marks a user sets on a record for themselves and the calls that
undo them in pairs: Mastodon's statuses ``favourite``/``unfavourite``,
``bookmark``/``unbookmark``, ``pin``/``unpin``, ``mute``/``unmute`` and accounts'
``follow``/``unfollow``; Slack's ``stars.add``/``stars.remove``,
``pins.add``/``pins.remove``, ``reactions.add``/``reactions.remove`` and
``conversations.archive``/``unarchive``; Reddit's ``save``/``unsave`` and
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
Marks that others see as an act of the user are not in the lists: a boost, reblog or
repost spreads a post to the user's followers, a vote is counted once (Mastodon polls
take no retraction), a block ends follows both ways, a report or flag goes to
moderators, and a subscription may be paid for. A container named like a mark is not a
mark record (``/api/archive/delete`` deletes an archive, and stays held).

The same decision runs in the page (:data:`MARK_JS`, with the lists of
:func:`mark_args`) and here (:func:`is_mark`).
"""

from __future__ import annotations

import re
from typing import Any

from m2miner.safety.bodies import words
from m2miner.safety.updates import KEEP, keeps

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
    "unhide", "save", "unsave", "read", "unread", "seen",
})  # fmt: skip
"""Words that, last in a path, name a mark being set or cleared."""
CRUD = frozenset({"create", "add", "new", "set", "toggle", "delete", "remove", "destroy"})
"""Plain verbs of a record's endpoint: they say what is done, not to what."""
_DIGIT = re.compile(r"\d")


def is_mark(path: str, every: list[str], hold: frozenset[str]) -> bool:
    """Whether a held write to ``path`` (``every``: the words of the path and query) sets
    or clears a mark (``hold``: the words that name a commit)."""
    named = [s for s in path.split("/") if s and not _DIGIT.search(s)]
    tail = [w for s in named[-2:] for w in words(s)]
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


def mark_args() -> dict[str, Any]:
    """The lists :data:`MARK_JS` reads (``rules.release.mark``)."""
    return {"marks": sorted(MARKS), "records": sorted(MARK_RECORDS), "crud": sorted(CRUD)}


MARK_JS = r"""
const isMark = (path, every, hold, lists) => {
  const keeps = keepsOf(hold, lists.update);
  const named = path.split('/').filter((s) => s && !/\d/.test(s));
  const tail = named.slice(-2).flatMap(words);
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
"""
""":func:`is_mark` in the page: ``isMark(path, every, hold, lists)`` (``lists``: the
request layer's, ``lists.mark`` these); it uses ``words`` of the request layer's script
and ``keepsOf`` of the update layer's."""
