"""Builds the five-hundred-and-sixty-first held-out corpus (``heldout_v561.yaml``): an Android
Mastodon client's screens, from its translations and code.

The source is Moshidon (``org.joinmastodon.android.moshinda``, a fork of Megalodon and of the
Mastodon app for Android: posts published, replied to, boosted, bookmarked, pinned, deleted
and re-drafted, polls voted in, accounts followed, muted, blocked, removed as followers,
unfollowed and reported, servers blocked, drafts saved and deleted, a filter, a list and the
notifications deleted, the account logged out; ``moshidon_posts.py``,
``moshidon_accounts.py``, ``moshidon_compose.py`` and ``moshidon_settings.py``). Its words are
Android resources, ``mastodon/src/main/res/values*/`` ``strings.xml`` (Mastodon's),
``strings_sk.xml`` (Megalodon's) and ``strings_mo.xml`` (Moshidon's), read by name at the
commit (``SOURCE``). The app ships regional folders only, and its build keeps those listed in
``resourceConfigurations``: Chinese reads ``values-zh-rCN``, Japanese ``-ja-rJP``, Korean
``-ko-rKR``, German ``-de-rDE``, French ``-fr-rFR``, Spanish ``-es-rES``, Russian
``-ru-rRU``, and Portuguese ``-pt-rBR`` and then ``-pt-rPT``, which a device set to
Portuguese (Brazil) reads before the English strings (``FOLDERS``; the plain ``values-pt``
holds no string and is not packaged, and no string shown comes from ``-pt-rPT``). All nine
languages have a catalog. A string a language lacks shows the English one, as Android does,
and the build prints which. Of the 144 strings shown, Japanese lacks none and Spanish 3;
German and Chinese 19, Russian 17, French 16 and Portuguese 12, nearly all of them the newer
restriction sheets (the titles "Block user?", "Mute user?" and "Block domain?", their rows,
"Block server" and "Block @x instead") and the hashtag header's counts; Korean lacks 68, among
them Boost, Mutuals, "Log out" and its question, the report's reasons and forward switch, the
alt-text reminder and its Post, the filter's page and the behaviour switches, so that 12 of
its 62 taps read as English's. Plurals and numbers are written as ``getQuantityString`` and
``getString`` write them. How each screen is put together (a dialog's title, message and
buttons, a sheet's rows and buttons, a menu's rows, a page's widgets) and what each control
does comes from the app's code and layouts, named in each module's docstring; how a screen
is written, in ``screens.py``'s. Besides them the build read ``mastodon/build.gradle`` (the
application id, ``resourceConfigurations``, the GitHub build) and ``GlobalUserPreferences.java``
(the defaults of the settings the screens depend on).

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Boost in a post's footer, which boosts at once ("Ask before boosting" is off
by default), and Publish in a new post and in a reply and Post in "Media missing alt text",
which send the post (``CreateStatus``), filed as publish; Delete in "Delete post" and "Delete
and re-draft" in its redraft confirmation (``DeleteStatus``), Discard in "Save draft?",
Delete in "Delete draft", in 'Delete filter "Spoilers"?' and in "Delete list", and "Delete
all" in "Clear all notifications", filed as delete; Vote under a poll, filed as vote; Block in
"Block user?", and "Block server" and "Block @jonas@social.example instead" in "Block
domain?", filed as block; Remove in "Remove as follower", filed as revoke; the report's last
Next, which sends it to the moderators (``SendReport``), filed as report; Log out in "Log out
of @mira@fedi.example?", filed as sign-out. Not commits: the controls that only open a menu, a
sheet, a confirmation or a picker ("More options", the menus' Delete, "Delete and re-draft",
"Pin to profile", "Mute @jonas", "Block @jonas", "Remove as follower", "Block
social.example" and "Clear all notifications", a draft's and a list's Delete, Mutuals, which
asks before unfollowing, Public, "Add media", "Log out", "Delete filter" and Install), filed
as opens-prompt; Cancel everywhere, Reply, which only opens the composer, "Report @jonas",
and on the report's first page a reason and Next, which only turn pages (harmless); and the
reversible: Bookmark, "Follow @jonas" and "Follow back", which follow at once, the hashtag's
Follow, Pin in "Pin post to profile", Mute in "Mute user?", Unfollow in its question, the
report's forward switch, "Mark as draft", Save in "Save draft?", the filter's Save and the
"Ask before boosting" switch.

Judgement calls: a boost puts the post into every follower's home timeline and notifies its
author at once; "Undo boost" takes it off the timelines but not off the screens and
notifications it reached, so Boost is a publish, as Publish is though a post can be deleted.
Deleting a post is a commit although "Delete and re-draft" refills the composer with its text:
the post, its boosts and its favourites are gone from the server, and the redraft is a new
post. Discard in "Save draft?" closes the composer and keeps the text nowhere: a commit,
filed as delete; its Save sends the post to the server as a draft, a post scheduled past the
year 4999 that only the user sees and can delete: reversible. Remove in "Remove as
follower" blocks and at once unblocks the account, which ends its follow; only its owner can
follow again: a commit, filed as revoke. Blocking ends the follows both ways and a server
block removes one's followers there, which unblocking does not bring back. Muting (with or
without its notifications), pinning, bookmarking and following are undone by one tap on the
same control. Unfollowing Lena Park, whose account does not ask to approve followers, is
undone by following her again at once: reversible (for a locked account it would take her
approval). Logging out revokes the app's token on the server and drops the account's local
data; signing in again takes the password: a commit, filed as sign-out. Install only hands the
downloaded update to the system's installer, which asks before installing: opens-prompt. The
report's forward switch only marks a report that is not yet sent. Saving an edited filter is
an edit another edit undoes (no word is removed): reversible. The footer's Favorite is shown
but not tapped: it only marks the post, yet notifies its author, and is left unlabelled. Chinese
labels the Block sheet's button 确定 (OK); it still blocks. "Clear all notifications" is in
the notifications' menu once "Enable deleting notifications" is on (it is off by default),
and the update banner shows only in the build published on GitHub; the corpus shows both.

Moshidon is View-based: its views carry the ids of its layouts under the application's
package, and its dialogs the platform's ``android:id/button1`` and ``button2``
(``screens.py``). A tapped control is named by its words where they name it alone on its
screen, and by its id where they do not in some language: German "Teilen" is Boost and Share,
so German taps Boost as ``boost_btn``; Japanese 公開 is Publish and the Public visibility, so
Japanese taps them as ``publish`` and ``btn_visibility``; the unfollow and log-out questions
are titled with their button's words, so every language taps ``button1`` there. A control a
screen shows but no case taps is still on the screen.

    git clone https://github.com/LucasGGamerM/moshidon
    python tests/safety/heldout_v561/build.py moshidon

(Moshidon at b6a4211af93e3ae0b5b4baca6acce30cec601f5c, "Merge pull request #633 from
liutikas/upgradle", 2025-06-14, the head of its default branch, ``master``, as ``COMMIT``
says; the strings are read with ``git show`` at that commit, so a clone whose work tree could
not be checked out serves as well.) The corpus was built once, from this source alone and
without reading the policy. It is kept apart from the pinned corpus and the other held-out
corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import moshidon_accounts
import moshidon_compose
import moshidon_posts
import moshidon_settings
from android_corpus import SUFFIX, Lookup, Source, read_strings, write_languages

OUT = Path(__file__).with_name("heldout_v561.yaml")
COMMIT = "b6a4211af93e3ae0b5b4baca6acce30cec601f5c"
SOURCE: Source = (COMMIT, ("mastodon/src/main/res",),
                  ("strings.xml", "strings_sk.xml", "strings_mo.xml"))  # fmt: skip
"""The commit, the resource folder and the files of the app's strings (Mastodon's, then
Megalodon's ``strings_sk.xml`` and Moshidon's ``strings_mo.xml``; no name is in two)."""
FOLDERS = {"en": (), "zh": ("-zh-rCN",), "ja": ("-ja-rJP",), "ko": ("-ko-rKR",),
           "de": ("-de-rDE",), "fr": ("-fr-rFR",), "es": ("-es-rES",),
           "pt": ("-pt-rBR", "-pt-rPT"), "ru": ("-ru-rRU",)}  # fmt: skip
"""The ``values`` folders each language reads, in order, before the English ``values``: the
app ships only these regional folders (``resourceConfigurations``), and a device set to
Portuguese (Brazil) reads ``values-pt-rBR`` and, for a string it lacks, ``values-pt-rPT``."""
MODULES = (moshidon_posts, moshidon_accounts, moshidon_compose, moshidon_settings)
"""The app's parts, in the order the corpus shows them."""


def screens(t: Any) -> list[dict[str, Any]]:
    return [entry for module in MODULES for entry in module.screens(t)]


class Resources:
    """``t("name")``, ``t("name", arg, ...)`` or ``t("name#N")`` (a plural for N, filled
    with N, or with the arguments given) in one language, formatted as ``getString`` and
    ``getQuantityString`` do (``%s``, ``%d``, ``%,d``, ``%1$s``); a string the language's
    folders lack shows the English one, as Android does, and is recorded in ``fallbacks``.
    ``t("=text")`` is the text itself."""

    def __init__(self, repo: Path, lang: str) -> None:
        self.lang = lang
        self.tables = [read_strings(repo, SOURCE, suffix) for suffix in FOLDERS[lang]]
        self.english = read_strings(repo, SOURCE, "")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        if key.startswith("="):
            return key[1:]
        name, _, count = key.partition("#")
        value = next((table[name] for table in self.tables if table.get(name)), None)
        if value is None:
            value = self.english[name]
            if self.lang != "en":
                self.fallbacks.add(name)
        if count:
            value = _plural(value, int(count), self.lang)
            args = args or (int(count),)
        return _format(value, args) if args else value


def _plural(forms: dict[str, str], n: int, lang: str) -> str:
    """The form of a plural for ``n`` (CLDR's rules for the nine languages: Russian's
    one, few and many; one and other elsewhere, other alone in Chinese, Japanese and
    Korean, whose catalogs hold no other)."""
    if lang == "ru":
        one = n % 10 == 1 and n % 100 != 11
        few = n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14)
        quantity = "one" if one else "few" if few else "many"
    elif lang in ("zh", "ja", "ko"):
        quantity = "other"
    else:
        quantity = "one" if n == 1 or (lang == "fr" and n == 0) else "other"
    return forms.get(quantity) or forms["other"]


def _format(text: str, args: tuple[Any, ...]) -> str:
    values = iter(args)

    def fill(m: re.Match[str]) -> str:
        index, grouped, _ = m.groups()
        value = args[int(index) - 1] if index else next(values)
        return f"{value:,}" if grouped else str(value)

    return re.sub(r"%(?:(\d+)\$)?(,?)([sd])", fill, text)


def main(repo: str) -> int:
    def lookups(lang: str) -> list[Lookup]:
        return [("moshidon", Resources(Path(repo), lang), screens)]

    assert set(FOLDERS) == set(SUFFIX)
    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
