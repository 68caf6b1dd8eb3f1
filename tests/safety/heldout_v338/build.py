"""Builds the three-hundred-and-thirty-eighth held-out corpus (``heldout_v338.yaml``): an Android
proxy and VPN client's screens, from its translations and code.

The source is Shadowsocks for Android (``com.github.shadowsocks``, a client for Shadowsocks
servers that runs as a VPN or a local proxy: server profiles added, edited, shared, imported,
exported and removed, subscriptions of servers kept and refreshed, custom routing rules added
and removed, the apps sent through the VPN picked and copied to every profile, the service
started and stopped; ``shadowsocks.py``). Shadowsocks keeps its strings in two modules,
``core/src/main/res/values*/strings.xml`` and ``plugin/src/main/res/values*/strings.xml``
(``SHADOWSOCKS``), translated into ``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``,
``-es`` and ``-ru``, read by name as a device set to the language reads them; Portuguese would
read ``values-pt-rBR`` and then ``values-pt`` (``LOCALE``), but the app has neither. A string a
language lacks shows the English one, and the build prints which: Portuguese shows English
throughout but for the platform's words; the app's name, Shadowsocks, and "VPN" (the service
mode) show in English in every language; Korean has no "Manual Settings", "Import from file…",
"Replace from file…", "Export…", "Export to file…", "Add rule(s)…", "Edit rule",
"Subscriptions", "Add a subscription", "Edit subscription", "Refresh servers from
subscription", "Allow Toggling in Lock Screen", "Service mode", the three ports, "Metered
Hint", "Mode", "Off", "UDP Fallback" and "Bypass LAN & mainland China"; French has no "Replace
from file…", FAQ, "Subscriptions", "Add a subscription", "Edit subscription", "Refresh servers
from subscription", "Metered Hint", "Mode", "Off" and "UDP Fallback"; Spanish has no
"Subscriptions", "Add a subscription", "Edit subscription", "Refresh servers from
subscription", "Allow Toggling in Lock Screen", "Transproxy port", "Feature Settings", "Metered
Hint", "Mode", "Off", "UDP Fallback", "Bypass LAN & mainland China", "Subnet or Hostname PCRE
pattern" and the unsaved-changes question; German has no FAQ, "Server", "Route" and
"Subscriptions". Dialogs take OK and Cancel from the platform where the code asks for
``android.R.string.ok`` and ``cancel`` (:data:`android_corpus.PLATFORM`), and the search box
and the rules' action bar take Search, "Select all", Cut and Copy from the platform too
(``PLATFORM``, transcribed from the Android framework's translations); Yes and No are the app's
own ``yes`` and ``no``. How each screen is put together (a dialog's title, message and buttons,
a menu's rows, a toolbar's icons, a page's widgets) and what each control does comes from the
app's code, named in ``shadowsocks.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Yes in "Are you sure you want to remove this profile?" (``delProfile`` deletes
it from the database, with no undo), filed as delete; No in "Changes not saved. Do you want to
save?" (it leaves the profile's page and drops every edit made on it), filed as discard; "Apply
Settings to All Profiles" in the apps page's overflow (it writes this profile's apps and mode
into every other profile at once, with no undo) and "Refresh servers from subscription" on the
subscriptions page, with one subscription and with two (it deletes duplicate subscribed
profiles and writes the downloaded passwords, methods and plugins over the subscribed ones),
filed as overwrite; "GFW List" in the custom rules' "Add rule(s)…" menu (it adds every rule of
the bundled list to the user's own), filed as import. Not commits: the controls that only open
a confirmation, a dialog or the system's file picker (Remove on the profile's page, its Server
row, "Import from file…", "Replace from file…", "Export to file…", "Add a subscription", a
rule's row, "Manual Settings" in the rules' menu, "Service mode"); No and Cancel everywhere;
Edit, Share, "QR code", "Add Profile", "Export…", "UDP Fallback", "Add rule(s)…", Copy and the
drawer's rows; "Export to Clipboard" (the profiles, one profile or the app list copied to the
clipboard), filed as export; and the reversible: a profile's row (it switches to the profile),
Connect and Stop, "Import from Clipboard" on the profiles, apps and rules pages, "Manual
Settings" on the profiles page (it creates an empty profile), the snackbar's Undo, Yes in "Add
this Shadowsocks Profile?" (it creates the profile) and in the unsaved-changes dialog (it
saves), Apply, the IPv6 switch, OK in the Server dialog, a fallback picked, an app's row and
the Bypass mode, OK and Remove in "Edit subscription" and "Edit rule", Cut and Remove in the
rules' action bar (both behind a snackbar with Undo), "Auto Connect" and "Allow Toggling in
Lock Screen".

Judgement calls: dropping unsaved edits loses what was typed on the profile's page for good
(the stored profile itself is left as it was), so No in the unsaved-changes dialog is a commit,
filed as discard; Yes there and Apply only save edits, which can be edited back. Refreshing the
subscriptions downloads the servers again and writes them over the profiles that came from
them, deleting duplicates, with no undo and no copy of what was there: a commit, filed as
overwrite. "Apply Settings to All Profiles" replaces every profile's app list and mode, which
each held its own, with this one's: a commit, filed as overwrite; the other profiles' lists are
not kept anywhere. "GFW List" merges thousands of rules into the user's own custom rules; they
can only be taken out one by one, or with "Select all", which takes the user's own rules too: a
commit, filed as import. "Import from Clipboard" on the profiles page creates separate
profiles, each removable, and on the rules page adds the few rules the clipboard holds: not
commits. A profile, a subscription or a rule removed behind a snackbar comes back with Undo, so
Cut and Remove are reversible, as is a profile swiped off the list; the subscription's Remove
takes only the URL, not its profiles. Remove on a profile's own page asks first, and its Yes is
the commit. "Replace from file…" clears every profile once a file is picked, but the tap itself
only opens the system's picker, whose pick is outside the app: filed as opens-prompt. "Export
to Clipboard" and "Export to file…" put the profiles, passwords included, on the clipboard or
in a file the user picks; nothing leaves the device and nothing in the app changes: not
commits. Starting and stopping the service, switching profiles and "Allow Toggling in Lock
Screen" (which copies the selected profile to the device-protected storage, and cleans it out
again when turned off) can all be undone. The plugin picker, the QR scanner, the About page and
the Tasker settings are not shown; the main list shows its rows by name, and a row's Edit and
Share icons on the list filtered by a search, where one row is left.

Shadowsocks is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` (positive),
``button2`` (negative) and ``button3`` (neutral), and its pages, toolbars and menu items carry
the ids of its layouts and menus, under ``com.github.shadowsocks:id/`` (its package). A control
a screen shows but no case taps is still on the screen.

    git clone https://github.com/shadowsocks/shadowsocks-android
    python tests/safety/heldout_v338/build.py shadowsocks-android

(Shadowsocks at 6ef346c7d53572145b0e584d848d0c4c3cff90f2, "Fix #3185", 2025-05-12, as
``SHADOWSOCKS`` says; the strings are read with ``git show`` at that commit, so a clone whose
work tree could not be checked out serves as well.) The corpus was built once, from this source
alone and without reading the policy. It is kept apart from the pinned corpus and the other
held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import shadowsocks
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v338.yaml")
SHADOWSOCKS: Source = (
    "6ef346c7d53572145b0e584d848d0c4c3cff90f2",
    ("core/src/main/res", "plugin/src/main/res"),
    ("strings.xml",),
)
"""The commit and where the strings are."""
LOCALE = {("shadowsocks-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""
PLATFORM = {
    "en": ("Search", "Select all", "Cut", "Copy"),
    "zh": ("搜索", "全选", "剪切", "复制"),
    "ja": ("検索", "すべて選択", "切り取り", "コピー"),
    "ko": ("검색", "모두 선택", "잘라내기", "복사"),
    "de": ("Suchen", "Alle auswählen", "Ausschneiden", "Kopieren"),
    "fr": ("Rechercher", "Tout sélectionner", "Couper", "Copier"),
    "es": ("Buscar", "Seleccionar todo", "Cortar", "Copiar"),
    "pt": ("Pesquisar", "Selecionar tudo", "Recortar", "Copiar"),
    "ru": ("Поиск", "Выбрать все", "Вырезать", "Копировать"),
}
"""The platform's ``android:string/search_go``, ``selectAll``, ``cut`` and ``copy``."""


def platform() -> dict[str, dict[str, str]]:
    words = ("android:search_go", "android:selectAll", "android:cut", "android:copy")
    buttons = platform_buttons()
    return {lang: {**buttons[lang], **dict(zip(words, PLATFORM[lang], strict=True))}
            for lang in buttons}  # fmt: skip


def main(repo: str) -> int:
    sources = [
        ("shadowsocks", Path(repo), SHADOWSOCKS),
        ("shadowsocks-pt", Path(repo), SHADOWSOCKS),
    ]
    return build(OUT, Path(__file__), [("shadowsocks", sources, shadowsocks.screens)], LOCALE,
                 platform())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
