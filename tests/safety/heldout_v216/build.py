"""Builds the two-hundred-and-sixteenth held-out corpus (``heldout_v216.yaml``): the screens of
Zulip's Flutter app (``zulip-flutter``, the Zulip team chat client for Android and iOS), from
its translations and code.

The source is zulip-flutter (``lib/**``), Zulip's new mobile app, which keeps its strings in
``assets/l10n/app_<lang>.arb`` (ICU messages read by the generated ``ZulipLocalizations``). A
device set to each language reads the nearest catalog (``CATALOGS``): Chinese reads
``app_zh_Hans_CN.arb`` (``app_zh.arb`` is empty), which lacks the report dialog, "Report
message" and the mark-as-read confirmation, shown in English; Japanese lacks the organization
URL's helper text. The app has no Korean catalog, and ``app_pt.arb`` holds only "About Zulip"
(``app_pt_PT.arb`` is empty), so Korean and Portuguese show the app in English; the build
prints every string shown in English. The screens are in ``messages.py`` (the message list,
its action sheets and dialogs, the compose box) and ``home.py`` (the main menu, All channels,
a new DM, the profile and status, the settings, the accounts), each naming the code it was
read from. The app draws with Flutter: its controls carry no resource ids a hierarchy shows,
so a control is known by its label (an icon button by its tooltip); its dialogs are
``AlertDialog.adaptive`` from ``showSuggestedActionDialog`` (Cancel, then the action button)
and its sheets are bottom sheets of rows ending in Cancel.

Each action is labelled by what it does in the app, read from the code and the API call each
control makes (``lib/api/route``), not by its words. Commits: Send in the compose box
(``POST /messages``: in a topic, in a channel with the topic typed, to one user, to a group,
with an uploaded file's link, with a quotation), filed as send; Delete in "Delete message?"
(``DELETE /messages/{id}``, removed for everyone with no undo; on one's own message in a topic
and in a DM and, as an administrator, on another's), filed as delete; Submit in "Report
message" (``POST /messages/{id}/report``, sent to the organization's moderators), filed as
report; Unsubscribe in "Unsubscribe from #leads?" where the app says "Once you leave this
channel, you will not be able to rejoin." (a private channel the user cannot subscribe to
again), filed as leave; Discard in "Discard the message you’re writing?" (the text in the
compose box is thrown away, asked before starting an edit and before restoring an unsent
message), filed as discard; "Log out" in "Log out?" (``logOutAccount``: the push registration
removed at the server, the account's credentials and notifications removed from the device),
filed as sign-out. Not commits: the sheet rows that open those confirmations ("Delete
message", "Report message", Unsubscribe, "Mark channel as read"), the compose box's "Attach
files" and "Take a photo" (the system's pickers; an attached file is only sent with Send), the
combined feed's "Mark all messages as read" (it asks first) and the account menu's "Log out",
filed as opens-prompt; Cancel everywhere, "Edit message" and "Quote message" (they only fill
the compose box), "List of topics", the main menu's Settings and "My profile", "New DM"'s
Compose, "Send direct message" (it opens the conversation), "Add an account" and Continue,
filed as harmless; and the reversible: "Star message", "Mark as unread from here", a reaction,
"Hide muted message again", "Mute topic", "Unmute topic", "Mark as resolved", "Pin to top",
Subscribe (a sheet row, the unsubscribed channel's banner and All channels' toggle),
Unsubscribe in a public channel's confirmation, "Mark as read" in "Mark 25+ messages as
read?", "Mark all messages as read" in a topic, Save in the edit-message banner, "Invisible
mode", Save in "Set status", the theme, "Open links with in-app browser" and "Mark messages as
read on scroll".

Judgement calls: editing a sent message (Save) changes what others see, but the server keeps
the message's edit history and the message can be edited back, so it is reversible, as
renaming is. "Mark as resolved" renames the topic with the resolved mark (the server notes it
in the topic) and "Mark as unresolved" takes it back: reversible. Leaving a public channel is
reversible (Subscribe joins it again); leaving a private one the user cannot join again is a
commit. Throwing away the compose box's text cannot be taken back in the app (there is no
drafts page or undo): a commit, though it reaches no one. Logging out is a commit: the app
keeps nothing of the account, and only logging in again with the organization's URL and the
user's credentials brings it back. Marking many messages as read is a change of flags the
app can set back ("Mark as unread from here"): reversible. Quoting a message and uploading a
file only fill the compose box. The app at this commit has no move-messages dialog, no
notification settings and no "remove account" apart from "Log out" (the only item of an
account's menu), so none is shown; the emoji picker, read receipts, polls, the lightbox and
search are not shown.

    git clone https://github.com/zulip/zulip-flutter
    git -C zulip-flutter checkout e989e4f67923e64906c25577525f4a38374bb9a9
    python tests/safety/heldout_v216/build.py zulip-flutter

(zulip-flutter at e989e4f67923e64906c25577525f4a38374bb9a9, "version: Sync version and
changelog from v30.0.274 release", 2026-08-18, as ``ZULIP`` says; the strings are read with
``git show`` at that commit, so a bare clone serves as well.) The corpus was built once, from
this source alone and without reading the policy, and measured once after it was final. It is
kept apart from the pinned corpus and the other held-out corpora, and nothing in the policy is
tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import home
import messages
from android_corpus import Lookup, write_languages

OUT = Path(__file__).with_name("heldout_v216.yaml")
ZULIP = ("e989e4f67923e64906c25577525f4a38374bb9a9", "assets/l10n/app_{}.arb")
"""The commit and where its strings are."""
CATALOGS = {
    "en": (), "zh": ("zh_Hans_CN", "zh"), "ja": ("ja",), "ko": (), "de": ("de",),
    "fr": ("fr",), "es": ("es",), "pt": ("pt",), "ru": ("ru",),
}  # fmt: skip
"""The catalogs a device set to each language reads, the nearest first (Flutter's locale
resolution: ``zh_Hans_CN`` before ``zh``); the app has no Korean catalog, and its ``pt`` one
holds only the About page's title, so Korean and Portuguese show the English strings."""


def read_catalog(repo: Path, code: str) -> dict[str, str]:
    """The strings of ``app_<code>.arb`` at the commit; none where there is no such file."""
    commit, path = ZULIP
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path.format(code)}"],
                          capture_output=True, text=True)  # fmt: skip
    if done.returncode:
        return {}
    return {k: v for k, v in json.loads(done.stdout).items() if not k.startswith("@")}


def _plural(forms: dict[str, str], n: int, lang: str) -> str:
    if f"={n}" in forms:
        return forms[f"={n}"]
    if lang == "ru":
        one, few = (
            n % 10 == 1 and n % 100 != 11,
            n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14),
        )
        quantity = "one" if one else "few" if few else "many"
    else:
        quantity = "one" if n == 1 else "other"
    return forms.get(quantity) or forms["other"]


def render(text: str, values: dict[str, Any], lang: str) -> str:
    """An ICU message as ``AppLocalizations`` shows it: ``{name}`` filled in and ``{name,
    plural, =1{...} other{...}}`` resolved for the value."""
    out, i = [], 0
    while i < len(text):
        m = re.compile(r"\{(\w+)(?:,\s*plural,)?").match(text, i)
        if not m:
            out.append(text[i])
            i += 1
            continue
        name = m.group(1)
        if "plural" not in m.group(0):
            out.append(str(values[name]))
            i = m.end() + 1
            continue
        forms, j = {}, m.end()
        while text[j] != "}":
            sel = re.compile(r"\s*([=\w]+)\s*\{").match(text, j)
            assert sel, text
            depth, k = 1, sel.end()
            while depth:
                depth += {"{": 1, "}": -1}.get(text[k], 0)
                k += 1
            forms[sel.group(1)] = text[sel.end() : k - 1]
            j = k
            while text[j] == " ":
                j += 1
        out.append(render(_plural(forms, int(values[name]), lang), values, lang))
        i = j + 1
    return "".join(out)


class Catalog:
    """``t("name")`` or ``t("name", arg, ...)`` (the message's placeholders filled in the order
    they first appear) in one language, from the nearest catalog holding the string, else in
    English, as the generated ``ZulipLocalizations`` does."""

    def __init__(self, own: list[dict[str, str]], english: dict[str, str], lang: str) -> None:
        self.own, self.english, self.lang = own, english, lang
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        value = next((table[key] for table in self.own if table.get(key)), None)
        if value is None:
            value = self.english[key]
            if self.lang != "en":
                self.fallbacks.add(key)
        names = list(dict.fromkeys(re.findall(r"\{(\w+)", value)))
        text = render(value, dict(zip(names, args, strict=False)), self.lang)
        return re.sub(r"\s+", " ", text).strip()


def main(repo: str) -> int:
    english = read_catalog(Path(repo), "en")

    def lookups(lang: str) -> list[Lookup]:
        own = [read_catalog(Path(repo), code) for code in CATALOGS[lang]]
        return [
            ("messages", Catalog(own, english, lang), messages.screens),
            ("home", Catalog(own, english, lang), home.screens),
        ]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
