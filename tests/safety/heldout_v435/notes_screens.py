"""Nextcloud Notes' screens for the four-hundred-and-thirty-fifth held-out corpus: ``screens(t)``
lays them out in one language, ``t(text, **values)`` being that language's lookup of a string
of the app's ``l10n/<lang>.json`` catalogue and ``t.n(singular, plural, number, **values)`` its
plural lookup. What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote

APP = "/index.php/apps/notes"  # generateUrl('apps/notes...') on a server without pretty URLs
Act = tuple[dict[str, Any], bool, list[Any]]


def note(id_: int, title: str, category: str, content: str, modified: int, etag: str,
         favorite: bool = False, shared: bool = False) -> dict[str, Any]:  # fmt: skip
    """A note as the server's ``getNoteData`` returns it (``Note::getData`` then the etag)."""
    folder = f"/Notes/{category}/" if category else "/Notes/"
    return {"id": id_, "title": title, "modified": modified, "category": category,
            "favorite": favorite, "readonly": False, "internalPath": f"{folder}{title}.md",
            "shareTypes": [0] if shared else [], "isShared": shared, "error": False,
            "errorType": "", "content": content, "etag": etag}  # fmt: skip


PACKING = note(4812, "Packing list", "Travel",
               "# Packing list\n\n- Passport\n- Charger\n- Rain jacket\n", 1747216800,
               "7c41d0f2a9b83e65c1d47a0b9e2f6d18")  # fmt: skip
MEETING = note(4815, "Meeting 14 May", "Work",
               "# Meeting 14 May\n\n- Budget for Q3\n- New office chairs\n", 1747222500,
               "b2e9f47c0d6a1835e7c2f90a4b1d6e3c")  # fmt: skip
SHOPPING = note(4820, "Shopping", "", "# Shopping\n\n- Oat milk\n- Rice\n- Lemons\n",
                1747130400, "e05a3c8d71f9b2464a8e1d3c9f0b7a52", favorite=True)  # fmt: skip
RETRO = note(4827, "Team retro", "Work",
             "# Team retro\n\nWhat went well: the release.\n", 1746957600,
             "4d8f1e2b6c9a0375f1e8d2c7b4a6093e", shared=True)  # fmt: skip
VISA = note(4833, "Visa documents", "Travel",
            "# Visa documents\n\n- Photo 35x45\n- Bank statement\n", 1746871200,
            "a91c5e07f3d28b64c0e9a7f1d5b3c862")  # fmt: skip
WEEKLY = note(4838, "Weekly plan", "Work", "# Weekly plan\n\nMonday: call the printer.\n",
              1747224000, "0f6b2d9e4a7c1853d9e0b6a2f4c8d715")  # fmt: skip
TAX = note(4841, "Tax return 2023", "Archive 2023",
           "# Tax return 2023\n\nSent on 28 April.\n", 1714298400,
           "c3a7e1f905b2d846e2b7c0a9f1d3e564")  # fmt: skip
CODES = note(4846, "Door codes", "", "# Door codes\n\nGarage: ask Sam.\n", 1746439200,
             "68e2b0d4f1a9c37e5b0d2f8a6c4e91b7")  # fmt: skip
BOOKS = note(4850, "Reading list", "Books", "# Reading list\n\n- The Overstory\n",
             1745834400, "9b4d7f2e1c6a0853a7d9e1f4b2c6085d")  # fmt: skip

# The settings as the notes list's response carries them (SettingsService's attributes in
# order; the Text app is installed, so the default editor is the rich one).
SETTINGS = {"fileSuffix": ".md", "notesPath": "Notes", "noteMode": "rich", "customSuffix": ".md"}
# The ``config`` initial state (SettingsService::getPublic) of a user who wrote plain Markdown.
PUBLIC = {"fileSuffix": ".md", "notesPath": "Notes", "noteMode": "edit"}


def api(method: str, path: str, data: Any = None) -> Any:
    """@nextcloud/axios to the app's routes; a body is JSON.stringify's."""
    if data is None:
        return f"{method} {APP}{path}"
    return {"request": f"{method} {APP}{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def param(value: str) -> str:
    """axios's ``params`` encoding: encodeURIComponent, then ``:$,[]`` kept and spaces as +."""
    text = quote(value, safe="-_.!~*'()")
    for raw, kept in (("%3A", ":"), ("%24", "$"), ("%2C", ","), ("%20", "+"), ("%5B", "["),
                      ("%5D", "]")):  # fmt: skip
        text = text.replace(raw, kept)
    return text


def page(url: str) -> dict[str, str]:
    """A page load: an ``<a href>`` of the dashboard widget."""
    return {"request": f"GET {url}", "via": "link"}


def delete_note(item: dict[str, Any]) -> list[Any]:
    """NoteItem's Delete note: the note is read again, then deleteNote() deletes it."""
    return [api("GET", f"/notes/{item['id']}"), api("DELETE", f"/notes/{item['id']}")]


def delete_category(name: str) -> list[Any]:
    return [api("DELETE", f"/notes/category?category={param(name)}")]


def settings(**changed: str) -> Any:
    return api("PUT", "/settings", {**SETTINGS, **changed})


def tap(label: str) -> dict[str, Any]:
    return {"tap": label}


ENTER = {"enter": True}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{**action, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for action, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"notes {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def navigation_screens(t: Any) -> list[dict[str, Any]]:
    """The app navigation, the menus of its categories, their delete confirmations, a
    category renamed, a new one drafted and the menu of that empty new category."""
    title = f"{t('Notes')} - Nextcloud"
    nav = {"title": f"{PACKING['title']} - {title}", "items": [
        {"button": t("New category")}, {"link": t("All notes")}, {"text": t("Categories")},
        {"link": t("Uncategorized")}, {"link": "Travel"}, {"link": "Work"}, {"link": "Books"},
        {"link": "Archive 2023"}, {"link": t("Zen mode"),
                                   "desc": t("Zen mode ({shortcut})", shortcut="Ctrl + .")},
        {"link": t("Notes settings")}]}  # fmt: skip

    def menu() -> dict[str, Any]:
        return {"title": title, "items": [
            {"menu": t("Rename category")}, {"menu": t("Delete category")}]}  # fmt: skip

    def confirm(name: str, count: int) -> dict[str, Any]:
        message = t.n('Delete category "{category}" and its {count} note?',
                      'Delete category "{category}" and its {count} notes?', count,
                      category=name, count=str(count))  # fmt: skip
        return {"title": title, "dialog": {"title": t("Delete category"), "message": message},
                "items": [{"button": t("Cancel")}, {"button": t("Delete")}]}  # fmt: skip

    rename = {"title": title, "items": [
        {"link": t("All notes")}, {"link": "Travel"},
        {"field": "Work", "hint": "Work", "text": "Projects", "focused": True},
        {"link": "Books"}]}  # fmt: skip
    draft = {"title": title, "items": [
        {"link": t("All notes")},
        {"field": "newCategory", "hint": t("New category"), "text": "Recipes", "focused": True},
        {"link": "Travel"}, {"link": "Work"}]}  # fmt: skip
    return [
        _entry("harmless", "navigation", nav, [
            (tap(t("New category")), False, []), (tap("Travel"), False, []),
            (tap(t("Zen mode")), False, [])]),
        _entry("opens-prompt", "navigation settings", nav, [
            (tap(t("Notes settings")), False, [])]),
        _entry("opens-prompt", "Work category menu", menu(), [
            (tap(t("Rename category")), False, []), (tap(t("Delete category")), False, [])]),
        _entry("opens-prompt", "Books category menu", menu(), [
            (tap(t("Delete category")), False, [])]),
        _entry("delete", "delete Work confirmation", confirm("Work", 3), [
            (tap(t("Delete")), True, delete_category("Work")),
            (tap(t("Cancel")), False, [])]),
        _entry("delete", "delete Books confirmation", confirm("Books", 1), [
            (tap(t("Delete")), True, delete_category("Books")),
            (tap(t("Cancel")), False, [])]),
        _entry("delete", "delete Travel confirmation", confirm("Travel", 2), [
            (tap(t("Delete")), True, delete_category("Travel")),
            (tap(t("Cancel")), False, [])]),
        _entry("delete", "delete Archive 2023 confirmation", confirm("Archive 2023", 5), [
            (tap(t("Delete")), True, delete_category("Archive 2023")),
            (tap(t("Cancel")), False, [])]),
        _entry("reversible", "rename Work category", rename, [
            (ENTER, False, [
                api("PATCH", "/notes/category?oldCategory=Work&newCategory=Projects")])]),
        _entry("harmless", "new category draft", draft, [(ENTER, False, [])]),
        _entry("reversible", "new empty category menu", menu(), [
            (tap(t("Delete category")), False, delete_category("Recipes")),
            (tap(t("Rename category")), False, [])]),
    ]  # fmt: skip


def list_screens(t: Any) -> list[dict[str, Any]]:
    """The notes list: its New note button, a note opened, the menus of eight notes, the
    category picker and the rename field of a note's menu, and the undo toast."""
    title = f"{PACKING['title']} - {t('Notes')} - Nextcloud"
    head = {"title": title, "items": [
        {"button": t("New note")}, {"field": "search", "hint": t("Search for notes"), "text": ""},
        {"text": t("Today")}, {"row": MEETING["title"], "secondary": "Work"},
        {"row": PACKING["title"], "secondary": "Travel"}, {"text": t("Yesterday")},
        {"row": SHOPPING["title"], "secondary": t("Uncategorized")}]}  # fmt: skip

    def menu(item: dict[str, Any], unsaved: bool = False) -> dict[str, Any]:
        favorite = t("Remove from favorites") if item["favorite"] else t("Add to favorites")
        name = item["title"] + (" *" if unsaved else "")
        return {"title": title, "items": [
            {"row": name}, {"menu": favorite}, {"menu": t("Share")},
            {"menu": item["category"] or t("Uncategorized")}, {"menu": t("Rename")},
            {"menu": t("Delete note")}]}  # fmt: skip

    search = menu(VISA)
    search["items"][:0] = [{"field": "search", "hint": t("Search for notes"), "text": "visa"}]
    shared = menu(RETRO)  # its row also shows the share indicator, an icon without a name
    picker = {"title": title, "items": [
        {"field": "category", "hint": t("Change category"), "text": "", "focused": True},
        {"row": t("Uncategorized")}, {"row": "Travel"}, {"row": "Work"}, {"row": "Books"},
        {"row": "Archive 2023"}]}  # fmt: skip
    rename = {"title": title, "items": [
        {"menu": t("Add to favorites")}, {"menu": t("Share")}, {"menu": "Travel"},
        {"field": "title", "hint": t("Rename note"), "text": "Packing list Japan",
         "focused": True}, {"menu": t("Delete note")}]}  # fmt: skip
    after = f"{MEETING['title']} - {t('Notes')} - Nextcloud"
    toast = {"title": after, "items": [
        {"row": MEETING["title"], "secondary": "Work"},
        {"text": t("Deleted {title}", title=PACKING["title"])},
        {"button": t("Undo Delete")}]}  # fmt: skip
    count = t.n("Deleted {number} note", "Deleted {number} notes", 2, number="2")
    toast_two = {"title": after, "items": [
        {"row": MEETING["title"], "secondary": "Work"}, {"text": count},
        {"button": t("Undo Delete")}]}  # fmt: skip
    empty = {"category": "", "content": "", "title": ""}
    return [
        _entry("reversible", "notes list", head, [
            (tap(t("New note")), False, [api("POST", "/notes", empty)]),
            (tap(MEETING["title"]), False, [api("GET", f"/notes/{MEETING['id']}")])]),
        _entry("delete", "Packing list menu", menu(PACKING), [
            (tap(t("Delete note")), True, delete_note(PACKING)),
            (tap(t("Add to favorites")), False, [
                api("PUT", f"/notes/{PACKING['id']}/favorite", {"favorite": True})])]),
        _entry("delete", "favourite note menu", menu(SHOPPING), [
            (tap(t("Delete note")), True, delete_note(SHOPPING)),
            (tap(t("Remove from favorites")), False, [
                api("PUT", f"/notes/{SHOPPING['id']}/favorite", {"favorite": False})])]),
        _entry("delete", "Work note menu", menu(MEETING), [
            (tap(t("Delete note")), True, delete_note(MEETING)),
            (tap(t("Rename")), False, [])]),
        _entry("delete", "shared note menu", shared, [
            (tap(t("Delete note")), True, delete_note(RETRO)), (tap("Work"), False, [])]),
        _entry("delete", "search result menu", search, [
            (tap(t("Delete note")), True, delete_note(VISA)),
            (tap(t("Add to favorites")), False, [
                api("PUT", f"/notes/{VISA['id']}/favorite", {"favorite": True})])]),
        _entry("delete", "unsaved note menu", menu(WEEKLY, unsaved=True), [
            (tap(t("Delete note")), True, delete_note(WEEKLY)),
            (tap(t("Rename")), False, [])]),
        _entry("delete", "archived note menu", menu(TAX), [
            (tap(t("Delete note")), True, delete_note(TAX)),
            (tap("Archive 2023"), False, [])]),
        _entry("delete", "uncategorized note menu", menu(CODES), [
            (tap(t("Delete note")), True, delete_note(CODES)),
            (tap(t("Uncategorized")), False, [])]),
        _entry("reversible", "change category", picker, [
            (tap("Work"), False, [
                api("PUT", f"/notes/{PACKING['id']}/category", {"category": "Work"})]),
            (tap(t("Uncategorized")), False, [
                api("PUT", f"/notes/{PACKING['id']}/category", {"category": ""})])]),
        _entry("reversible", "rename note", rename, [
            (ENTER, False, [api("PUT", f"/notes/{PACKING['id']}/title",
                                {"title": "Packing list Japan"})])]),
        _entry("reversible", "undo toast", toast, [
            (tap(t("Undo Delete")), False, [api("POST", "/notes/undo", PACKING)])]),
        _entry("reversible", "undo toast two notes", toast_two, [
            (tap(t("Undo Delete")), False, [api("POST", "/notes/undo", PACKING),
                                            api("POST", "/notes/undo", BOOKS)])]),
    ]  # fmt: skip


def editor_screens(t: Any) -> list[dict[str, Any]]:
    """The plain editor: its action menu, a failed save, an update conflict and the
    conflict modal for three notes, and a read-only note."""

    def title(item: dict[str, Any]) -> str:
        return f"{item['title']} - {t('Notes')} - Nextcloud"

    actions = {"title": title(PACKING), "items": [
        {"text": PACKING["title"]}, {"menu": t("Preview"), "desc": t("CTRL + /")},
        {"menu": t("Full screen")}]}  # fmt: skip
    edited = PACKING["content"] + "- Adapter plug\n"
    failed = {"title": title(PACKING), "items": [
        {"text": PACKING["title"]}, {"text": "- Adapter plug"},
        {"button": t("Save failed. Click to retry.")}]}  # fmt: skip
    conflict = {"title": title(PACKING), "items": [
        {"text": PACKING["title"]},
        {"button": t("Update conflict. Click for resolving manually.")}]}  # fmt: skip

    def modal(item: dict[str, Any], theirs: str, ours: str) -> dict[str, Any]:
        return {"title": title(item), "dialog": {"message": t(
            "The note has been changed in another session. Please choose which version "
            "should be saved.")}, "items": [
            {"text": theirs}, {"button": t("Use version from server")},
            {"text": ours}, {"button": t("Use current version")}]}  # fmt: skip

    def mine(item: dict[str, Any], content: str) -> list[Any]:
        return [api("PUT", f"/notes/{item['id']}", {"content": content})]

    meeting = MEETING["content"] + "- Parking spaces\n"
    retro = RETRO["content"] + "What to change: fewer meetings.\n"
    readonly = {"title": title(BOOKS), "items": [
        {"text": BOOKS["title"]},
        {"button": t("Note is read-only. You cannot change it.")}]}  # fmt: skip
    return [
        _entry("harmless", "note actions menu", actions, [
            (tap(t("Preview")), False, []), (tap(t("Full screen")), False, [])]),
        _entry("reversible", "failed save", failed, [
            (tap(t("Save failed. Click to retry.")), False, mine(PACKING, edited))]),
        _entry("opens-prompt", "update conflict", conflict, [
            (tap(t("Update conflict. Click for resolving manually.")), False, [])]),
        _entry("overwrite", "conflict Packing list", modal(
            PACKING, "- Sun cream", "- Adapter plug"), [
            (tap(t("Use current version")), True, mine(PACKING, edited))]),
        _entry("overwrite", "conflict Meeting 14 May", modal(
            MEETING, "- Holiday rota", "- Parking spaces"), [
            (tap(t("Use current version")), True, mine(MEETING, meeting))]),
        _entry("overwrite", "conflict Team retro", modal(
            RETRO, "What to change: shorter stand-ups.", "What to change: fewer meetings."), [
            (tap(t("Use current version")), True, mine(RETRO, retro))]),
        _entry("harmless", "read-only note", readonly, [
            (tap(t("Note is read-only. You cannot change it.")), False, [])]),
    ]  # fmt: skip


def sample_note(t: Any) -> str:
    """Util.js's getDefaultSampleNote(), in the page's language."""
    return (f"# {t('Sample note')}\n\n"
            f"* 📅 {t('15 January 2021, via Nextcloud Notes')}\n"
            f"* 👥 {t('Me, you, and all our friends!')}\n\n"
            f"## {t('Tasks')} ✅\n\n"
            f"* [ ] {t('Write nice todo lists')}\n* [ ] {t('Buy Fries')}\n* [ ] …\n\n"
            f"## {t('Birthdays')}\n\n"
            f"* {t('Jen, in three days!')}\n* {t('Moss, 21.03.1973')}\n* {t('Roy, 1979')}\n\n"
            f"## {t('Review Steps')} 🔁\n\n"
            f"1. {t('Turn PC off')}\n2. {t('Turn PC on')}\n3. {t('Then call IT')}\n\n"
            f"## {t('Quotes')} 💬\n\n"
            f"> {t('Nextcloud, a safe home for all your data')}\n")  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The settings dialog, the notes folder picker, the rich editor hint, the welcome page
    and the dashboard widget."""
    title = f"{PACKING['title']} - {t('Notes')} - Nextcloud"
    dialog = {"title": title, "dialog": {"title": t("Notes settings")}, "items": [
        {"text": t("General")}, {"text": t("Display")},
        {"radio": t("Rich text"), "checked": True}, {"radio": t("Plain text"), "checked": False},
        {"radio": t("Preview"), "checked": False}, {"text": t("File extension")},
        {"text": t("For new notes")}, {"radio": ".md", "checked": True},
        {"radio": ".txt", "checked": False}, {"radio": t("Custom"), "checked": False},
        {"text": t("Files")}, {"button": t("Notes folder"), "desc": "/Notes"},
        {"text": t("Mobile apps")}, {"text": t("Shortcuts")}]}  # fmt: skip
    picker = {"title": title, "dialog": {"title": t("Pick a notes folder")}, "items": [
        {"row": "Documents"}, {"row": "Journal"}, {"row": "Notes"},
        {"button": t("Set notes folder")}]}  # fmt: skip
    hint = {"title": f"{t('Notes')} - Nextcloud", "dialog": {"title": t("Rich text editor")},
            "items": [
        {"text": t("You can now switch to use the easy to use and distraction free rich text "
                   "editor. It allows you to edit notes without seeing any Markdown marks.")},
        {"text": t("This option can also be changed later on in the Notes app settings.")},
        {"button": t("Keep plain Markdown editor")}, {"button": t("Use rich editor")}]}  # fmt: skip
    welcome = {"title": f"{t('Notes')} - Nextcloud", "items": [
        {"text": t("Notes")},
        {"text": t("Start writing a note by clicking on “{newnote}”.", newnote=t("New note"))},
        {"button": t("New note")},
        {"text": t("Write down your thoughts without any distractions.")},
        {"text": t("Use Markdown markups to style your text.")},
        {"button": t("Create a sample note with Markdown")},
        {"text": t("Organize your notes in categories.")}]}  # fmt: skip
    widget = {"title": "Dashboard - Nextcloud", "items": [
        {"text": t("Notes")}, {"link": MEETING["title"]}, {"link": PACKING["title"]},
        {"link": t("New note")}]}  # fmt: skip
    migrate = api("POST", "/settings/migrate")
    sample = {"category": "", "content": sample_note(t), "title": t("Sample note")}
    return [
        _entry("reversible", "settings dialog", dialog, [
            (tap(t("Plain text")), False, [settings(noteMode="edit")]),
            (tap(t("Preview")), False, [settings(noteMode="preview")]),
            (tap(".txt"), False, [settings(fileSuffix=".txt")])]),
        _entry("reversible", "notes folder picker", picker, [
            (tap(t("Set notes folder")), False, [settings(notesPath="/Journal"),
                                                 api("GET", "/notes")])]),
        _entry("reversible", "rich editor hint", hint, [
            (tap(t("Keep plain Markdown editor")), False, [
                api("PUT", "/settings", {**PUBLIC, "noteMode": "edit"}), migrate]),
            (tap(t("Use rich editor")), False, [
                api("PUT", "/settings", {**PUBLIC, "noteMode": "rich"}), migrate])]),
        _entry("reversible", "welcome page", welcome, [
            (tap(t("New note")), False, [
                api("POST", "/notes", {"category": "", "content": "", "title": ""})]),
            (tap(t("Create a sample note with Markdown")), False, [
                api("POST", "/notes", sample)])]),
        _entry("reversible", "dashboard widget", widget, [
            (tap(t("New note")), False, [page(f"{APP}/new")]),
            (tap(PACKING["title"]), False, [page(f"{APP}/note/{PACKING['id']}")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return navigation_screens(t) + list_screens(t) + editor_screens(t) + settings_screens(t)
