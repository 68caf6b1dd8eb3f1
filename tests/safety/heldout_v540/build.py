"""Builds the five-hundred-and-fortieth held-out corpus (``heldout_v540.yaml``): an Android
Lemmy client's screens, from its translations and code.

The source is Eternity (``eu.toldi.infinityforlemmy``, a client for Lemmy, the federated link
aggregator, grown out of Infinity for Reddit: posts read, voted on, written, edited, marked
NSFW, reported and deleted, comments written, saved, reported and deleted, private messages
sent, communities subscribed to and blocked, users and instances blocked and unblocked, accounts
switched and logged out, and the custom themes, post filters, search history, crash reports and
settings it keeps on the device; ``eternity_posts.py``, ``eternity_compose.py``,
``eternity_people.py``, ``eternity_settings.py``). Its strings are
``app/src/main/res/values*/strings.xml``, read by name as Android reads them (``SOURCE``):
``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``, ``-es`` and ``-ru``, and for Portuguese
``values-pt-rBR`` and then ``values-pt`` (``FALLBACK``), from which a device set to Portuguese
(Brazil) reads "Add to Home screen", "Apply to", Confirm and the search history's question. All
nine languages have a catalog. A string a catalog lacks shows the English one, as Android does,
and the build prints which, and the strings a catalog carries in the English words as well. Of
the 110 strings the screens show, Korean lacks 47, among them Yes and No (so its questions
answer in English), "Discard?" and its message, "Report Post", "Send Report", Report in the
comment sheet, "Block Community", "Delete Theme", Warning and its message, "Disable NSFW
Forever", Confirm and its question, "Delete Logs" and the Advanced page's "Delete All ..." rows,
"Backup Settings", "Restore Settings" and "Crash Reports"; Japanese lacks 18 ("Block User",
"Block Community", "Unblock User", "Report Post", "Send Report", Confirm and the search
history's question, "Add to Home screen", "Contact Mods", "Create Codeberg Issue", "Instance
Info", Blocks, "View Instance", "Block Instance", "Apply to", "Receive post reply
notifications", "Upload an image" and Dangerous); Spanish 11 ("Block User", "Block Community",
"Unblock User", "Report Post", "Send Report", "Instance Info", Blocks, "View Instance", "Block
Instance", "Apply to", "Upload an image"); French 6 ("Add to Home screen", "Block Instance",
"Apply to", Confirm, the search history's question, "View Instance"); Chinese 4 ("Block
Instance", "Apply to", Blocks, "View Instance"); Portuguese and Russian 2 ("Block Instance",
"View Instance"); German none. NSFW reads NSFW in every language, and the drawer's group title
``label_reddit`` reads Lemmy in English, Korean, Portuguese and Russian and Reddit in the five
other catalogs, as the app shows it. ``block_community`` ends in a line break, which the menu
and the dialog show as an empty second line; every string is read without the spaces and breaks
at its ends. The report dialog's field hint, "Reason", is written in its layout and reads in
English everywhere; the post page's title is the comment sort's name, "New", and the main page's
the app's name, neither translated.

The screens (45 a language): another user's post with its buttons and a comment; the overflow
menu of one's own post and of another's; "Delete This Post"; "Report Post" for a post and for a
comment; "Block User" asked from a post; a comment's sheet, one's own and another's; "Delete
This Comment"; "Send Comment" filled in and its "Discard?"; "Text Post" filled in; "Edit Post";
"Send PM"; a conversation with a reply typed; a community's page, its overflow and "Block
Community"; a blocked user's overflow; "Instance Info"'s overflow; the navigation drawer and its
account section; the Advanced settings and their "Are you sure?" for all themes, all read posts
and all settings; the crash reports; the NSFW settings and their Warning; a custom theme's sheet
and "Delete Theme"; a post filter's sheet; the search page with its history, and its question.
How each screen is put together (a dialog's title, message, own view and buttons, a menu's rows,
a sheet's rows, a page's widgets and their ids) and what each control does comes from the app's
code, named in the docstrings of the four screen modules; ``screens.py`` says how a screen is
written.

Each action is labelled by what it does in the app, not by its words or by what the policy says.
Commits: Delete in "Delete This Post" and in "Delete This Comment" (``DeleteThing`` posts
``api/v3/post/delete`` or ``comment/delete`` with ``deleted: true``; the app has no way to
restore either), filed as delete; "Send Report" in the report dialog, for a post and for a
comment (the report goes to the community's moderators and the instance's admins, and the app
cannot withdraw it), filed as report; Send on "Send Comment" and on "Text Post" (the comment or
the post appears in the community at once, for everyone, and a comment notifies the author of
what it answers), filed as publish; Send on "Send PM" and the conversation's send image (the
message reaches the other user), filed as send; Yes in "Discard?" (the typed comment is kept
nowhere), filed as delete; "Log out" in the drawer's account section, which asks nothing, filed
as sign-out; Yes in "Are you sure?" for "Delete All Themes in Database" (every custom theme and
the three theme settings) and "Delete All Read Posts in Database", filed as delete, and for
"Reset All Settings", filed as reset; "Delete Logs" on the crash reports, at once, filed as
delete; Yes in the Warning of "Disable NSFW Forever", filed as overwrite; Yes in "Delete Theme";
Delete in a post filter's sheet, at once, with no question; and Yes in the search history's
Confirm, all three filed as delete. Not commits: the controls that only open a question, a
dialog or a picker ("Delete Post", Report and "Block User" in the post menus, Delete and Report
in the comment sheets, "Block Community" in the community's menu, "Delete All Themes in
Database", "Reset All Settings" and "Restore Settings" on the Advanced page, "Disable NSFW
Forever", "Delete Theme" in the theme's sheet, the search page's delete-all image:
opens-prompt); Cancel and No everywhere; "Add a comment", the comment's more button, "Edit Post"
in the menu, Copy and Share in the comment sheet, Rules, Share in the community's menu and
Profile in the drawer, which only open a page, a sheet or the system's share sheet (harmless);
and the reversible: the post's upvote, the comment's save button, "Mark NSFW", Yes in "Block
User" and "Block Community", "Unblock User", "Block Instance", Subscribe, Send on "Edit Post",
"Dark Theme", Anonymous and "Blur NSFW Images".

Judgement calls: blocking a user, a community or an instance is taken back in the app by
"Unblock User", "Unblock Community" and "Unblock Instance", and the drawer's Blocks lists what
is blocked: reversible, though blocking from a post closes the page, and a Lemmy server also
drops one's subscription to a community one blocks, which Subscribe takes up again. Logging out
is a commit though one can log in again: the account, its session and what the app stores for it
leave the device at once, with no question, and coming back needs the password, which the app
does not keep; Anonymous keeps the account, and its name in the same section switches back to
it: reversible. A Lemmy server could restore a deleted post or comment, but the app never asks
it to, so deleting is a commit. Editing one's post writes it over, and another edit writes it
again: reversible, as is "Mark NSFW", which "Unmark NSFW" takes back. "Delete All Read Posts in
Database" empties the record the app keeps to dim and hide read posts, and "Delete Logs" the
crash logs, neither with a way back: commits, though small. "Disable NSFW Forever" is the one
setting the app cannot set back (its Warning says only clearing the app's data does, the switch
is disabled after it, and "Reset All Settings" keeps it): a commit, filed as overwrite. "Delete
All Communities in Database" and "Delete All Users in Database" only empty a cache the app fills
again as pages are opened, and their question reads word for word as the committing ones ("Are
you sure?" with No and Yes over the same page), so their Yes is left out rather than given the
opposite label on the same screen. "Restore Settings" opens the system's file picker; the
settings are written over only after a file is chosen there: opens-prompt. "Hide Post" calls
Reddit's API, which a Lemmy server does not serve, so it is shown and not tapped; the profile
page's avatar and banner removal do the same and are left out. "Read All Messages" in the inbox
marks every reply, mention and message read, with no way back to unread in the app, but changes
only what is highlighted; it is left out rather than labelled either way.

Eternity is View-based: its pages carry their layouts' ids under
``eu.toldi.infinityforlemmy:id/``, its action-bar icons their menu ids, its dialogs the
platform's button ids, and an image button without a description (the vote, save, more and send
buttons, the search page's delete-all image) is known by its id alone (``screens.py``). A
control a screen shows but no case taps is still on the screen.

    git clone https://github.com/Bazsalanszky/Eternity
    python tests/safety/heldout_v540/build.py Eternity

(Eternity at 55bbef25c6c030ec23ad9a8400bb3ae222984bc2, "Switch pipeline to java 17", 2024-08-29,
the head of its default branch ``master``, as ``COMMIT`` says; the strings are read with
``git show`` at that commit, so a clone whose work tree could not be checked out serves as
well.) The corpus was built once, from this source alone and without reading the policy. It is
kept apart from the pinned corpus and the other held-out corpora, and nothing in the policy is
tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import eternity_compose
import eternity_people
import eternity_posts
import eternity_settings
from android_corpus import SUFFIX, Lookup, Source, Strings, read_strings, write_languages

OUT = Path(__file__).with_name("heldout_v540.yaml")
COMMIT = "55bbef25c6c030ec23ad9a8400bb3ae222984bc2"
SOURCE: Source = (COMMIT, ("app/src/main/res",), ("strings.xml",))
"""The commit, the app's resource folder and the file read in each ``values*`` folder."""
FALLBACK = {"pt": "-pt"}
"""Portuguese reads ``values-pt-rBR`` and, for a string it lacks, ``values-pt``, as a device
set to Portuguese (Brazil) does, before the English one."""
MODULES = (eternity_posts, eternity_compose, eternity_people, eternity_settings)
"""The app's parts, in the order the corpus shows them."""


def screens(t: Any) -> list[dict[str, Any]]:
    return [entry for module in MODULES for entry in module.screens(t)]


class Catalog(Strings):
    """Eternity's strings in one language as Android reads them (``Strings``), each read
    without the spaces and line breaks at its ends (``block_community`` ends in ``\\n``,
    which the menu and the dialog show as an empty second line); ``same`` collects the
    strings shown whose translation is the English words themselves."""

    def __init__(self, repo: Path, lang: str) -> None:
        super().__init__([("eternity", repo, SOURCE)], lang)
        self.english = read_strings(repo, SOURCE, "")
        self.own: dict[str, Any] = {}
        if lang in FALLBACK:
            below = read_strings(repo, SOURCE, FALLBACK[lang])
            self.tables.insert(1, (False, below))
            self.own.update(below)
        if SUFFIX[lang]:
            self.own.update(read_strings(repo, SOURCE, SUFFIX[lang]))
        self.same: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        name = key.partition("#")[0]
        if self.lang != "en" and self.own.get(name) and self.own[name] == self.english.get(name):
            self.same.add(name)
        return super().__call__(key, *args).strip()


def main(repo: str) -> int:
    catalogs: list[Catalog] = []

    def lookups(lang: str) -> list[Lookup]:
        catalogs.append(Catalog(Path(repo), lang))
        return [("eternity", catalogs[-1], screens)]

    done = write_languages(OUT, Path(__file__), lookups)
    for catalog in catalogs:
        if catalog.same:
            names = ", ".join(sorted(catalog.same))
            print(f"{catalog.lang} eternity: {len(catalog.same)} strings read as the English "
                  f"words: {names}")  # fmt: skip
    return done


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
