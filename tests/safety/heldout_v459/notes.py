"""Notes by Firefox's Android screens (``org.mozilla.testpilot.notes``, a React Native notepad
that keeps its notes in a local store and syncs them with the user's Firefox Account: notes
opened, written, selected and deleted, the deletion undone from a snackbar, the account
signed in, synced and logged out), strings from ``locales/*/notes.properties``. The note,
account and time texts on the screens are the same in every language.

Read from the code (``native/app``): ``components/LoginPanel.js`` (the sign-in page: the
app's name, its headline, the Sign In button, which only opens the Firefox Account login,
the shutdown notice written in English in the code, and "Learn more", which opens the
support page in the browser); ``components/ListPanelWrapper.js`` (the list page: the
shutdown notice and "Learn more", the ``FAB`` with the ``add`` icon, which opens an empty
editor, and the snackbars: "Notes deleted." with Undo, whose ``_undoDelete`` creates the
deleted notes again, "Notes synced!", which a tap only hides, and the reconnect snackbar,
which shows the sync error and, tapped, opens the login again); ``components/ListPanel.js``
and ``components/ListItem.js`` (each note's row: its first and second lines, and a selector
icon, ``remove`` or ``done``, which toggles the selection; a tapped row opens the note in the
editor, or toggles it while a selection is on); ``components/ListPanelHeader.js`` (the
toolbar: the ``menu`` icon, which opens the drawer, under the app's name; with a selection,
the ``clear`` icon, which ends the selection, the title "Selection" and the ``delete`` icon,
whose ``_deleteSelection`` dispatches ``deleteNotes`` for the selected notes at once, with no
confirmation, and goes back to the list with the deleted notes for the Undo snackbar);
``components/DrawerItems.js`` (the drawer: the account's avatar, name and email, "Log out",
whose ``disconnect`` clears the local note store and the saved login, and "Feedback", which
opens the survey in the browser; its footer shows the last sync time, "Syncing…", "Offline"
or the sync error, and a tap syncs, closes the drawer, shows the offline toast or opens the
login again); ``components/EditorPanelHeader.js`` and ``components/MoreMenu.js`` (the
editor's toolbar: the ``chevron-left`` icon, which goes back, the note's first line, or
"Offline", "Syncing…", "Synced" or the sync error, and the ``more-vert`` icon, which opens a
native popup menu through ``UIManager.showPopupMenu`` with its one entry, Delete; Delete goes
back to the list with the open note, which ``ListPanelWrapper`` deletes with ``deleteNotes``
and offers to undo, or, in a new note with nothing typed yet, goes back with nothing to
delete); ``components/EditorPanel.js`` (the editor, a web view holding the note, or its
placeholder "Take a note…" in a new note); ``actions.js`` and ``background.js``
(``deleteNotes`` deletes the notes from the local store and syncs the deletion to the
account; ``disconnect`` clears the store, purges the saved state and resets the keychain);
``utils/sync.js`` (``deleteNotes``, ``clearKinto``).
"""

from __future__ import annotations

from typing import Any

from android_corpus import entry, page

ADD, CLEAR, DELETE, MENU = "\ue145", "\ue14c", "\ue872", "\ue5d2"
BACK, MORE, DONE, REMOVE, SYNC, WARNING = (
    "\ue5cb", "\ue5d4", "\ue876", "\ue15b", "\ue627", "\ue002"
)  # fmt: skip
"""The Material Icons glyphs the toolbars, the FAB and the rows draw as text
(``react-native-vector-icons``), with no content description: ``add``, ``clear``, ``delete``,
``menu``, ``chevron-left``, ``more-vert``, ``done``, ``remove``, ``sync`` and ``warning``."""
MENU_ITEM = "android:id/title"
"""A native ``PopupMenu`` entry's text view."""
SHOP = ("Shopping list", "Milk, eggs, bread")
TRIP = ("Trip to Lisbon", "Flight TP 1351 at 9:40")
MEET = ("Meeting notes", "Budget review with the team")
NAME, EMAIL, TIME = "Alex Martin", "alex.martin@example.com", "10:42 AM"
NOTICE = [
    "Notes syncing and Notes for Android will shut down on November 1.",
    "You will still be able to use the browser extension.",
]
"""The shutdown notice, written in English in the code."""


def screens(t: Any) -> list[dict[str, Any]]:
    return login(t) + notes_list(t) + selection(t) + snackbars(t) + drawer(t) + editor(t)


def login(t: Any) -> list[dict[str, Any]]:
    where = "notes LoginPanel"
    screen = page(
        t("welcomeTitle4"),
        [
            {"text": t("welcomeHeadline")},
            {"button": t("signIn")},
            {"text": " ".join(NOTICE)},
            {"link": t("usageLearnMore")},
        ],
    )
    return [
        entry("harmless", where, screen, [(t("signIn"), False)]),
        entry("harmless", where, screen, [(t("usageLearnMore"), False)]),
    ]


def _rows(notes: list[tuple[str, str]], selected: tuple[str, ...] = ()) -> dict[str, Any]:
    items: list[dict[str, Any]] = []
    for first, second in notes:
        items += [{"button": DONE if first in selected else REMOVE}]
        items += [{"row": first, "secondary": second}]
    return {"list": items}


def _list(t: Any, notes: list[tuple[str, str]], *below: dict[str, Any]) -> dict[str, Any]:
    """The list page: the toolbar's menu icon, the notice, the rows, a snackbar, the FAB."""
    items = [{"button": MENU}, *({"text": n} for n in NOTICE), {"link": t("usageLearnMore")}]
    if notes:
        items.append(_rows(notes))
    else:
        items.append({"text": t("noNotesMessage")})
    return page(t("welcomeTitle4"), [*items, *below, {"button": ADD}])


def notes_list(t: Any) -> list[dict[str, Any]]:
    where = "notes ListPanelWrapper"
    three = _list(t, [SHOP, TRIP, MEET])
    one = _list(t, [TRIP])
    empty = _list(t, [])
    return [
        entry("harmless", f"{where} (three notes)", three, [(SHOP[0], False)]),
        entry("harmless", f"{where} (three notes)", three, [(TRIP[0], False)]),
        entry("harmless", f"{where} (three notes)", three, [(ADD, False)]),
        entry("harmless", f"{where} (three notes)", three, [(MENU, False)]),
        entry("harmless", f"{where} (three notes)", three, [(t("usageLearnMore"), False)]),
        entry("reversible", f"{where} (one note, selector)", one, [(REMOVE, False)]),
        entry("harmless", f"{where} (one note, selector)", one, [(TRIP[0], False)]),
        entry("harmless", f"{where} (no notes)", empty, [(ADD, False)]),
        entry("harmless", f"{where} (no notes)", empty, [(MENU, False)]),
        entry("harmless", f"{where} (no notes)", empty, [(t("usageLearnMore"), False)]),
    ]


def _selected(t: Any, notes: list[tuple[str, str]], chosen: tuple[str, ...]) -> dict[str, Any]:
    """The list with a selection on: the clear icon, the title, the delete icon, the rows
    (the chosen ones with the ``done`` icon); the FAB is hidden."""
    items = [{"button": CLEAR}, {"button": DELETE}, *({"text": n} for n in NOTICE)]
    items += [{"link": t("usageLearnMore")}, _rows(notes, chosen)]
    return page(t("noteListSelection"), items)


def selection(t: Any) -> list[dict[str, Any]]:
    where = "notes ListPanelHeader"
    one = _selected(t, [SHOP, TRIP, MEET], (SHOP[0],))
    two = _selected(t, [SHOP, TRIP, MEET], (SHOP[0], TRIP[0]))
    every = _selected(t, [SHOP, TRIP, MEET], (SHOP[0], TRIP[0], MEET[0]))
    both = _selected(t, [SHOP, TRIP], (SHOP[0], TRIP[0]))
    alone = _selected(t, [MEET], (MEET[0],))
    return [
        entry("delete", f"{where} (one of three selected)", one, [(DELETE, True)]),
        entry("harmless", f"{where} (one of three selected)", one, [(CLEAR, False)]),
        entry("reversible", f"{where} (one of three selected)", one, [(TRIP[0], False)]),
        entry("reversible", f"{where} (one of three selected)", one, [(SHOP[0], False)]),
        entry("reversible", f"{where} (one of three selected)", one, [(DONE, False)]),
        entry("delete", f"{where} (two of three selected)", two, [(DELETE, True)]),
        entry("harmless", f"{where} (two of three selected)", two, [(CLEAR, False)]),
        entry("reversible", f"{where} (two of three selected)", two, [(MEET[0], False)]),
        entry("delete", f"{where} (all three selected)", every, [(DELETE, True)]),
        entry("delete", f"{where} (both notes selected)", both, [(DELETE, True)]),
        entry("delete", f"{where} (the only note selected)", alone, [(DELETE, True)]),
    ]


def snackbars(t: Any) -> list[dict[str, Any]]:
    where = "notes ListPanelWrapper"
    undo = t("snackbarUndo").upper()
    deleted = [{"text": t("snackbarDeleted")}, {"button": undo}]
    after_one = _list(t, [TRIP, MEET], *deleted)
    after_two = _list(t, [MEET], *deleted)
    synced = _list(t, [SHOP, TRIP, MEET], {"button": t("snackbarSynced")})
    reconnect = _list(t, [SHOP, TRIP, MEET], {"button": t("reconnectSync")})
    return [
        entry("reversible", f"{where} (deleted one, Undo)", after_one, [(undo, False)]),
        entry("reversible", f"{where} (deleted two, Undo)", after_two, [(undo, False)]),
        entry("harmless", f"{where} (deleted one, Undo)", after_one, [(TRIP[0], False)]),
        entry("harmless", f"{where} (synced)", synced, [(t("snackbarSynced"), False)]),
        entry("harmless", f"{where} (reconnect)", reconnect, [(t("reconnectSync"), False)]),
    ]


def _drawer(t: Any, status: str, icon: str = SYNC) -> dict[str, Any]:
    """The drawer over the list: the account, its two rows and the sync footer."""
    items = [
        {"text": NAME},
        {"text": EMAIL},
        {"row": t("drawerBtnLogOut")},
        {"row": t("drawerBtnFeedback")},
        {"row": status},
        {"text": icon},
    ]
    return page(t("welcomeTitle4"), items)


def drawer(t: Any) -> list[dict[str, Any]]:
    where = "notes DrawerItems"
    synced = _drawer(t, t("statusLabelTimeDrawer", TIME))
    offline = _drawer(t, t("statusLabelOfflineDrawer"))
    syncing = _drawer(t, t("statusLabelSyncingDrawer"))
    error = _drawer(t, t("reconnectSync"), WARNING)
    opening = _drawer(t, t("statusLabelOpeningLoginDrawer"), WARNING)
    out, feedback = t("drawerBtnLogOut"), t("drawerBtnFeedback")
    return [
        entry("reversible", f"{where} (synced)", synced, [(out, False)]),
        entry("harmless", f"{where} (synced)", synced, [(feedback, False)]),
        entry("harmless", f"{where} (synced)", synced, [(t("statusLabelTimeDrawer", TIME), False)]),
        entry("discard", f"{where} (offline)", offline, [(out, True)]),
        entry("harmless", f"{where} (offline)", offline, [(feedback, False)]),
        entry("harmless", f"{where} (offline)", offline, [(t("statusLabelOfflineDrawer"), False)]),
        entry("harmless", f"{where} (syncing)", syncing, [(t("statusLabelSyncingDrawer"), False)]),
        entry("harmless", f"{where} (sync error)", error, [(t("reconnectSync"), False)]),
        entry("harmless", f"{where} (sync error)", error, [(feedback, False)]),
        entry(
            "harmless",
            f"{where} (opening login)",
            opening,
            [(t("statusLabelOpeningLoginDrawer"), False)],
        ),
    ]


def _editor(title: str, body: list[str]) -> dict[str, Any]:
    """The editor: the toolbar's back and more icons around the status or first line, then
    the note in its web view."""
    return page(title, [{"button": BACK}, {"button": MORE}, *({"text": b} for b in body)])


def _menu(title: str, body: list[str], delete: str) -> dict[str, Any]:
    """The editor's popup menu, open over it: its one entry."""
    behind = [*({"text": b} for b in body)]
    return page(title, [*behind, {"menu": delete, "rid": MENU_ITEM}])


def editor(t: Any) -> list[dict[str, Any]]:
    where = "notes EditorPanelHeader"
    menu = "notes MoreMenu"
    delete = t("editorMenuDelete")
    shop, trip, meet = list(SHOP), list(TRIP), list(MEET)
    blank = [t("emptyPlaceHolder")]
    return [
        entry("harmless", f"{where} (note)", _editor(SHOP[0], shop), [(BACK, False)]),
        entry("harmless", f"{where} (note)", _editor(SHOP[0], shop), [(MORE, False)]),
        entry(
            "harmless",
            f"{where} (offline)",
            _editor(t("editorLabelOffline"), trip),
            [(BACK, False)],
        ),
        entry(
            "harmless", f"{where} (synced)", _editor(t("editorLabelSynced"), meet), [(MORE, False)]
        ),
        entry(
            "harmless", f"{where} (sync error)", _editor(t("reconnectSync"), trip), [(BACK, False)]
        ),
        entry("harmless", f"{where} (new note)", _editor("", blank), [(BACK, False)]),
        entry("harmless", f"{where} (new note)", _editor("", blank), [(MORE, False)]),
        entry("delete", f"{menu} (note)", _menu(SHOP[0], shop, delete), [(delete, True)]),
        entry("delete", f"{menu} (second note)", _menu(TRIP[0], trip, delete), [(delete, True)]),
        entry("delete", f"{menu} (third note)", _menu(MEET[0], meet, delete), [(delete, True)]),
        entry(
            "delete",
            f"{menu} (offline)",
            _menu(t("editorLabelOffline"), trip, delete),
            [(delete, True)],
        ),
        entry(
            "delete",
            f"{menu} (syncing)",
            _menu(t("editorLabelSyncing"), shop, delete),
            [(delete, True)],
        ),
        entry(
            "delete",
            f"{menu} (synced)",
            _menu(t("editorLabelSynced"), meet, delete),
            [(delete, True)],
        ),
        entry(
            "delete",
            f"{menu} (sync error)",
            _menu(t("reconnectSync"), trip, delete),
            [(delete, True)],
        ),
        entry("harmless", f"{menu} (new note)", _menu("", blank, delete), [(delete, False)]),
    ]
