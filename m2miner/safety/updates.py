"""Updates the request layer releases: a PUT or PATCH that sets fields a later write can
set back.

HTTP defines PUT as replacing a resource's state with the one sent and PATCH as changing
part of it (RFC 9110 section 9.3.4, RFC 5789): what either writes, another write of the
same kind undoes. A save of a profile, a preference, an edited comment or a record's
fields is such a write. It is not one when setting the fields does something beyond
them, and the request layer keeps it held wherever the request says so:

- a word of its path or of one of its body's keys (any depth) names a commit (the
  request layer's hold words: publish, send, pay, delete, cancel, ...) or one of
  :data:`KEEP`: money (Stripe's API objects and the fields that price them: amount,
  price, plan, tier, subscription, invoice, ...), the account's security (password,
  email, role, permission, a private key, ...) or who may see something (access,
  visibility, public, share, ...: Grist removes a member with ``PATCH …/access`` and
  ``{"delta": {"users": {"bob@example.com": null}}}``, v247); a key's word counts with
  its inflections (``deleted``, ``cancelled``, ``sent``), and two words in a row count
  as one too (:func:`compounds`: ``sp-privateKey`` names a ``privatekey``, a secret that
  only the form held, v552);
- its body keeps it held (a status set to anything but a draft, a publish flag, an
  operation naming a commit: :func:`m2miner.safety.bodies.body_reason`);
- its body cannot be read (none, a file, a stream, too long, not JSON or form fields),
  or carries nothing but ids: what it sets is unknown.

Everything else is released as ``update``. A POST (a create or an action of the
endpoint) and a DELETE are never updates. The same decision runs in the page
(:data:`UPDATE_JS`, with the lists of :func:`update_args`) and here
(:func:`is_update`).
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from m2miner.safety.bodies import (
    OPERATION_KEYS,
    PUBLISH_FLAGS,
    STATUS_KEYS,
    pairs,
    parse_body,
    plumbing,
    query_fields,
    words,
)

METHODS = ("PUT", "PATCH")
KEEP = frozenset({
    # money: what Stripe's API names its objects and the fields that price them
    "amount", "balance", "bank", "billing", "card", "cards", "charge", "coupon", "currency",
    "discount", "fee", "fees", "iban", "invoice", "payee", "plan", "plans", "price",
    "prices", "quantity", "subscription", "subscriptions", "tax", "tier", "tip", "total",
    "wallet",
    # the account's security
    "email", "mfa", "otp", "owner", "passcode", "passphrase", "password", "permission",
    "permissions", "phone", "privatekey", "privkey", "role", "roles", "secret", "totp",
    # who may see it
    "access", "audience", "privacy", "public", "recipient", "recipients", "share", "shared",
    "sharing", "visibility",
})  # fmt: skip
"""Words that keep an update held, in its path or its body's keys, besides the request
layer's hold words."""
IRREGULAR = frozenset({"sent", "paid", "bought", "submitted", "cancelled", "canceled",
                       "cancellation", "refunded", "withdrawn"})  # fmt: skip
"""Inflections of hold words that suffix stripping does not reach."""
SUFFIXES = ("s", "es", "d", "ed", "ing", "ion", "ment", "ments")
IDS = frozenset({"id", "_id", "ids", "uuid", "identity", "token"})
"""Keys that name what is written, not what is set."""


SINGULAR = frozenset({
    "settings", "preferences", "options", "details", "status", "news", "series", "access",
    "address", "progress", "bonus", "alias", "canvas", "analytics", "stats", "metrics",
    "props", "properties", "attributes", "prefs", "params",
})  # fmt: skip
"""Last words of a path that end like a plural and name one thing."""


def is_collection(segment: str) -> bool:
    """Whether a path's last ``segment`` names a collection (a plural noun, no id): a PUT
    to it makes a record as a POST would (Vikunja's ``PUT /tasks/{id}/comments``), since
    a PUT that replaced the whole collection (RFC 9110) is not what an app's tap does."""
    found = words(segment)
    if not found or any(c.isdigit() for c in segment):
        return False
    last = found[-1]
    return last.endswith("s") and not last.endswith(("ss", "us", "is")) and last not in SINGULAR


def _stems(word: str) -> list[str]:
    return [word] + [word[: -len(s)] for s in SUFFIXES if word.endswith(s) and len(word) > len(s)]


def compounds(found: list[str]) -> list[str]:
    """``found``, the words of a name, and each two of them in a row written as one: a
    name splits at its case and its separators (``privateKey``, ``private_key``), the
    word a list holds does not (``privatekey``)."""
    return found + [a + b for a, b in pairwise(found)]


def keeps(word: str, held: frozenset[str]) -> bool:
    """Whether ``word`` (lower case), or it without an inflection, is in ``held``."""
    return word in IRREGULAR or any(stem in held for stem in _stems(word))


def quiet(
    found: list[tuple[str, Any]],
    every: list[str],
    hold: frozenset[str],
    held: frozenset[str],
    states: frozenset[str] = frozenset(),
    plain: frozenset[str] = frozenset(),
) -> bool:
    """Whether a body's fields (``found``) and a path's words (``every``) say nothing at
    stake: no status field set to anything but one of ``states``, no publish flag, no
    operation naming a commit (``hold``) but with ``plain`` verbs alone, and no word of a
    field's name or of the path that :func:`keeps` to ``held``."""
    for key, value in found:
        name = key.lower()
        if name in STATUS_KEYS and str(value).lower() not in states:
            return False
        if name in PUBLISH_FLAGS and isinstance(value, bool):
            return False
        said = set(words(value)) if name in OPERATION_KEYS and isinstance(value, str) else set()
        if said & hold and not said <= plain:
            return False
        if any(keeps(w, held) for w in words(key)):
            return False
    return not any(keeps(w, held) for w in every)


def is_update(
    method: str, path_words: list[str], body: str | None, hold: frozenset[str], query: str = ""
) -> bool:
    """Whether a held ``method`` to a path of ``path_words`` with ``body`` is an update
    that another write can undo (the body's status and operation signals are the
    caller's, :func:`m2miner.safety.bodies.body_reason`). What it sets is its body's
    fields and its ``query``'s (Redmine's context menu sends ``issue[status_id]=3`` in
    the form's URL), but ids and a form's plumbing (an anti-forgery token, the method a
    ``POST`` stands for: :func:`~m2miner.safety.bodies.plumbing`)."""
    if method.upper() not in METHODS:
        return False
    held = hold | KEEP
    if any(keeps(w, held) for w in compounds(path_words)):
        return False
    data = parse_body(body)
    if not isinstance(data, dict | list):
        return False
    keys = [key for key, _ in pairs(data)]
    set_keys = keys + [key for key, _ in query_fields(query)]
    if not any(k.lower() not in IDS and not plumbing(k) for k in set_keys):
        return False
    return not any(keeps(w, held) for key in keys for w in compounds(words(key)))


def update_args() -> dict[str, Any]:
    """The lists :data:`UPDATE_JS` reads (``rules.release.update``)."""
    return {"keep": sorted(KEEP), "irregular": sorted(IRREGULAR), "suffixes": list(SUFFIXES),
            "ids": sorted(IDS), "singular": sorted(SINGULAR)}  # fmt: skip


UPDATE_JS = r"""
const keepsOf = (hold, lists) => {
  const held = new Set([...hold, ...lists.keep]);
  return (w) => lists.irregular.includes(w) || held.has(w) ||
    lists.suffixes.some((s) => w.endsWith(s) && w.length > s.length &&
      held.has(w.slice(0, -s.length)));
};
const isCollection = (segment, lists) => {
  const found = words(segment);
  if (!found.length || /\d/.test(segment)) return false;
  const last = found[found.length - 1];
  return last.endsWith('s') && !['ss', 'us', 'is'].some((e) => last.endsWith(e)) &&
    !lists.singular.includes(last);
};
const quiet = (found, every, hold, held, lists, states, plain) => {
  const keeps = keepsOf(held, lists);
  for (const [key, value] of found) {
    const name = key.toLowerCase();
    if (STATUS_KEYS.includes(name) && !states.includes(String(value).toLowerCase()))
      return false;
    if (PUBLISH_FLAGS.includes(name) && typeof value === 'boolean') return false;
    const said = OPERATION_KEYS.includes(name) && typeof value === 'string' ? words(value) : [];
    if (said.some((w) => hold.includes(w)) && !said.every((w) => plain.includes(w)))
      return false;
    if (words(key).some(keeps)) return false;
  }
  return !every.some(keeps);
};
const compounds = (found) => [...found, ...found.slice(1).map((w, i) => found[i] + w)];
const isUpdate = (method, pathWords, body, hold, lists, query) => {
  if (!['PUT', 'PATCH'].includes(method)) return false;
  const keeps = keepsOf(hold, lists);
  if (compounds(pathWords).some(keeps)) return false;
  const data = parseBody(body);
  if (data === null || typeof data !== 'object') return false;
  const keys = pairs(data, 0, []).map(([k]) => k);
  const setKeys = [...keys, ...queryFields(query).map(([k]) => k)];
  if (!setKeys.some((k) => !lists.ids.includes(k.toLowerCase()) && !plumbing(k))) return false;
  return !keys.some((k) => compounds(words(k)).some(keeps));
};
"""
""":func:`is_update` in the page: ``isUpdate(method, pathWords, bodyText, hold, lists,
query)``, ``isCollection(segment, lists)`` (:func:`is_collection`), ``quiet(found, every,
hold, held, lists, states, plain)`` (:func:`quiet`), ``keepsOf(hold, lists)``,
:func:`keeps` against the hold and keep words, and ``compounds(found)``
(:func:`compounds`); it uses ``words``, ``parseBody`` and
``pairs`` of the request layer's script."""
