"""Simpletask's screens (``nl.mpcjanssen.simpletask``, a todo.txt task list: tasks added,
edited, completed, prioritised, deferred, archived to done.txt and deleted, saved filters
created, renamed, deleted, imported and exported, the file history emptied, the Lua
configuration run and exported, settings changed, and, in the Dropbox build, the account
logged out), strings from ``app/src/main/res/values*/strings.xml`` and the Cloudless build's
``app/src/cloudless/res/values*/strings.xml``. The task, list, tag, filter and file names on
the screens are the same in every language.

Read from the code (``app/src/main/java/nl/mpcjanssen/simpletask``): ``Simpletask.kt`` with
``res/layout/main.xml``, ``list_item.xml`` and ``res/menu/main.xml`` (the task list's app bar:
Search, Filter and Share, which only opens the share sheet with the whole list, and the
overflow: Archive, which opens "Archive N Task(s)" with Cancel and OK, "Open task list file",
which opens the file browser, Sync (Reload in the Cloudless build), History, "Lua config",
Settings, Help and "Saved filters"; the ``fab`` opens the task editor; the filter bar's
``actionbar_clear`` clears the filter); ``task_context_actionbar.xml`` and
``task_context.xml`` (the selection's bars: "Select all", Share, Archive and Delete, then the
``multicomplete_checkbox``, which completes the selected tasks, Update, which opens them in
the editor, "Pin as notification", "Update lists", "Update tags", Prioritize, "Set due date"
and "Set threshold date"); ``deleteTasks`` and ``util/Util.kt`` ``showConfirmationDialog``
("Delete N Task(s)" with "This cannot be undone. Are you sure?", and the platform's Cancel
and OK, which calls ``todoList.removeAll`` and saves the file); ``archiveTasks`` ("Archive N
Task(s)" with the same message, whose OK calls ``todoList.archive``, moving the tasks from
todo.txt to done.txt); ``prioritizeTasks`` ("Select priority", a single-choice list of - and
A to Z); ``deferTasks`` and ``createDeferDialog`` ("Set due date" and "Set threshold date",
a list of none, today, tomorrow, one week, two weeks, one month and "pick date");
``updateItemsDialog`` and ``res/layout/update_items_dialog.xml`` (List: a check box per list,
the ``new_item_text`` field and the app's own Cancel and OK, which writes the lists into the
tasks); ``completion_popup.xml`` (Complete and "Undo complete", for a selection of done and
open tasks); the task's long press ("Action", a list of "Call:" and "SMS:" with the task's
number and its mail address, which open the dialer, the messaging app and the mail app with
nothing sent); the saved filters drawer with ``nav_drawer.xml`` ("Save current filter", which
opens "Save current filter" with a name field and the literal Cancel and Ok, and "Import/export
filters", whose submenu holds Import, which reads saved_filters.txt from the task list's
folder and adds its filters to the saved ones, and Export, which writes the saved filters over
saved_filters.txt there, ``QueryStore``); ``saved_filter.xml`` (a saved filter's long press:
Rename, which opens "Rename" with Cancel and Ok, Update, "To homescreen", which adds a
launcher shortcut, and Delete, which drops the saved filter at once, ``QueryStore.delete``);
the quick filter drawer with ``filter_drawer.xml`` ("Clear filter"); ``FilterActivity.kt``,
``res/layout/other_filter.xml`` and ``res/menu/filter.xml`` (Filter: the tabs, the check
boxes of the Other tab, the Filter action, which applies the filter, and "Script from file",
which opens the file browser); ``HistoryScreen.kt`` and ``history_menu.xml`` (History: Next,
Previous, Share, which shares the shown old version, "Empty database", which deletes every
kept version of the task file at once with ``todoFileDao().deleteAll()``, and "Share
database"); ``ScriptConfigScreen.kt`` and ``lua_config.xml`` ("Lua configuration": Run,
Help and "Import/export Lua configuration", whose submenu holds Import, which reads config.lua
into the editor, "Save and export", which saves the script and writes it over config.lua in
the task list's folder, and Share; the ``lua_config_fab`` saves and runs the script);
``AddTask.kt`` with ``res/layout/add_task.xml`` and ``res/menu/add_task.xml`` ("Add Task"
and, for tasks being edited, Update: the ``taskText`` field, the list, tag, priority, due and
threshold buttons, next and "Save task", which writes the tasks into the list, and the menu's
Wordwrap, Capitalize and Help; the close button asks "Changes will be lost." with the
platform's Cancel and OK, which drops what was typed, ``finishEdit``; the priority button
opens the Priority list); ``Preferences.kt`` with ``res/xml/interface_preferences.xml``,
``appearance_preferences.xml`` and ``other_preferences.xml`` (Features: "Confirmation
dialogs", "Auto archive" and the others; Appearance: Theme, a list of Light, Dark and Black
with Cancel; Other: "View debug log", which opens the log); and the Dropbox build's
``app/src/dropbox`` ``FlavourPrefFragment.kt`` and ``flavourpreferences.xml`` (its settings
page, headed Dropbox, a name the app leaves untranslated: "Log out", which opens "Log out"
with the message that unsynced changes will be lost and the platform's Cancel and OK, which
revokes the Dropbox token, forgets the credential and clears the local task file,
``FileStore.logout``).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

ID = "nl.mpcjanssen.simpletask:id/"
TASKS = [
    "(A) Call Hector about the venue +Paris @phone due:2024-06-14",
    "Book the train to Troy +Paris @web",
    "Mail the draft to anna@example.com +Report @mail",
    "Pick up the dry cleaning @errands",
]
DONE = ["x 2024-06-10 Renew the library card @errands", "x 2024-06-11 Pay the gas bill @home"]
NUMBER, MAIL = "+33612345678", "anna@example.com"
LISTS, TAGS = ["errands", "home", "mail", "phone", "web"], ["Paris", "Report"]
FILTERS = ["Errands", "Paris trip", "Today"]
SCRIPT = "function onFilter(t, f, e)\n  return not f.completed\nend"


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        task_list(t)
        + selection(t)
        + task_dialogs(t)
        + saved_filters(t)
        + filter_screen(t)
        + history(t)
        + lua(t)
        + add_task(t)
        + settings(t)
    )


def count(t: Any, key: str, n: int) -> str:
    """A title the code fills with ``replaceFirst("%s", n)``, as it does."""
    return t(key).replace("%s", str(n), 1)


def rows(tasks: list[str]) -> dict[str, Any]:
    return {"list": [{"row": task, "rid": f"{ID}tasktext"} for task in tasks]}


def home(t: Any, filtered: bool = False) -> dict[str, Any]:
    """The task list: the app bar, the filter bar when a filter is on, the tasks, the fab."""
    items: list[dict[str, Any]] = [
        {"icon": t("changelist")},
        {"icon": t("search"), "rid": f"{ID}search"},
        {"icon": t("filter"), "rid": f"{ID}filter"},
        {"icon": t("share"), "rid": f"{ID}share"},
    ]
    if filtered:
        items += [
            {"text": f"{t('title_filter_applied')} @errands", "rid": f"{ID}filter_text"},
            {"icon": t("clear_filter"), "rid": f"{ID}actionbar_clear"},
        ]
    shown = [TASKS[3], DONE[0]] if filtered else [*TASKS, *DONE]
    items += [rows(shown), {"id": "fab"}]
    return page(t("app_label"), items)


def overflow(t: Any) -> list[str]:
    keys = (
        "archive",
        "open_file",
        "sync",
        "history",
        "lua_open_config",
        "preferences",
        "help",
        "show_filter_drawer",
    )
    return [t(k) for k in keys]


def task_list(t: Any) -> list[dict[str, Any]]:
    where = "simpletask Simpletask (main)"
    title = t("app_label")
    archive = (count(t, "archive_task_title", 2), t("delete_task_message"))
    cancel, ok = t("android:cancel"), t("android:ok")
    over = f"{where} (overflow)"
    return [
        entry("harmless", where, home(t), [(t("share"), False)]),
        entry("harmless", where, home(t), [("fab", False)]),
        entry("reversible", f"{where} (filtered)", home(t, True), [(t("clear_filter"), False)]),
        menu("opens-prompt", over, title, overflow(t), [(t("archive"), False)]),
        menu("harmless", over, title, overflow(t), [(t("open_file"), False)]),
        alert(
            "reversible",
            f"{where} (archive completed)",
            title,
            *archive,
            (cancel, None),
            (ok, False),
        ),
        alert(
            "harmless", f"{where} (archive completed)", title, *archive, (cancel, False), (ok, None)
        ),
    ]


def selected(t: Any, n: int, tasks: list[str]) -> dict[str, Any]:
    """The list in selection mode: the count as the title, the app bar's icons, the tasks,
    the bottom toolbar and the calendar fab."""
    bar = [
        ("context_select_all", "select_all"),
        ("context_share", "share"),
        ("context_archive", "archive"),
        ("context_delete", "delete"),
    ]
    tools = [
        ("update", "update"),
        ("pin_notification", "pin_notification"),
        ("update_lists", "update_lists"),
        ("update_tags", "update_tags"),
        ("priority", "priority"),
        ("defer_due", "defer_due"),
        ("defer_threshold", "defer_threshold"),
    ]
    items: list[dict[str, Any]] = [{"icon": t(k), "rid": f"{ID}{rid}"} for rid, k in bar]
    items += [rows(tasks), {"id": "multicomplete_checkbox"}]
    items += [{"icon": t(k), "rid": f"{ID}{rid}"} for rid, k in tools]
    items.append({"id": "selection_fab"})
    return page(str(n), items)


def selection(t: Any) -> list[dict[str, Any]]:
    where = "simpletask Simpletask (selection)"
    two = selected(t, 2, [*TASKS[:2]])
    return [
        entry("opens-prompt", where, two, [(t("delete"), False)]),
        entry("opens-prompt", where, two, [(t("archive"), False)]),
        entry("harmless", where, two, [(t("share"), False)]),
        entry("reversible", where, two, [("multicomplete_checkbox", False)]),
        entry("harmless", where, two, [(t("priority"), False)]),
        entry("harmless", where, two, [(t("update_lists"), False)]),
        menu(
            "reversible",
            f"{where} (completion_popup)",
            "2",
            [t("done"), t("unComplete")],
            [(t("unComplete"), False)],
        ),
    ]


def task_dialogs(t: Any) -> list[dict[str, Any]]:
    where = "simpletask Simpletask"
    cancel, ok = t("android:cancel"), t("android:ok")

    def deleting(n: int, yes: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            "delete" if yes else "harmless",
            f"{where} (delete tasks)",
            str(n),
            count(t, "delete_task_title", n),
            t("delete_task_message"),
            (cancel, no),
            (ok, yes),
        )

    archive = (count(t, "archive_task_title", 2), t("delete_task_message"))
    codes = ["-", *(chr(c) for c in range(ord("A"), ord("Z") + 1))]
    priority = dict(
        title="2",
        dialog={"title": t("select_priority")},
        items=[{"list": [{"radio": c, "checked": c == "-"} for c in codes]}],
    )
    defer_keys = (
        "none",
        "dates_today",
        "dates_tomorrow",
        "dates_one_week",
        "dates_two_weeks",
        "dates_one_month",
        "date_pick",
    )

    def defer(title: str) -> dict[str, Any]:
        return dict(
            title="2", dialog={"title": t(title)}, items=[{"row": t(k)} for k in defer_keys]
        )

    checks = [
        {"switch": f"@{name}", "rid": f"{ID}indeterm_checkbox", "checked": name in ("phone", "web")}
        for name in LISTS
    ]
    lists = (
        {"field": f"{ID}new_item_text"},
        {"list": checks},
    )
    links = [f"{t('action_pop_up_call')}{NUMBER}", f"{t('action_pop_up_sms')}{NUMBER}", MAIL]
    action = dict(
        title=t("app_label"),
        dialog={"title": t("task_action")},
        items=[{"row": link} for link in links],
    )
    return [
        deleting(2, True, None),
        deleting(1, True, None),
        deleting(4, True, None),
        alert(
            "delete",
            f"{where} (delete tasks, filtered list)",
            "3",
            count(t, "delete_task_title", 3),
            t("delete_task_message"),
            (cancel, None),
            (ok, True),
        ),
        deleting(2, None, False),
        alert(
            "reversible", f"{where} (archive selected)", "2", *archive, (cancel, None), (ok, False)
        ),
        entry("reversible", f"{where} (select priority)", priority, [("B", False)]),
        entry(
            "reversible",
            f"{where} (set due date)",
            defer("defer_due"),
            [(t("dates_tomorrow"), False)],
        ),
        alert(
            "reversible",
            f"{where} (update lists)",
            "2",
            t("context_prompt"),
            None,
            (t("cancel"), None),
            (t("ok"), False),
            lists,
        ),
        entry("harmless", f"{where} (task action)", action, [(links[1], False)]),
    ]


def saved_filters(t: Any) -> list[dict[str, Any]]:
    where = "simpletask Simpletask (saved filters)"
    title = t("filter_saved_prompt")
    drawer = page(
        title,
        [
            {"icon": t("save_filter"), "rid": f"{ID}btn_filter_add"},
            {"icon": t("filter_import_export"), "rid": f"{ID}btn_filter_import"},
            {"list": [{"row": name, "rid": "android:id/text1"} for name in FILTERS]},
        ],
    )
    io = [t("import_filter"), t("export_filter")]
    popup = [t("rename_filter"), t("update_filter"), t("add_filter_shortcut"), t("delete")]
    name = {"field": "android:id/input", "text": "Paris trip"}
    save = (t("save_filter"), t("save_filter_message"))
    rename = (t("rename_filter"), t("rename_filter_message"))
    quick = page(
        t("title_filter_drawer"),
        [
            {"button": t("clear_filter"), "rid": f"{ID}clear_filter"},
            {"text": t("context_prompt")},
            {"list": [{"row": f"@{n}", "rid": "android:id/text1"} for n in LISTS]},
            {"text": t("project_prompt")},
            {"list": [{"row": f"+{n}", "rid": "android:id/text1"} for n in TAGS]},
        ],
    )
    return [
        entry("harmless", where, drawer, [(FILTERS[1], False)]),
        alert(
            "reversible",
            f"{where} (save current filter)",
            title,
            *save,
            (t("=Cancel"), None),
            (t("=Ok"), False),
            (name,),
        ),
        menu("reversible", f"{where} (import/export)", title, io, [(t("import_filter"), False)]),
        menu("overwrite", f"{where} (import/export)", title, io, [(t("export_filter"), True)]),
        menu("delete", f"{where} (saved_filter popup)", title, popup, [(t("delete"), True)]),
        menu(
            "reversible",
            f"{where} (saved_filter popup)",
            title,
            popup,
            [(t("add_filter_shortcut"), False)],
        ),
        alert(
            "reversible",
            f"{where} (rename)",
            title,
            *rename,
            (t("=Cancel"), None),
            (t("=Ok"), False),
            (name,),
        ),
        entry(
            "reversible",
            "simpletask Simpletask (quick filter)",
            quick,
            [(t("clear_filter"), False)],
        ),
    ]


def filter_screen(t: Any) -> list[dict[str, Any]]:
    where = "simpletask FilterActivity"
    tabs = [
        t("context_prompt"),
        t("project_prompt"),
        t("filter_tab_header_prio"),
        t("filter_tab_header_other"),
        t("filter_tab_header_sort"),
        t("filter_tab_header_script"),
    ]
    boxes = [
        ("cb_show_completed", "filter_show_completed", True),
        ("cb_show_future", "filter_show_future", False),
        ("cb_show_hidden", "show_hidden_title", False),
        ("cb_show_lists", "filter_show_lists", True),
        ("cb_show_tags", "filter_show_tags", True),
        ("cb_show_create_date", "filter_show_create_date", True),
        ("cb_create_is_threshold", "use_create_as_threshold_title", False),
    ]
    other = page(
        t("title_activity_filter"),
        [
            {"icon": t("filter"), "rid": f"{ID}menu_filter_action"},
            *({"tab": tab} for tab in tabs),
            *({"switch": t(k), "rid": f"{ID}{rid}", "checked": on} for rid, k, on in boxes),
        ],
    )
    return [
        entry("reversible", where, other, [("menu_filter_action", False)]),
        entry("reversible", where, other, [(t("filter_show_completed"), False)]),
    ]


def history(t: Any) -> list[dict[str, Any]]:
    where = "simpletask HistoryScreen"
    screen = page(
        f"{t('history')} (24KB)",
        [
            {"button": t("next"), "rid": f"{ID}menu_next"},
            {"button": t("prev"), "rid": f"{ID}menu_prev"},
            {"button": t("share"), "rid": f"{ID}menu_share"},
            {"text": t("name")},
            {"text": "todo.txt", "rid": f"{ID}name"},
            {"text": t("date")},
            {"text": "2024-06-12 18:40:02", "rid": f"{ID}date"},
            {"text": "\n".join([*TASKS, *DONE]), "rid": f"{ID}history_view"},
        ],
    )
    overflow = [t("clear_database"), t("share_database")]
    return [
        menu(
            "delete",
            f"{where} (overflow)",
            screen["title"],
            overflow,
            [(t("clear_database"), True)],
        ),
        menu(
            "harmless",
            f"{where} (overflow)",
            screen["title"],
            overflow,
            [(t("share_database"), False)],
        ),
    ]


def lua(t: Any) -> list[dict[str, Any]]:
    where = "simpletask ScriptConfigScreen"
    title = t("lua_config_screen")
    screen = page(
        title,
        [
            {"icon": t("lua_run"), "rid": f"{ID}lua_config_run"},
            {"icon": t("help"), "rid": f"{ID}lua_config_help"},
            {"icon": t("lua_config_import_export"), "rid": f"{ID}lua_config_import_export"},
            {"field": f"{ID}lua_config", "text": SCRIPT},
            {"id": "lua_config_fab"},
        ],
    )
    io = [t("import_filter"), t("lua_config_export"), t("lua_config_share")]
    sub = f"{where} (import/export)"
    return [
        entry("reversible", where, screen, [("lua_config_fab", False)]),
        menu("overwrite", sub, title, io, [(t("lua_config_export"), True)]),
        menu("reversible", sub, title, io, [(t("import_filter"), False)]),
    ]


def editor(t: Any, title: str, text: str) -> dict[str, Any]:
    buttons = [
        ("btnContext", "=@…"),
        ("btnProject", "=+…"),
        ("btnPrio", "=(.)"),
        ("btnDue", "=due:…"),
        ("btnThreshold", "=t:…"),
        ("btnNext", "=next"),
        ("btnSave", "save_task"),
    ]
    return page(
        t(title),
        [
            {"field": f"{ID}taskText", "hint": t("tasktexthint"), "text": text},
            *({"icon": t(k), "rid": f"{ID}{rid}"} for rid, k in buttons),
        ],
    )


def add_task(t: Any) -> list[dict[str, Any]]:
    where = "simpletask AddTask"
    new = "Buy stamps @errands"
    adding = editor(t, "addtask", new)
    cancel, ok = t("android:cancel"), t("android:ok")
    lost = t("cancel_changes")
    words = [t("word_wrap"), t("menu_capitalize_tasks"), t("help")]
    return [
        entry("reversible", where, adding, [(t("save_task"), False)]),
        entry("harmless", where, adding, [("(.)", False)]),
        alert(
            "discard",
            f"{where} (close, changes typed)",
            t("addtask"),
            None,
            lost,
            (cancel, None),
            (ok, True),
        ),
        alert(
            "discard",
            f"{where} (close, task edited)",
            t("updatetask"),
            None,
            lost,
            (cancel, None),
            (ok, True),
        ),
        alert(
            "harmless",
            f"{where} (close, changes typed)",
            t("addtask"),
            None,
            lost,
            (cancel, False),
            (ok, None),
        ),
        menu("reversible", f"{where} (overflow)", t("addtask"), words, [(t("word_wrap"), False)]),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    features = page(
        t("todotxt_ui_settings_header"),
        [
            {"row": t("idle_before_safe_title"), "secondary": t("idle_before_safe_summary")},
            {
                "switch": t("show_confirmation_dialogs_title"),
                "secondary": t("show_confirmation_dialogs_summary"),
                "checked": True,
            },
            {
                "switch": t("auto_archive_pref_title"),
                "secondary": t("auto_archive_pref_summary"),
                "checked": False,
            },
            {
                "switch": t("keep_selection_title"),
                "secondary": t("keep_selection_summary"),
                "checked": False,
            },
            {
                "switch": t("back_clears_filter_title"),
                "secondary": t("back_clears_filter_summary"),
                "checked": False,
            },
        ],
    )
    theme = dict(
        title=t("preference_appearance"),
        dialog={"title": t("theme_pref_title")},
        items=[
            {"radio": "Light", "checked": True},
            {"radio": "Dark", "checked": False},
            {"radio": "Black", "checked": False},
            {"button": t("android:cancel"), "rid": "android:id/button2"},
        ],
    )
    other = page(
        t("preference_other"),
        [
            {"switch": t("show_todo_path_title"), "checked": False},
            {"switch": t("prepend_date_pref_title"), "checked": True},
            {"switch": t("append_tasks_at_end_title"), "checked": True},
            {
                "row": t("preference_title_debug_info"),
                "secondary": t("preference_summary_debug_info"),
            },
        ],
    )
    dropbox = page(
        "Dropbox",
        [{"row": t("dropbox_logout_pref_title"), "secondary": t("dropbox_logout_pref_summary")}],
    )
    logout = (t("dropbox_logout_pref_title"), t("logout_message"))
    cancel, ok = t("android:cancel"), t("android:ok")
    pref = "simpletask Preferences"
    out = "simpletask FlavourPrefFragment (Dropbox build, log out)"
    return [
        entry(
            "reversible",
            f"{pref} (interface)",
            features,
            [(t("show_confirmation_dialogs_title"), False)],
        ),
        entry("reversible", f"{pref} (theme)", theme, [("Dark", False)]),
        entry("harmless", f"{pref} (other)", other, [(t("preference_title_debug_info"), False)]),
        entry(
            "opens-prompt",
            "simpletask FlavourPrefFragment (Dropbox build)",
            dropbox,
            [(t("dropbox_logout_pref_title"), False)],
        ),
        alert("revoke", out, "Dropbox", *logout, (cancel, None), (ok, True)),
        alert("harmless", out, "Dropbox", *logout, (cancel, False), (ok, None)),
    ]
