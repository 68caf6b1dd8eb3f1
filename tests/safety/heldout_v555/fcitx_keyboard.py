"""Fcitx5 for Android's keyboard (``org.fcitx.fcitx5.android``, an input method): the
keyboard over a note and over two chats, its toolbar, its clipboard window with an entry's
menu, the delete-all prompt and the undo snackbar, the clipboard entry editor and the status
area; strings from ``app/src/main/res/values*/strings.xml``. The apps typed in (Notes, and a
chat app's conversations with Alice Chen and with Family), what is typed and the clipboard's
entries are the same in every language.

Read from the code (``app/src/main/java/org/fcitx/fcitx5/android``): ``input/keyboard/
KeyDefPreset.kt`` and ``KeyView.kt`` (the special keys carry the ids ``button_caps``,
``button_backspace``, ``button_quickphrase``, ``button_lang``, ``button_space`` and
``button_return`` and no description; the return key presses ``FcitxKey_Return``);
``input/FcitxInputMethodService.kt`` (``handleReturnKey``: where the field asks for no
action, or for none by ``IME_FLAG_NO_ENTER_ACTION``, it sends Enter, a line break; where it
asks for an action, Send in a chat's message field, it calls ``performEditorAction``, and the
app sends the message); ``input/broadcast/ReturnKeyDrawableComponent.kt`` (the return key
only changes its icon for the action); ``input/bar/ui/IdleUi.kt``, ``idle/ButtonsBarUi.kt``
and ``TitleUi.kt`` (the bar's "Expand toolbar" or "Hide toolbar", Undo, Redo, "Text
Editing", Clipboard, "Status area" and "Hide keyboard"; a window's "Back to keyboard" and
its title); ``input/clipboard/ClipboardWindow.kt``, ``ClipboardUi.kt`` and
``ClipboardAdapter.kt`` (a tap on an entry types it into the field; a long press shows Pin or
Unpin, Edit, Share, which opens the system's share sheet, and Delete; "Delete all" shows a
menu with the question, Cancel and OK; Delete and OK mark the entries deleted and show "N
item(s) deleted" with Undo, which brings them all back; they are removed from the database
only when the snackbar goes); ``data/clipboard/ClipboardManager.kt`` (``delete``,
``deleteAll`` and ``undoDelete`` set and clear a ``deleted`` flag, ``realDelete`` removes the
flagged rows); ``ui/main/ClipboardEditActivity.kt`` and ``res/layout/
activity_clipboard_edit.xml`` ("Edit clipboard": the entry's text, Copy, Cancel and OK,
which writes the edited text back to the entry); ``input/status/StatusAreaWindow.kt`` (the
status area's Theme, "Input Method Options", "Reload Config", which reloads the engine's
configuration from its files, and "Virtual Keyboard", and its bar's "Open input method
settings"; the engine's own actions, named by the engine's catalogs, follow them and are left
off here).
"""

from __future__ import annotations

from typing import Any

from android_corpus import dialog
from screens import ID, entry, menu, page

NOTES, CHAT, GROUP = "Notes", "Alice Chen", "Family"
NOTE_TEXT = "Shopping list: milk, eggs, rice"
CHAT_TEXT, GROUP_TEXT = "See you at the station at 7", "Dinner is at 8, don't be late"
HISTORY = {CHAT: ("Are we still meeting tonight?",), GROUP: ("Who is bringing dessert?",)}
"""The last message of each chat, above its message field."""
CLIPS = ("+86 138 0013 8000", "https://example.org/tickets/4471", "Meeting moved to 3pm")
KEYS = ("button_caps", "button_backspace", "button_quickphrase", "button_lang", "button_space",
        "button_return")  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return keys(t) + clipboard(t) + status(t)


def _keys() -> list[dict[str, Any]]:
    return [{"id": f"{ID}{k}", "rid": f"{ID}{k}"} for k in KEYS]


def _field(text: str) -> dict[str, Any]:
    return {"field": "", "text": text, "focused": True}


def _keyboard(t: Any, host: str, text: str, toolbar: bool = False) -> dict[str, Any]:
    """The keyboard under ``host``'s field (a chat's last message above it): the bar,
    collapsed or with the toolbar, and the special keys (the letter keys are left off)."""
    if toolbar:
        keys = ("hide_toolbar", "undo", "redo", "text_editing", "clipboard", "status_area")
    else:
        keys = ("expand_toolbar",)
    bar = [*({"icon": t(k)} for k in keys), {"icon": t("hide_keyboard")}]
    said = [{"text": line} for line in HISTORY.get(host, ())]
    return page(host, [*said, _field(text), *bar, *_keys()])


def keys(t: Any) -> list[dict[str, Any]]:
    where = "fcitx5 TextKeyboard"
    return [
        entry(
            "reversible",
            f"{where} (note)",
            _keyboard(t, NOTES, NOTE_TEXT),
            [("button_return", False)],
        ),
        entry(
            "send",
            f"{where} (chat, Send action)",
            _keyboard(t, CHAT, CHAT_TEXT),
            [("button_return", True)],
        ),
        entry(
            "send",
            f"{where} (chat, Send action)",
            _keyboard(t, GROUP, GROUP_TEXT),
            [("button_return", True)],
        ),
        entry(
            "harmless",
            "fcitx5 ButtonsBarUi",
            _keyboard(t, NOTES, NOTE_TEXT, True),
            [(t("clipboard"), False)],
        ),
    ]


def _window(t: Any, clips: tuple[str, ...], extra: list[dict[str, Any]]) -> dict[str, Any]:
    bar = [{"icon": t("back_to_keyboard")}, {"text": t("clipboard")}, {"icon": t("delete_all")}]
    rows = [{"list": [{"row": c} for c in clips]}]
    return page(NOTES, [_field(NOTE_TEXT), *bar, *rows, *extra])


def clipboard(t: Any) -> list[dict[str, Any]]:
    where = "fcitx5 ClipboardWindow"
    cancel, ok = t("android:cancel"), t("android:ok")
    entry_menu = [t("pin"), t("edit"), t("share"), t("delete")]
    undo = [
        {"text": t("num_items_deleted", 1), "rid": f"{ID}snackbar_text"},
        {"button": t("undo"), "rid": f"{ID}snackbar_action"},
    ]
    edit = dialog(
        "reversible",
        "fcitx5 ClipboardEditActivity",
        NOTES,
        t("edit_clipboard"),
        None,
        [
            (t("android:copy"), f"{ID}clipboard_edit_copy", None),
            (cancel, f"{ID}clipboard_edit_cancel", None),
            (ok, f"{ID}clipboard_edit_ok", False),
        ],
        (
            {
                "field": f"{ID}clipboard_edit_text",
                "hint": t("clipboard_edit_text_hint"),
                "text": "Meeting moved to 3:30pm",
                "focused": True,
            },
        ),
    )
    return [
        entry("reversible", where, _window(t, CLIPS, []), [(CLIPS[2], False)]),
        entry("opens-prompt", where, _window(t, CLIPS, []), [(t("delete_all"), False)]),
        menu(
            "reversible",
            f"{where} (delete all)",
            NOTES,
            [t("delete_all_except_pinned"), cancel, ok],
            [(ok, False)],
        ),
        menu(
            "reversible",
            "fcitx5 ClipboardAdapter (entry menu)",
            NOTES,
            entry_menu,
            [(t("delete"), False)],
        ),
        menu(
            "harmless",
            "fcitx5 ClipboardAdapter (entry menu)",
            NOTES,
            entry_menu,
            [(t("share"), False)],
        ),
        entry(
            "reversible", f"{where} (deleted)", _window(t, CLIPS[1:], undo), [(t("undo"), False)]
        ),
        edit,
    ]


def status(t: Any) -> list[dict[str, Any]]:
    rows = [{"row": t(k)} for k in ("theme", "input_method_options", "reload_config",
                                     "virtual_keyboard")]  # fmt: skip
    area = page(
        NOTES,
        [
            _field(NOTE_TEXT),
            {"icon": t("back_to_keyboard")},
            {"text": t("status_area")},
            {"icon": t("open_input_method_settings")},
            {"list": rows},
        ],
    )
    return [entry("harmless", "fcitx5 StatusAreaWindow", area, [(t("reload_config"), False)])]
