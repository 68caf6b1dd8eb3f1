"""Cospend's project sidebar and settlement for the five-hundred-and-forty-fourth held-out corpus:
``screens(t)`` lays out, in one language, the sidebar's settings tab, its sharing tab with a
user found by the search, the share link's menu (twice: its deletion, its access level), a user
share's menu, the currencies tab, the settlement page and its individual reimbursement. What
each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    CURRENCY,
    GBP,
    LI,
    LINK_SHARE,
    LISBON,
    LISBON_NAME,
    MARA,
    NOW,
    PRIYA_SHARE,
    TITLE,
    TODAY,
    bills,
    call,
    entry,
    info,
    page,
    project_body,
)

SAM = ("sam", "Sam Okafor")  # a Nextcloud user found by typing "sam"
SETTLEMENT = (("Jonas Berg", 176.5), ("Li Wei", 137.5))  # who pays "You", and how much


def screens(t: Any) -> list[dict[str, Any]]:
    tabs = [
        {"tab": t(name)}
        for name in ("Sharing", "Settings", "Activity", "Categories", "Payment modes", "Currencies")
    ]
    head = [
        {"text": LISBON_NAME},
        {
            "text": t(
                "{nb} bills, {nbMembers} active members, {spentAmount} {currency} spent",
                {"nb": "4", "nbMembers": "4", "spentAmount": "606.00", "currency": CURRENCY},
            )
        },
        *tabs,
    ]
    settings_tab = page(
        [
            *head,
            {"field": "rename", "hint": t("Rename project {n}", {"n": LISBON_NAME})},
            {"switch": t("Allow bill deletion"), "checked": True},
            {"text": t("Automatic export")},
            {"text": t("No")},
            {"button": t("Export project")},
            {"text": t("Members")},
            {"icon": t("More information on adding members")},
            {"text": t("Add a member")},
        ]
    )
    sharing_tab = page(
        [
            *head,
            {
                "field": "sharee",
                "hint": t("Share project with a user, group or circle"),
                "text": "sam",
                "focused": True,
            },
            {"row": f"{SAM[1]} ({SAM[0]})"},
            {"row": "Samira Haddad (samira)"},
            {"text": t("Share link")},
            {"icon": t("Copy to clipboard")},
            {"icon": t("Show QRCode for mobile clients")},
            {"text": "mara"},
            {"text": "(" + t("Project owner") + ")"},
            {"text": "Jonas Berg (jonas)"},
            {"text": "Priya Nair (priya)"},
        ]
    )
    levels = ("Viewer", "Participant", "Maintainer", "Admin")
    link_menu = {
        "title": TITLE,
        "dialog": {},
        "items": [
            {"field": "label", "hint": t("Label")},
            {"switch": t("Password protect"), "checked": False},
            *({"radio": t(level), "checked": level == "Participant"} for level in levels),
            {"menu": t("Delete link")},
            {"menu": t("Add another link")},
        ],
    }
    user_menu = {
        "title": TITLE,
        "dialog": {},
        "items": [
            *({"radio": t(level), "checked": level == "Viewer"} for level in levels),
            {"menu": t("Delete access")},
        ],
    }
    currencies_tab = page(
        [
            *head,
            {"text": t("Main currency")},
            {"text": CURRENCY},
            {"icon": t("Set main currency name")},
            {"text": t("Add currency")},
            {"field": "currency-name", "hint": t("Currency name")},
            {"field": "currency-rate", "hint": t("Exchange rate to main currency"), "text": "1"},
            {"text": t("(1 of this currency = X of main currency)")},
            {"icon": t("Add this currency")},
            {"text": t("Currency list")},
            {"text": "GBP"},
            {"text": "(x1.17)"},
            {"icon": t("Edit")},
            {"icon": t("Delete")},
        ]
    )
    plan = [
        item
        for name, amount in SETTLEMENT
        for item in ({"text": name}, {"text": t("You")}, {"text": f"{amount:.2f} {CURRENCY}"})
    ]
    settlement = page(
        [
            {"text": t("Settlement of project {name}", {"name": LISBON_NAME})},
            {"button": t("Export")},
            {"button": t("Add these payments to the project")},
            {"text": t("Center settlement on")},
            {"text": t("Nobody (optimal)")},
            {"text": t("Settlement date")},
            {"icon": t("Information on settlement date")},
            {"icon": t("Set to beginning of this day")},
            {"icon": t("Set to beginning of this week")},
            {"icon": t("Set to beginning of this month")},
            {"text": t("Settlement plan")},
            {"text": t("Who pays?")},
            {"text": t("To whom?")},
            {"text": t("How much?")},
            *plan,
        ]
    )
    amount = -LI[4]
    individual = page(
        [
            {"text": t("Individual reimbursement")},
            {"icon": t("Information on individual reimbursement")},
            {"text": LI[1]},
            {"text": MARA[1]},
            {
                "button": t(
                    "Create bill ({amount} {currencyName})",
                    {"amount": f"{amount:.2f}", "currencyName": CURRENCY},
                )
            },
        ]
    )
    reimbursement = {
        "what": t("Reimbursement"),
        "timestamp": NOW,
        "payer": LI[0],
        "payedFor": str(MARA[0]),
        "amount": amount,
        "repeat": "n",
        "categoryId": "-11",
    }
    export_name = f"{LISBON}_{TODAY}.csv"
    return [
        entry(
            "reversible",
            "sidebar settings tab",
            settings_tab,
            [
                (
                    t("Allow bill deletion"),
                    False,
                    [
                        call("PUT", f"/projects/{LISBON}", project_body(deletion_disabled=True)),
                        info(LISBON),
                    ],
                ),
                (
                    t("Export project"),
                    False,
                    [call("GET", f"/projects/{LISBON}/export-csv-project?name={export_name}")],
                ),
                (t("Currencies"), False, []),
            ],
        ),
        entry(
            "share",
            "sidebar sharing tab",
            sharing_tab,
            [
                (
                    f"{SAM[1]} ({SAM[0]})",
                    True,
                    [
                        call(
                            "POST",
                            f"/projects/{LISBON}/user-share",
                            {"accessLevel": 2, "manuallyAdded": True, "userId": SAM[0]},
                        )
                    ],
                )
            ],
        ),
        entry(
            "revoke",
            "share link menu (delete)",
            link_menu,
            [
                (
                    t("Delete link"),
                    True,
                    [call("DELETE", f"/projects/{LISBON}/public-share/{LINK_SHARE}")],
                )
            ],
        ),
        entry(
            "reversible",
            "share link menu (access level)",
            link_menu,
            [
                (
                    t("Viewer"),
                    False,
                    [
                        call(
                            "PUT",
                            f"/projects/{LISBON}/share-access-level/{LINK_SHARE}",
                            {"accessLevel": 1},
                        )
                    ],
                ),
                (
                    t("Add another link"),
                    False,
                    [call("POST", f"/projects/{LISBON}/public-share", {"accessLevel": 2})],
                ),
            ],
        ),
        entry(
            "revoke",
            "user share menu",
            user_menu,
            [
                (
                    t("Delete access"),
                    True,
                    [call("DELETE", f"/projects/{LISBON}/user-share/{PRIYA_SHARE}")],
                )
            ],
        ),
        entry(
            "delete",
            "sidebar currencies tab",
            currencies_tab,
            [(t("Delete"), True, [call("DELETE", f"/projects/{LISBON}/currency/{GBP}")])],
        ),
        entry(
            "reversible",
            "settlement page",
            settlement,
            [
                (
                    t("Add these payments to the project"),
                    False,
                    [
                        call("GET", f"/projects/{LISBON}/auto-settlement?precision=2"),
                        bills(LISBON),
                        call("GET", f"/projects/{LISBON}/settlement"),
                        info(LISBON),
                    ],
                )
            ],
        ),
        entry(
            "reversible",
            "individual reimbursement",
            individual,
            [
                (
                    t(
                        "Create bill ({amount} {currencyName})",
                        {"amount": f"{amount:.2f}", "currencyName": CURRENCY},
                    ),
                    False,
                    [
                        call("POST", f"/projects/{LISBON}/bills", reimbursement),
                        bills(LISBON),
                        info(LISBON),
                    ],
                )
            ],
        ),
    ]
