"""Builds the five-hundred-and-fifty-fifth held-out corpus (``heldout_v555.yaml``): an Android
input method's screens, from its translations and code.

The source is Fcitx5 for Android (``org.fcitx.fcitx5.android``, the Fcitx5 input method
framework as an Android keyboard, https://github.com/fcitx5-android/fcitx5-android: its
settings app, where the keyboard's options, themes, pinyin dictionaries, quick phrase files,
table-based input methods and user data are managed, and the keyboard itself, with its
toolbar, clipboard window and status area), at 6998502528cd26efb6079556da92003638e4179c
("Update fcitx5 submodules", 2026-08-21 23:27:37 +0800), the head of its default branch.
The app keeps its strings in ``app/src/main/res/values*/strings.xml`` (``FCITX5``), read by
name in each language's folder as a device set to the language reads them:
``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-es`` and ``-ru``. It has no French and no
Portuguese catalog (no ``values-fr``, ``values-pt-rBR`` or ``values-pt``), so those two
languages show every string of the app in English, as Android does; only the platform's own
OK, Cancel (:data:`android_corpus.PLATFORM`) and Copy (``COPY``, the clipboard editor's
``@android:string/copy``), transcribed from the Android framework's translations, are in the
language. The screens read 131 of the app's strings. A string a language lacks shows the
English one, and the build prints which: Chinese lacks none; Russian 2 ("Keyboard height
percent base" and its choice "Display metrics (Resources.getDisplayMetrics)"); Japanese 23
(among them the keyboard bar's descriptions "Back to keyboard", "Expand toolbar", "Hide
toolbar", "Hide keyboard", Redo, "Status area" and "Open input method settings", "Delete
all", Share, "Restart fcitx instance" and its question, and the questions of "Clear clipboard
database" and "Import user data"); German 53 (among them "Delete Theme" and its question,
"Edit Theme", Configure, "Disable it", "Import user data", "Export user data" and the import's
question, "Restart fcitx instance", the clipboard database's question, "Update table", "Quick
Phrase Editor", "Delete all", its question, Share and the keyboard bar's descriptions);
Spanish 57 (among them "Clear clipboard database" and its question, Developer, "Pinyin
Dictionaries", "Table-based Input Methods", "Removed N item(s)", "N item(s) deleted",
"Delete all" and its question, Share, "Key long press delay", "Re-Crop Image" and the
keyboard bar's descriptions); Korean, whose catalog is the smallest, 83 (among them Theme,
"New theme", "Edit Theme", "Delete Theme" and its question, Configure, "Disable it", the
table pages' words, "Create new", "Import user data", "Export user data", "Restart fcitx
instance", Default, Share, "Delete all" and "Edit clipboard"); French and Portuguese all 131.
The app's name, Fcitx5, the theme presets' names, the version, the units (ms, s, %) and the
users' own names and texts are not translatable and read the same in every language. How
each screen is put together (a dialog's title, message, own widgets and buttons, a menu's
rows, a settings page's rows and switches, a list page's toolbar and rows, the keyboard's
bar and keys) comes from the app's code, named in the docstrings of ``fcitx_settings.py``
(the main page, Developer, logs, Advanced, Clipboard, Virtual Keyboard, About, the setup
wizard), ``fcitx_themes.py`` (the Theme page, its Configure tab, the theme editor),
``fcitx_data.py`` (pinyin dictionaries, quick phrases, table-based input methods) and
``fcitx_keyboard.py`` (the keyboard, its clipboard window and status area), which also say
what each tapped control does; ``screens.py`` says how a widget is written.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: OK in "Clear clipboard database" (``ClipboardManager.nukeTable`` empties the
clipboard database, pinned entries included, with no undo), OK in "Delete Theme" for two
custom themes (``ThemeManager.deleteTheme`` deletes the theme's file and its background
images), Delete in the toolbar of "Pinyin Dictionaries" with rows ticked (twice, with three
and with two dictionaries listed; each ticked dictionary's file is deleted at once, and the
page shows no Undo), of "Quick Phrase Editor" (a ticked quick phrase file of the user's is
deleted at once, with no Undo) and of "Table-based Input Methods" (twice; a ticked input
method's configuration and dictionary files are deleted at once, with no Undo), all filed as
delete; Reset in the menu of a built-in quick phrase file the user has edited
(``deleteOverride`` deletes the user's edited copy and goes back to the built-in file), filed
as reset; and the keyboard's return key (``button_return``) in a chat's message field, in two
conversations (the field asks for the Send action, and ``handleReturnKey`` calls
``performEditorAction``: the chat app sends the typed message), filed as send. Not commits:
the controls that only open a dialog, a menu or a picker (opens-prompt: "Clear clipboard
database", "Grant permission", "Import user data" and its OK, "Key long press delay", "New
theme", "Duplicate builtin theme…", "Create new", "From separate files…", "Select file…" in
"Update table", "Delete all" in the clipboard window); Cancel everywhere; the harmless (the
main page's Advanced, Developer in the overflow, OK in "Delete and sync runtime data" and in
"Restart fcitx instance", the log page's Clear, "Export user data", "Open source licenses",
the wizard's "Enable Input Method", Configure, "Re-Crop Image", Edit on the dictionaries'
page, a dictionary's row while rows are ticked, the keyboard bar's Clipboard, Share in a
clipboard entry's menu, "Reload Config"); and the reversible: the switches ("Verbose
logging", "Disable animation", "Return after pasting", "Follow system day/night theme"),
Reset in "Would you like to reset this preference to default?", OK in "Clipboard history
limit" (raised from 10 to 20), Default in "Key long press delay", a choice of "Space key long
press behavior", "Disable it", "Dark Keys", OK in "Would you like to import this
dictionary?", OK in "Create new", Delete, Undo and the entry's OK on a quick phrase file's own
page, the return key in a note, a clipboard entry's tap (it types the entry into the field),
OK in the delete-all menu, Delete in an entry's menu, Undo in the clipboard's snackbar and OK
in "Edit clipboard".

Judgement calls: the clipboard window's Delete and its delete-all OK only mark the entries
deleted and show "N item(s) deleted" with Undo, which brings every one of them back; the rows
are removed from the database only when the snackbar goes: a move to a trash the user can
restore from, reversible. On a quick phrase file's own page the list's Delete likewise offers
Undo, and the file is written only when the page is left: reversible. The Delete of the
dictionaries', quick phrase files' and table input methods' pages deletes the files as it
removes the rows (``enableUndo`` is false there): commits. "Delete and sync runtime data"
deletes only the copy of the data bundled in the app (``usr`` under the app's data
directory) and copies it again from the APK and its plugins; the user's dictionaries, phrases,
themes and settings live elsewhere and are not touched: harmless, whatever its words say.
"Restart fcitx instance" stops and starts the app's own input engine, not the device; nothing
the user keeps is lost: harmless. OK in "Import user data" and "Select file…" in "Update
table" only open the system's file picker; the zip or dictionary picked there then replaces
the settings and data or the table's dictionary without another question, but until a file is
picked nothing is written: opens-prompt. Reset and Default put back a switch's state or a
slider's number, which the same row sets back in one tap: reversible. OK in "Clipboard
history limit" raises the limit here and deletes nothing; a lower limit would mark the oldest
unpinned entries deleted with no way back, a case not shown. "Edit clipboard"'s OK writes the
edited text over the entry's, an edit another edit undoes: reversible. The return key in a
note's field (no action) types a line break: reversible; in a chat field that asks for Send
it makes the chat app send the message: a commit, though the key shows only an icon and its
id. The log page's Clear empties the shown list only; the system log is untouched. The theme
editor's two toolbar icons, delete and save, are both titled Save in the code, so neither can
be told from the other by its label and neither is tapped; the deletion's confirmation is.
While rows are ticked for deletion, a hierarchy shows each row's name and an unlabelled check
box, which is left off; the toolbar's Delete removes the rows ticked, at least one in every
case here. Left out: the input method list, the addon list, the engine's configuration pages,
the custom phrase and punctuation editors and the candidates' long-press actions, whose
words (input method and addon names, option names, "Forget word" and the like) come from the
engine's own gettext catalogs in its submodules, not from the app's ``strings.xml``; the
keyboard's letter keys, which have no id; the built-in theme tiles, which show no words.

Fcitx5 for Android is View-based: its dialogs are the platform's ``AlertDialog``, whose
buttons are ``android:id/button1`` (positive), ``button2`` (negative) and ``button3``
(neutral), its settings rows carry ``android:id/title`` and ``switch_widget``, and the few
views it inflates from layouts carry their ids under ``org.fcitx.fcitx5.android:id/``
(its package); the rest, built in code, carry none. A control a screen shows but no case taps
is still on the screen.

    git clone https://github.com/fcitx5-android/fcitx5-android
    python tests/safety/heldout_v555/build.py fcitx5-android

(Fcitx5 for Android at 6998502528cd26efb6079556da92003638e4179c, as ``COMMIT`` says; the
strings are read with ``git show`` at that commit, so a clone whose work tree could not be
checked out, or whose submodules were not, serves as well.) The corpus was built once, from
this source alone and without reading the policy. It is kept apart from the pinned corpus
and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import fcitx_data
import fcitx_keyboard
import fcitx_settings
import fcitx_themes
from android_corpus import PLATFORM, Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v555.yaml")
COMMIT = "6998502528cd26efb6079556da92003638e4179c"
FCITX5: Source = (COMMIT, ("app/src/main/res",), ("strings.xml",))
"""The commit and where the strings are."""
COPY = {"en": "Copy", "zh": "复制", "ja": "コピー", "ko": "복사", "de": "Kopieren",
        "fr": "Copier", "es": "Copiar", "pt": "Copiar", "ru": "Копировать"}  # fmt: skip
"""The platform's own ``android:string/copy``, which the clipboard editor's Copy button
shows, transcribed from the Android framework's translations."""
MODULES = (fcitx_settings, fcitx_themes, fcitx_data, fcitx_keyboard)
"""The app's parts, each with its screens, in the corpus's order."""


def main(repo: str) -> int:
    sources = [("fcitx5", Path(repo), FCITX5)]
    words = platform_buttons()
    platform = {lang: {**words[lang], "android:copy": COPY[lang]} for lang in PLATFORM}
    apps = [(module.__name__, sources, module.screens) for module in MODULES]
    return build(OUT, Path(__file__), apps, None, platform)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
