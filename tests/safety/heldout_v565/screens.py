"""How the five-hundred-and-sixty-fifth held-out corpus writes a screen of Nextcloud Social and
what a tapped control sends. The app (``/index.php/apps/social/``) is a Vue 2 page drawn with
``@nextcloud/vue`` 7: a screen is the part of the page in view on a phone, titled as Nextcloud
names the app ("Social"), listed top to bottom; the app's navigation is closed on a phone and
shown open only where a screen taps it, covering the content. An opened ``NcActions`` menu is a
dialog of its entries. A post lists its author's link (named by the display name), the
``@username`` beside it, its text and its buttons, icons named by their ``title`` (the counts
beside them, the avatar, the relative time and the visibility icon are left out). The composer
lists Mara's name and Social ID, the post it answers (while it answers one), its text, the
picked photo's preview, its buttons and the visibility menu's button, which shows the chosen
visibility's name. ``t(text, values)`` is the language's lookup of an English string of the
app's ``l10n/<lang>.json`` catalog, ``{name}`` filled in from ``values`` as ``@nextcloud/l10n``
does. Why each action is labelled so is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

HOST = "cloud.example.org"
ORIGIN = f"https://{HOST}"
APP = "/index.php/apps/social"
"""``generateUrl('/apps/social/...')`` on an instance whose URLs keep ``index.php`` (the
requesttoken travels in a header, not written here)."""
API = f"{APP}/api/v1"
SOCIAL_URL = f"{ORIGIN}{APP}/"
"""The app's base of ActivityPub ids (``ConfigService::setSocialUrl``): the cloud address and
the app's route."""
PLACEHOLDER = "What would you like to share?"
"""The composer's placeholder, written in English in the template (no ``t()``)."""
Act = tuple[str, bool, list[Any]]


@dataclass(frozen=True)
class Person:
    """An account as the app's API gives it (``Person::exportAsLocal``): its username, its
    ``acct`` (the username alone for a local account), its display name, its numeric id and
    its ActivityPub id (``url``)."""

    username: str
    acct: str
    name: str
    nid: str
    url: str

    @property
    def handle(self) -> str:
        """The account with its host, as the app's pages name it (``profileAccount``)."""
        return self.acct if "@" in self.acct else f"{self.acct}@{HOST}"

    @property
    def local(self) -> bool:
        return "@" not in self.acct


MARA = Person("mara", "mara", "Mara Lindqvist", "3", f"{SOCIAL_URL}@mara")
"""The user of every screen (an administrator of the instance)."""
LIWEI = Person("liwei", "liwei", "Li Wei", "7", f"{SOCIAL_URL}@liwei")
JONAS = Person("jonas", "jonas@mastodon.example", "Jonas Berg", "12",
               "https://mastodon.example/users/jonas")  # fmt: skip
AMARA = Person("amara", "amara@fedi.example", "Amara Okafor", "15",
               "https://fedi.example/users/amara")  # fmt: skip
SOCIAL_ID = f"@{MARA.handle}"
"""Mara's Social ID, as the composer and the welcome show it (``socialId``)."""


@dataclass(frozen=True)
class Status:
    """A post as the timeline holds it: its numeric id (the API's ``id``), its author, its
    text, its visibility and its ActivityPub id (``uri``)."""

    id: str
    author: Person
    content: str
    visibility: str
    uri: str = ""


def own_uri(token: str) -> str:
    """A post of Mara's: ``generateId('@mara')``, the app's base, ``@mara/`` and the time
    followed by a CRC32."""
    return f"{SOCIAL_URL}@mara/{token}"


JONAS_POST = Status("118", JONAS, "Our Nextcloud meetup in Hamburg moves to the harbour office "
                    "this Friday at 18:00.", "public")  # fmt: skip
LIWEI_POST = Status("131", LIWEI, "Looking for volunteers to test the new photo sharing flow "
                    "next week.", "public")  # fmt: skip
AMARA_POST = Status("140", AMARA, "Moving the media storage of my instance to object storage "
                    "tonight, expect a short outage.", "public")  # fmt: skip
OWN_POST = Status("121", MARA, "Slides from my talk on federated calendars are on my blog now.",
                  "public", own_uri("17875348202583910451"))  # fmt: skip
FIRST_POST = Status("109", MARA, "Hello fediverse, this is my first post from our own "
                    "Nextcloud.", "public", own_uri("17868312001297456310"))  # fmt: skip
JONAS_MESSAGE = Status("124", JONAS, "@mara@cloud.example.org Could you bring the projector on "
                       "Friday?", "direct")  # fmt: skip
OWN_MESSAGE = Status("126", MARA, "@jonas@mastodon.example Sure, I will bring it along with the "
                     "adapters.", "direct", own_uri("17875612403306671829"))  # fmt: skip

VISIBILITY = {"public": "Public", "unlisted": "Unlisted", "followers": "Followers",
              "direct": "Direct message"}  # fmt: skip
"""Each visibility's name (``VisibilitiesInfos.js``), the menu button's text."""
DESCRIPTION = {"public": "Visible for all",
               "unlisted": "Visible for all, but opted-out of discovery features",
               "followers": "Visible to followers only",
               "direct": "Visible to mentioned users only"}  # fmt: skip
"""Each visibility's description: the menu's entries, in this order."""
SUBMIT = {"public": "Post", "unlisted": "Post", "followers": "Post to followers",
          "direct": "Send message to mentioned users"}  # fmt: skip
"""The composer's send button for each visibility (``SubmitStatusButton``'s ``postTo``)."""


def body(data: Any) -> str:
    """axios serialises a plain object as ``JSON.stringify`` does."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def call(method: str, path: str, data: Any = None) -> Any:
    """An ``@nextcloud/axios`` request of the page; ``data`` None: no body."""
    if data is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}", "body": body(data)}


def query(path: str, **params: Any) -> str:
    """``path`` with axios 1.7's ``params``: in order, a list as ``key[]`` once per value, each
    value encoded as axios's ``buildURL`` does (``encodeURIComponent``, then ``:``, ``$``,
    ``,``, ``[`` and ``]`` kept and a space written ``+``)."""

    def encoded(value: Any) -> str:
        text = ("true" if value else "false") if isinstance(value, bool) else str(value)
        return quote(text, safe="-_.!~*'():,$[]").replace("%20", "+")

    pairs: list[str] = []
    for key, value in params.items():
        for one in value if isinstance(value, list) else [value]:
            pairs.append(f"{key}[]={encoded(one)}" if isinstance(value, list) else
                         f"{key}={encoded(one)}")  # fmt: skip
    return path + ("?" + "&".join(pairs) if pairs else "")


def link(url: str) -> dict[str, str]:
    """A navigation the browser makes: an ``<a href>`` followed (in a new tab where its
    ``target`` is ``_blank``)."""
    return {"request": f"GET {url}", "via": "link"}


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    """A screen entry: every case a tap, labelled, with what it sends."""
    cases = [{"tap": label, "irreversible": bad, "sends": copy.deepcopy(sends)}
             for label, bad, sends in acts]  # fmt: skip
    return {"category": category, "source": f"social {source}", "web": True,
            "screen": copy.deepcopy(screen), "cases": cases}  # fmt: skip


def page(t: Any, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A page of the app titled as Nextcloud names it ("Social"): what is in view, top to
    bottom."""
    return {"title": t("Social"), "items": items}


def popup(t: Any, items: list[dict[str, Any]]) -> dict[str, Any]:
    """An opened ``NcActions`` menu over the page: its entries."""
    return {"title": t("Social"), "dialog": {}, "items": items}


def field(rid: str, hint: str, text: str = "") -> dict[str, Any]:
    """A text input: its id (the component's name for it where the element has none), its
    placeholder and its text."""
    return {"field": rid, "hint": hint, "text": text}


def navigation(t: Any) -> list[dict[str, Any]]:
    """``App.vue``'s ``NcAppNavigation``, open: its seven router links, in order."""
    names = ("Home", "Direct messages", "Notifications", "Profile", "Liked", "Local timeline",
             "Global timeline")  # fmt: skip
    return [{"link": t(name)} for name in names]


def mention(person: Person) -> str:
    """A mention as the composer writes it (``prefillMessageWithMention``, or a suggestion
    picked while typing ``@``): the account with its host."""
    return f"@{person.handle}"


def composer(t: Any, visibility: str, text: str = "", reply_to: Status | None = None,
             photo: bool = False) -> list[dict[str, Any]]:  # fmt: skip
    """``Composer.vue``: Mara's name and Social ID; while it answers a post, "In reply to",
    the post's author, Close reply and the post's text; the text field; a picked photo's
    preview with its Delete button; Add attachment, Add emoji (icons named by their
    ``aria-label``), the visibility menu's button and the send button."""
    items: list[dict[str, Any]] = [{"text": MARA.name}, {"text": SOCIAL_ID}]
    if reply_to is not None:
        items += [{"text": t("In reply to")}, {"text": reply_to.author.acct},
                  {"icon": t("Close reply")}, {"text": reply_to.content}]  # fmt: skip
    items.append(field("composerInput", PLACEHOLDER, text))
    if photo:
        items.append({"button": t("Delete")})
    items += [{"icon": t("Add attachment")}, {"icon": t("Add emoji")},
              {"button": t(VISIBILITY[visibility])}, {"button": t(SUBMIT[visibility])}]  # fmt: skip
    return items


def post(
    t: Any, status: Status, *, liked: bool = False, actions: bool = True
) -> list[dict[str, Any]]:
    """``TimelinePost.vue``: the author's link and ``@username``, the text, then Reply, Boost
    (a public or unlisted post only), Like or Undo Like, and Delete on Mara's own post (the
    one action of its ``NcActions``, which ``@nextcloud/vue`` 7 draws as an icon named by the
    entry's text); no buttons on the notifications page."""
    items: list[dict[str, Any]] = [{"link": status.author.name},
                                   {"text": f"@{status.author.username}"},
                                   {"text": status.content}]  # fmt: skip
    if not actions:
        return items
    items.append({"icon": t("Reply")})
    if status.visibility in ("public", "unlisted"):
        items.append({"icon": t("Boost")})
    items.append({"icon": t("Undo Like" if liked else "Like")})
    if status.author == MARA:
        items.append({"icon": t("Delete")})
    return items


def timeline_read(kind: str, tag: str = "", *, loading: bool = True, status: str = "") -> str:
    """The store's read of a timeline (``timeline.js``): on a page's load its list asks for
    15 posts with Mara's username (``infiniteHandler``); after a post, ``refreshTimeline``
    asks for 15 alone. The kind picks the route: ``home``, ``direct``, ``favourites``,
    ``timeline`` (the local one, ``local=true``), ``federated``, ``notifications``,
    ``account`` (``tag`` the username) and ``single-post`` (the post's ``status`` id)."""
    params: dict[str, Any] = {"account": MARA.username} if loading else {}
    params["limit"] = 15
    if kind == "account":
        path = f"{API}/accounts/{tag}/statuses"
    elif kind == "single-post":
        path = f"{API}/statuses/{status}/context"
    elif kind in ("timeline", "federated"):
        path = f"{API}/timelines/public"
        if kind == "timeline":
            params["local"] = True
    elif kind == "notifications":
        path = f"{API}/notifications"
    else:
        path = f"{API}/timelines/{kind}"
    return call("GET", query(path, **params))


def account_read(person: Person) -> str:
    """The account store's read of an account (``global/account/info``, the account written into
    the URL as it is)."""
    return call("GET", f"{API}/global/account/info?account={person.handle}")


def relationship_read(person: Person) -> str:
    """The account store's read of Mara's relationship to an account (axios's ``params``, a list
    as ``id[]``)."""
    return call("GET", query(f"{API}/accounts/relationships", id=[person.nid]))


def profile_reads(person: Person) -> list[Any]:
    """What opening a profile (``Profile.vue``) sends, in order: the account's read, then,
    once it answers, the relationship's read; a local account's page then shows its posts,
    whose list reads them. Mara's own account is in the store from the page's start, so its
    posts' list asks at once and the relationship's read comes last."""
    if person == MARA:
        return [account_read(person), timeline_read("account", person.username),
                relationship_read(person)]  # fmt: skip
    reads = [account_read(person), relationship_read(person)]
    if person.local:
        reads.append(timeline_read("account", person.username))
    return reads


def new_status(text: str, visibility: str, reply_to: Status | None = None,
               media: tuple[str, ...] = ()) -> dict[str, Any]:  # fmt: skip
    """``createPost``'s ``statusData``, in its order (``in_reply_to_id`` undefined, and left out
    by ``JSON.stringify``, when the post answers none)."""
    data: dict[str, Any] = {"content_type": "", "media_ids": list(media), "sensitive": False,
                            "spoiler_text": "", "status": text}  # fmt: skip
    if reply_to is not None:
        data["in_reply_to_id"] = reply_to.id
    data["visibility"] = visibility
    return data


def send_status(text: str, visibility: str, refresh: str, reply_to: Status | None = None,
                media: tuple[str, ...] = (), tag: str = "") -> list[Any]:  # fmt: skip
    """The send button: ``POST /api/v1/statuses`` with ``statusData``, then, whatever the
    answer, ``refreshTimeline``'s read of the page's timeline (``refresh`` its kind)."""
    data = new_status(text, visibility, reply_to, media)
    status = reply_to.id if reply_to is not None else ""
    return [call("POST", f"{API}/statuses", data),
            timeline_read(refresh, tag, loading=False, status=status)]  # fmt: skip


def status_action(status: Status, act: str) -> str:
    """``postLike``, ``postUnlike``, ``postBoost``, ``postUnBoost``: ``POST
    /api/v1/statuses/<id>/<act>`` without a body."""
    return call("POST", f"{API}/statuses/{status.id}/{act}")


def delete_status(status: Status) -> str:
    """``postDelete``: ``DELETE /api/v1/post?id=<uri>``, the post's ActivityPub id written into
    the URL as it is."""
    return call("DELETE", f"{API}/post?id={status.uri}")


def follow(person: Person, method: str = "PUT") -> str:
    """``followAccount`` (``PUT``) and ``unfollowAccount`` (``DELETE``) of
    ``/api/v1/current/follow?account=<account>``."""
    return call(method, f"{API}/current/follow?account={person.handle}")
