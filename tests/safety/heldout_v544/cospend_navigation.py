"""Cospend's navigation for the five-hundred-and-forty-fourth held-out corpus: ``screens(t)``
lays out, in one language, the project list with the selected project's members, the menu that
creates a project and its dialog, a project's menu (three times: what it opens, its archiving,
its deletion), a federated project's menu, a member's menu (four times: a member with a balance,
a member in no bill, a member who is a Nextcloud user, twice), the pending invitation (twice) and
the Cospend settings dialog. What each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    CLIMBING_INVITATION,
    CLIMBING_NAME,
    FLAT,
    FLAT_NAME,
    JONAS,
    JONAS_SHARE,
    LI,
    LISBON,
    LISBON_NAME,
    MEMBERS,
    OLU,
    TITLE,
    balance,
    bills,
    call,
    dialog,
    entry,
    info,
    link,
    member_body,
    menu,
    option_values,
    page,
    project_body,
    select,
)

NEW_NAME, NEW_ID = "Porto weekend", "porto-weekend"  # slugify(name) is the new project's id
BOOK_CLUB = "book-club@cloud.bookworms.example"  # the invited project, remote id @ server
BOOK_INVITATION = 9
INVITER, INVITER_ID = "Ana Souza", "ana@cloud.bookworms.example"
TRACKER = "https://github.com/julien-nc/cospend-nc/issues"
VERSION = "4.0.2"  # appinfo/info.xml, the capabilities' version


def screens(t: Any) -> list[dict[str, Any]]:
    members = [
        item
        for _, name, _, _, money in MEMBERS
        for item in ({"row": name}, {"text": balance(money)})
    ]
    navigation = page(
        [
            {"field": "project-search", "hint": t("Search projects")},
            {"icon": t("Create a project")},
            {"row": CLIMBING_NAME},
            {"row": FLAT_NAME},
            {"row": LISBON_NAME},
            *members,
            {"row": t("Pending share invitations")},
            {"text": "1"},
            {"row": t("Cospend settings")},
        ]
    )
    create_menu = menu(
        [t("Create empty project"), t("Import csv project"), t("Import SplitWise project")]
    )
    create = dialog(
        t("Create empty project"),
        None,
        [
            {"field": "project-name", "hint": t("Project name"), "text": NEW_NAME},
            {"button": t("Create")},
        ],
    )
    project_menu = menu(
        [
            t("Settings"),
            t("Share"),
            t("Add member"),
            t("Show the trash bin"),
            t("Statistics"),
            t("Project settlement"),
            t("Archive"),
            t("Delete"),
        ]
    )
    federated_menu = menu(
        [
            t("Settings"),
            t("Show the trash bin"),
            t("Statistics"),
            t("Project settlement"),
            t("Leave share"),
        ]
    )

    def member_menu(member: tuple[Any, ...], deletion: str) -> dict[str, Any]:
        weight = {"field": "weight", "hint": t("Weight") + " (1)"}
        items = [{"menu": t("Change color")}, weight, {"menu": deletion}]
        if member[2]:  # a Nextcloud user other than mara: her access to the project
            levels = ("No access", "Viewer", "Participant", "Maintainer", "Admin")
            items += [{"radio": t(level), "checked": level == "Participant"} for level in levels]
        return {"title": TITLE, "dialog": {}, "items": items}

    invitation = dialog(
        t("Pending invitations for federated shares"),
        None,
        [
            {
                "text": t(
                    "Project {projectName} shared by {inviterName} ({inviterCloudId})",
                    {
                        "projectName": "Book club",
                        "inviterName": INVITER,
                        "inviterCloudId": INVITER_ID,
                    },
                )
            },
            {"button": t("Reject")},
            {"button": t("Accept")},
        ],
    )
    settings = dialog(
        t("Cospend settings"),
        None,
        [
            {"link": t("Import projects")},
            {"link": t("Export location")},
            {"link": t("Sort criterias")},
            {"link": t("Misc")},
            {"link": t("About Cospend")},
            {"text": t("Misc")},
            {
                "field": "max-precision",
                "hint": t("Maximum decimal precision to show in balances"),
                "text": "2",
            },
            {"switch": t("Use time in dates"), "checked": True},
            {"switch": t("Show my cumulated balance"), "checked": False},
            {"text": t("About Cospend")},
            {"text": "♥ " + t("Thanks for using Cospend") + f" ♥ (v{VERSION})"},
            {"link": t("Bug/issue tracker")},
            {"link": t("Translation")},
            {"link": t("User documentation")},
            {"link": t("Admin documentation")},
            {"link": t("Developer documentation")},
        ],
    )
    new_project = {"id": NEW_ID, "name": NEW_NAME, "password": None}
    return [
        entry(
            "harmless",
            "navigation",
            navigation,
            [
                (FLAT_NAME, False, select(FLAT)),
                (LI[1], False, [bills(LISBON, payer=LI[0]), info(LISBON)]),
                (t("Cospend settings"), False, []),
            ],
        ),
        entry(
            "opens-prompt",
            "create project menu",
            create_menu,
            [(t("Create empty project"), False, []), (t("Import csv project"), False, [])],
        ),
        entry(
            "reversible",
            "create empty project dialog",
            create,
            [(t("Create"), False, [call("POST", "/projects", new_project), *select(NEW_ID)])],
        ),
        entry(
            "harmless",
            "project menu",
            project_menu,
            [
                (
                    t("Statistics"),
                    False,
                    [
                        call(
                            "GET",
                            f"/projects/{LISBON}/statistics?categoryId=-100&showDisabled=0&currencyId=0",
                        )
                    ],
                ),
                (t("Show the trash bin"), False, select(LISBON, deleted=True)),
                (t("Settings"), False, []),
            ],
        ),
        entry(
            "reversible",
            "project menu (archive)",
            project_menu,
            [
                (
                    t("Archive"),
                    False,
                    [call("PUT", f"/projects/{LISBON}", project_body(archived=0)), info(LISBON)],
                )
            ],
        ),
        entry(
            "delete",
            "other project menu (delete)",
            project_menu,
            [(t("Delete"), True, [call("DELETE", f"/projects/{FLAT}")])],
        ),
        entry(
            "leave",
            "federated project menu",
            federated_menu,
            [
                (
                    t("Leave share"),
                    True,
                    [call("DELETE", f"/federation/invitation/{CLIMBING_INVITATION}")],
                )
            ],
        ),
        entry(
            "reversible",
            "member menu (balance)",
            member_menu(LI, t("Deactivate")),
            [
                (
                    t("Deactivate"),
                    False,
                    [
                        call("PUT", f"/projects/{LISBON}/members/{LI[0]}", member_body(LI, False)),
                        info(LISBON),
                    ],
                ),
                (t("Change color"), False, []),
            ],
        ),
        entry(
            "delete",
            "member menu (no bill)",
            member_menu(OLU, t("Delete")),
            [
                (
                    t("Delete"),
                    True,
                    [call("PUT", f"/projects/{LISBON}/members/{OLU[0]}", member_body(OLU, False))],
                )
            ],
        ),
        entry(
            "revoke",
            "member menu (user access removed)",
            member_menu(JONAS, t("Deactivate")),
            [
                (
                    t("No access"),
                    True,
                    [call("DELETE", f"/projects/{LISBON}/user-share/{JONAS_SHARE}")],
                )
            ],
        ),
        entry(
            "reversible",
            "member menu (user access level)",
            member_menu(JONAS, t("Deactivate")),
            [
                (
                    t("Maintainer"),
                    False,
                    [
                        call(
                            "PUT",
                            f"/projects/{LISBON}/share-access-level/{JONAS_SHARE}",
                            {"accessLevel": 3},
                        )
                    ],
                )
            ],
        ),
        entry(
            "leave",
            "pending invitation (reject)",
            invitation,
            [(t("Reject"), True, [call("DELETE", f"/federation/invitation/{BOOK_INVITATION}")])],
        ),
        entry(
            "reversible",
            "pending invitation (accept)",
            invitation,
            [
                (
                    t("Accept"),
                    False,
                    [
                        call("POST", f"/federation/invitation/{BOOK_INVITATION}", {}),
                        *select(BOOK_CLUB),
                    ],
                )
            ],
        ),
        entry(
            "reversible",
            "settings dialog",
            settings,
            [
                (t("Show my cumulated balance"), False, [option_values({"showMyBalance": "1"})]),
                (t("Bug/issue tracker"), False, [link(TRACKER)]),
            ],
        ),
    ]
