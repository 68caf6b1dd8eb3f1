"""FlorisBoard's screens (``dev.patrickgold.florisboard``, an open-source keyboard: clipboard
items and history deleted, user dictionary words deleted, emoji history reset, theme
extensions and subtypes deleted, settings restored from a backup over the current ones),
strings from ``app/src/main/res/values*/strings.xml`` (its ``{name}`` placeholders filled as
the app's ``stringRes`` does). The clip, word, theme and backup on the screens are the same in
every language.

Read from the code (``app/src/main/kotlin/dev/patrickgold/florisboard``):
``ime/clipboard/ClipboardInputLayout.kt`` (the keyboard's clipboard panel: a clip's popup, with
the clip, its time, "Pin item", which pins it, Delete, which calls ``deleteClip`` at once, and
Paste, which pastes it into the field being typed in; the clear-history icon only opens a
panel with "Are you sure you want to clear your full clipboard history?…", No and Yes, which
calls ``clearExactHistory`` on every unpinned clip); ``app/settings/dictionary/
UserDictionaryScreen.kt`` ("Internal User Dictionary": the words, each with its frequency, the
"Add word" button and a menu of Import, which only closes the menu, and Export, which opens
the system's save-file picker; a word's row only opens "Edit word", whose fields are the word,
its frequency, shortcut and language code, and whose buttons are Delete, which deletes the
word from the database at once, Cancel and Apply, which saves the edited word; "Add word"
opens the same form with Cancel and Add); ``app/settings/media/MediaScreen.kt`` (Emojis: "Reset
pinned emojis" and "Reset recent emojis", each only opening ``DeleteEmojiHistoryConfirmDialog``,
"Confirm reset" with No and Yes, which deletes the pinned emojis or the emoji history);
``app/ext/ExtensionViewScreen.kt`` and ``lib/compose/FlorisDialogs.kt`` (an imported theme's page:
its ID, version and license, Delete, which only opens ``FlorisConfirmDeleteDialog``, "Confirm
delete" with Cancel and Delete, which deletes the extension, and Export, which opens the export
page); ``app/settings/localization/
LocalizationScreen.kt`` (``DeleteSubtypeConfirmationDialog``, "Delete Confirmation" with No and
Yes, which removes the subtype); ``app/settings/advanced/RestoreScreen.kt`` ("Restore data": the
"Restore mode" choices "Merge with current data" and "Erase and overwrite current data",
"Select file", the chosen archive's details, Cancel and Restore, which runs
``performRestore``: the archive's preferences imported over the current ones, its keyboard and
theme extensions copied over the installed ones (with Erase, the installed ones and the whole
clipboard history deleted first)); ``app/devtools/DevtoolsScreen.kt`` (Devtools: "Clear internal
user dictionary database", which only opens "Confirm delete" for ``floris_user_dictionary``,
whose Delete deletes every word, and "Reset Smartbar quick actions", which puts the Smartbar's
actions back in their default arrangement at once).
"""

from __future__ import annotations

from typing import Any

from screens import entry, jet, page, popup

CLIP, STAMP = "Meeting moved to 10:30, room B", "14/03/2025 09:12"
WORD, FREQ, THEME, THEME_ID = "Zürichsee", "255", "Nord Theme", "com.example.nord"
BACKUP = "backup_2025-03-14.zip"


def named(t: Any, key: str, name: str) -> str:
    return t(key).replace("{name}", name)


def screens(t: Any) -> list[dict[str, Any]]:
    return clipboard(t) + dictionary(t) + settings(t) + restore(t)


def clipboard(t: Any) -> list[dict[str, Any]]:
    panel = t("clipboard__header_title")
    clip = ({"text": CLIP}, {"text": STAMP})
    where = "florisboard ClipboardInputLayout (a clip's popup)"
    actions = [(t("clip__pin_item"), None), (t("clip__delete_item"), None),
               (t("clip__paste_item"), None)]  # fmt: skip

    def tapped(i: int, bad: bool) -> list[tuple[str, bool | None]]:
        return [(label, bad if n == i else None) for n, (label, _) in enumerate(actions)]

    clearing = "florisboard ClipboardInputLayout (clear all history)"
    said = t("clipboard__confirm_clear_unfiltered_history__message")
    yes, no = t("action__yes"), t("action__no")
    return [
        popup("delete", where, panel, None, None, tapped(1, True), clip),
        popup("reversible", where, panel, None, None, tapped(0, False), clip),
        popup("reversible", where, panel, None, None, tapped(2, False), clip),
        popup("delete", clearing, panel, None, said, [(no, None), (yes, True)]),
        popup("harmless", clearing, panel, None, said, [(no, False), (yes, None)]),
    ]  # fmt: skip


def dictionary(t: Any) -> list[dict[str, Any]]:
    title = t("settings__udm__title_floris")
    words = page(title, [
        {"row": WORD, "secondary": t("settings__udm__word_summary_freq").replace("{freq}", FREQ)},
        {"row": "FlorisBoard",
         "secondary": t("settings__udm__word_summary_freq").replace("{freq}", "200")},
        {"button": t("settings__udm__dialog__title_add")}])  # fmt: skip
    where = "florisboard UserDictionaryScreen"
    options = [t("action__import"), t("action__export")]
    freq = t("settings__udm__dialog__freq_label").replace("{f_min}", "1").replace("{f_max}", "255")
    form = (
        {"text": t("settings__udm__dialog__word_label")},
        {"field": "word", "text": WORD},
        {"text": freq},
        {"field": "freq", "text": FREQ},
        {"text": t("settings__udm__dialog__shortcut_label")},
        {"field": "shortcut", "text": ""},
        {"text": t("settings__udm__dialog__locale_label")},
        {"field": "locale", "text": "de"},
    )
    editing = f"{where} (Edit word)"
    edit = t("settings__udm__dialog__title_edit")
    cancel, delete, apply = t("action__cancel"), t("action__delete"), t("action__apply")
    adding = f"{where} (Add word)"
    add = t("settings__udm__dialog__title_add")
    blank = tuple({**i, "text": ""} if "field" in i else i for i in form)
    return [
        popup("harmless", f"{where} (menu)", title, None, None,
              [(options[0], False), (options[1], None)]),
        popup("harmless", f"{where} (menu)", title, None, None,
              [(options[0], None), (options[1], False)]),
        entry("opens-prompt", f"{where} (a word)", words, [(WORD, False)]),
        jet("delete", editing, title, edit, None, (cancel, None), (apply, None),
            (delete, True), items=form),
        jet("reversible", editing, title, edit, None, (cancel, None), (apply, False),
            (delete, None), items=form),
        jet("harmless", editing, title, edit, None, (cancel, False), (apply, None),
            (delete, None), items=form),
        jet("reversible", adding, title, add, None, (cancel, None), (t("action__add"), False),
            items=blank),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    emojis = page(t("settings__media__title"), [
        {"text": t("prefs__media__emoji_history__title")},
        {"switch": t("prefs__media__emoji_history_enabled")},
        {"row": t("prefs__media__emoji_history_pinned_reset")},
        {"row": t("prefs__media__emoji_history_reset")}])  # fmt: skip
    media = "florisboard MediaScreen"
    resetting = f"{media} (DeleteEmojiHistoryConfirmDialog)"
    behind = t("settings__media__title")
    reset = t("action__reset_confirm_title")
    yes, no = t("action__yes"), t("action__no")
    cancel, delete = t("action__cancel"), t("action__delete")
    theme = page(THEME, [
        {"text": t("ext__meta__id")}, {"text": THEME_ID},
        {"text": t("ext__meta__version")}, {"text": "1.2.0"},
        {"text": t("ext__meta__license")}, {"text": "MIT"},
        {"button": delete}, {"button": t("action__export")}])  # fmt: skip
    ext = "florisboard ExtensionViewScreen"
    deleting = f"{ext} (FlorisConfirmDeleteDialog)"
    sure = named(t, "action__delete_confirm_message", THEME)
    subtype = "florisboard LocalizationScreen (DeleteSubtypeConfirmationDialog)"
    languages = t("settings__localization__title")
    warn = t("settings__localization__subtype_delete_confirmation_warning")
    tools = page(t("devtools__title"), [
        {"switch": t("devtools__enabled__label")},
        {"row": t("devtools__clear_udm_internal_database__label"),
         "secondary": t("devtools__clear_udm_internal_database__summary")},
        {"row": t("devtools__reset_quick_actions_to_default__label"),
         "secondary": t("devtools__reset_quick_actions_to_default__summary")}])  # fmt: skip
    dev = "florisboard DevtoolsScreen"
    wipe = named(t, "action__delete_confirm_message", "floris_user_dictionary")

    def on(screen: dict[str, Any], category: str, key: str) -> dict[str, Any]:
        source = media if screen is emojis else dev
        return entry(category, source, screen, [(t(key), category == "reset")])

    def on_theme(category: str, label: str) -> dict[str, Any]:
        return entry(category, ext, theme, [(label, False)])

    return [
        on(emojis, "opens-prompt", "prefs__media__emoji_history_reset"),
        on(emojis, "opens-prompt", "prefs__media__emoji_history_pinned_reset"),
        jet("delete", f"{resetting}, recent", behind, reset,
            named(t, "action__reset_confirm_message", "emoji history"), (no, None), (yes, True)),
        jet("harmless", f"{resetting}, recent", behind, reset,
            named(t, "action__reset_confirm_message", "emoji history"), (no, False), (yes, None)),
        jet("delete", f"{resetting}, pinned", behind, reset,
            named(t, "action__reset_confirm_message", "pinned emojis"), (no, None), (yes, True)),
        on_theme("opens-prompt", delete),
        on_theme("harmless", t("action__export")),
        jet("delete", deleting, THEME, t("action__delete_confirm_title"), sure, (cancel, None),
            (delete, True)),
        jet("harmless", deleting, THEME, t("action__delete_confirm_title"), sure,
            (cancel, False), (delete, None)),
        jet("delete", subtype, languages,
            t("settings__localization__subtype_delete_confirmation_title"), warn, (no, None),
            (yes, True)),
        jet("harmless", subtype, languages,
            t("settings__localization__subtype_delete_confirmation_title"), warn, (no, False),
            (yes, None)),
        on(tools, "opens-prompt", "devtools__clear_udm_internal_database__label"),
        on(tools, "reset", "devtools__reset_quick_actions_to_default__label"),
        jet("delete", f"{dev} (FlorisConfirmDeleteDialog)", t("devtools__title"),
            t("action__delete_confirm_title"), wipe, (cancel, None), (delete, True)),
    ]  # fmt: skip


def restore(t: Any) -> list[dict[str, Any]]:
    title = t("backup_and_restore__restore__title")

    screen = page(title, [
            {"text": t("backup_and_restore__restore__mode")},
            {"radio": t("backup_and_restore__restore__mode_merge")},
            {"radio": t("backup_and_restore__restore__mode_erase_and_overwrite")},
            {"button": t("action__select_file")}, {"text": BACKUP},
            {"text": t("backup_and_restore__restore__metadata")},
        {"button": t("action__cancel")}, {"button": t("action__restore")}])  # fmt: skip

    where = "florisboard RestoreScreen"

    def case(mode: str, category: str, key: str, bad: bool) -> dict[str, Any]:
        return entry(category, f"{where} ({mode})", screen, [(t(key), bad)])

    return [
        case("Erase and overwrite", "overwrite", "action__restore", True),
        case("Merge", "overwrite", "action__restore", True),
        case("Erase and overwrite", "harmless", "action__cancel", False),
        case("Merge", "reversible", "backup_and_restore__restore__mode_erase_and_overwrite", False),
        case("Erase and overwrite", "harmless", "action__select_file", False),
    ]  # fmt: skip
