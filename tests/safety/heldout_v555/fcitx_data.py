"""Fcitx5 for Android's user data pages (``org.fcitx.fcitx5.android``): the pinyin
dictionaries, the quick phrase files and their entries, and the table-based input methods:
each listed, imported, created, edited and deleted; strings from
``app/src/main/res/values*/strings.xml``. The dictionaries', files', entries' and input
methods' names are the user's and the same in every language.

Read from the code (``app/src/main/java/org/fcitx/fcitx5/android``): ``ui/common/
BaseDynamicListUi.kt`` and ``DynamicListAdapter.kt`` (the shared list: a row's name; the
toolbar's Edit, which turns on multiple selection, where a tap on a row's name ticks it, and
Delete, which removes the ticked rows at once, ``deleteSelected``; a removal shows a snackbar
"Removed N item(s)" with Undo, which puts the rows back, unless the page sets ``enableUndo``
false; a list's Add and Edit dialogs have OK and Cancel); ``ui/main/EditDeleteMenuProvider.kt``
(the toolbar's Edit and Delete, icons titled Edit and Delete); ``ui/main/settings/
PinyinDictionaryFragment.kt`` (``enableUndo = false``; a removed dictionary's file is deleted
at once, ``item.file.delete()``; the add button, which has no label, opens the system's file
picker); ``ui/main/MainActivity.kt`` (a dictionary file opened from another app asks "Pinyin
Dictionaries", "Would you like to import this dictionary?", whose OK imports it into the
list, where Delete removes it again); ``ui/main/settings/QuickPhraseListFragment.kt``
(``enableUndo = false``; a removed quick phrase file is deleted at once, ``item.file
.delete()``; a built-in file the user has edited shows a menu with Edit and Reset, which
deletes the user's edited copy, ``BuiltinQuickPhrase.deleteOverride``, and goes back to the
built-in one; the add button, which has no label, asks "Quick Phrase Editor" with "Import
from file…" and "Create new", which asks for a Name); ``data/quickphrase/
BuiltinQuickPhrase.kt``; ``ui/main/settings/QuickPhraseEditFragment.kt`` (a file's entries,
"KEYWORD → PHRASE", with the list's Undo; the file is written when the page is left);
``ui/main/settings/TableInputMethodFragment.kt`` (``enableUndo = false``; a removed table
input method's configuration and dictionary files are deleted at once,
``TableBasedInputMethod.delete``; the add button, which has no label, asks "Import Table"
with "From zip…", which opens the file picker, and "From separate files…", which opens a
dialog whose two rows each open the file picker; a row's edit button, which has no label,
asks "Update table" with "Select file…", which opens the file picker, and Cancel);
``data/table/TableBasedInputMethod.kt`` and ``TableManager.kt``.
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, choices, entry, menu, page

DICTS = ("place_names", "sogou_network_words", "zhwiki")
BUILTIN_PHRASES, OWN_PHRASES = ("emoji", "latex"), ("travel", "work_snippets")
SNIPPETS = (("addr", "221B Baker Street, London"), ("sig", "Best regards, Li Wei"),
            ("tel", "+44 20 7946 0958"))  # fmt: skip
TABLES = ("Cangjie5", "Wubi86", "Zhengma")
APP = "Fcitx5"


def screens(t: Any) -> list[dict[str, Any]]:
    return pinyin(t) + quick_phrases(t) + tables(t)


def _list(title: str, names: tuple[str, ...], action: str) -> dict[str, Any]:
    """A list page: its toolbar action (Edit, or Delete while rows are ticked) and its rows."""
    return page(title, [{"icon": action}, {"list": [{"row": name} for name in names]}])


def pinyin(t: Any) -> list[dict[str, Any]]:
    where = "fcitx5 PinyinDictionaryFragment"
    title = t("pinyin_dict")
    cancel, ok = t("android:cancel"), t("android:ok")
    return [
        entry("harmless", where, _list(title, DICTS, t("edit")), [(t("edit"), False)]),
        entry(
            "harmless", f"{where} (select)", _list(title, DICTS, t("delete")), [(DICTS[1], False)]
        ),
        entry(
            "delete", f"{where} (select)", _list(title, DICTS, t("delete")), [(t("delete"), True)]
        ),
        entry(
            "delete",
            f"{where} (select)",
            _list(title, DICTS[:2], t("delete")),
            [(t("delete"), True)],
        ),
        alert(
            "reversible",
            "fcitx5 MainActivity (import dictionary)",
            APP,
            title,
            t("whether_import_dict"),
            (cancel, None),
            (ok, False),
        ),
    ]


def quick_phrases(t: Any) -> list[dict[str, Any]]:
    where = "fcitx5 QuickPhraseListFragment"
    title = t("quickphrase_editor")
    files = (*BUILTIN_PHRASES, *OWN_PHRASES)
    cancel, ok = t("android:cancel"), t("android:ok")
    name = ({"field": "", "hint": t("name"), "text": "travel", "focused": True},)
    edit_title = OWN_PHRASES[1]
    entries = tuple(f"{k} → {v}" for k, v in SNIPPETS)
    snackbar = page(
        edit_title,
        [
            {"icon": t("edit")},
            {"list": [{"row": e} for e in entries[1:]]},
            {"text": t("removed_n_items", 1), "rid": f"{ID}snackbar_text"},
            {"button": t("undo"), "rid": f"{ID}snackbar_action"},
        ],
    )
    phrase_fields = (
        {"field": "", "hint": t("quickphrase_keyword"), "text": "sig"},
        {"field": "", "hint": t("quickphrase_phrase"), "text": "Kind regards, Li Wei"},
    )
    return [
        menu(
            "reset",
            f"{where} (edited built-in file)",
            title,
            [t("edit"), t("reset")],
            [(t("reset"), True)],
        ),
        alert(
            "opens-prompt",
            f"{where} (add)",
            title,
            title,
            None,
            (cancel, None),
            None,
            items=choices([t("import_from_file"), t("create_new")]),
            taps=((t("create_new"), False),),
        ),
        alert(
            "reversible",
            f"{where} (create new)",
            title,
            t("create_new"),
            None,
            (cancel, None),
            (ok, False),
            items=name,
        ),
        entry(
            "delete", f"{where} (select)", _list(title, files, t("delete")), [(t("delete"), True)]
        ),
        entry(
            "reversible",
            "fcitx5 QuickPhraseEditFragment (select)",
            _list(edit_title, entries, t("delete")),
            [(t("delete"), False)],
        ),
        entry(
            "reversible", "fcitx5 QuickPhraseEditFragment (removed)", snackbar, [(t("undo"), False)]
        ),
        alert(
            "reversible",
            "fcitx5 QuickPhraseEditFragment (edit)",
            edit_title,
            t("edit"),
            None,
            (cancel, None),
            (ok, False),
            items=phrase_fields,
        ),
    ]


def tables(t: Any) -> list[dict[str, Any]]:
    where = "fcitx5 TableInputMethodFragment"
    title = t("table_im")
    cancel = t("android:cancel")
    replace = t("table_dict_replace_message", "cangjie5.main.dict")
    return [
        alert(
            "opens-prompt",
            f"{where} (import)",
            title,
            t("import_table"),
            None,
            (cancel, None),
            None,
            items=choices([t("table_from_zip"), t("table_select_files")]),
            taps=((t("table_select_files"), False),),
        ),
        alert(
            "opens-prompt",
            f"{where} (update table)",
            title,
            t("update_table"),
            replace,
            (cancel, None),
            None,
            (t("table_file_placeholder"), False),
        ),
        entry(
            "delete", f"{where} (select)", _list(title, TABLES, t("delete")), [(t("delete"), True)]
        ),
        entry(
            "delete",
            f"{where} (select)",
            _list(title, TABLES[:2], t("delete")),
            [(t("delete"), True)],
        ),
    ]
