"""Cospend's bills for the five-hundred-and-forty-fourth held-out corpus: ``screens(t)`` lays out,
in one language, the Lisbon trip's bill list, a bill's menu (twice: its trash, its move) and the
dialog that moves it to another project, the multiple selection and its deletion dialog, the
trash bin's menu and the dialog that clears it, a trashed bill's menu (twice: its deletion, its
restoration), the trash bin's multiple selection and its deletion and restoration dialogs, a
bill's form (twice), the file picker that attaches a share link, a trashed bill's form and a new
bill's form. What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    CURRENCY,
    FLAT,
    FLAT_NAME,
    LISBON,
    NOW,
    ORIGIN,
    OWERS,
    bills,
    call,
    dialog,
    entry,
    info,
    menu,
    option_values,
    page,
)

# Bills of the Lisbon trip: id, what, amount, payer's name (or None for "You"), category icon.
HOTEL = (301, "Hotel Alfama, 3 nights", 420.0, None, "🛌")
TRAM = (302, "Tram 28 tickets", 25.5, "Jonas Berg", "🚌")
DINNER = (303, "Dinner at Time Out Market", 96.0, None, "🍴")
SINTRA = (304, "Sintra day trip", 64.5, "Li Wei", "🚸")
TAXI = (305, "Taxi to airport", 38.0, "Jonas Berg", "🚌")  # in the trash bin
FADO = (306, "Fado show tickets", 75.0, None, "🚸")  # in the trash bin
SUNSCREEN = (307, "Sunscreen", 12.9, "Li Wei", "🛍")  # in the trash bin, Li Wei's alone
HOTEL_DATE = 1785268800  # 28 Jul 2026
HOTEL_CATEGORY = 9  # Accommodation
MOVED_BILL = 518  # the id the move gives the tram tickets in the flat's project
FILE_PATH = "/Receipts/lisbon-hotel-invoice.pdf"
FILE_TOKEN = "Wq7bRk2mXz9Lp4T"  # the token of the file's new share link (made up)
NEW_WHAT, NEW_AMOUNT = "Pastéis de Belém", 18.6


def screens(t: Any) -> list[dict[str, Any]]:
    def row(bill: tuple[Any, ...]) -> dict[str, Any]:
        _, what, amount, payer, icon = bill
        if bill is SUNSCREEN:
            owers = payer
        else:
            owers = t("Everyone except {member}", {"member": "Olu Adeyemi"})
        paid = f"{amount:.2f} {CURRENCY} ({payer or t('You')} → {owers})"
        return {"row": f"{icon} {what}", "secondary": paid}

    search = {"field": "bill-search", "hint": t("Search bills")}
    listing = page(
        [search, {"icon": t("Create a bill")}, *(row(b) for b in (SINTRA, DINNER, TRAM, HOTEL))]
    )
    bill_menu = menu([t("Duplicate bill"), t("Move to trash"), t("Move to other project")])
    move = dialog(
        None,
        t('Move bill "{bill}" to a different project:', {"bill": TRAM[1]}),
        [{"row": FLAT_NAME}],
    )
    selection = page(
        [
            search,
            {"icon": t("Create a bill")},
            {"text": t("Multi select actions")},
            {"icon": t("Leave multiple select mode")},
            {"field": "assign-category", "hint": t("Assign a category")},
            {"field": "assign-payment-mode", "hint": t("Assign a payment mode")},
            {"icon": t("Delete selected bills")},
            *(row(b) for b in (SINTRA, DINNER, TRAM, HOTEL)),
        ]
    )
    two = {"nb": "2"}
    to_trash = dialog(
        t("Confirm deletion"),
        t(
            "Are you sure you want to move {nb} bill to the trash bin?",
            two,
            "Are you sure you want to move {nb} bills to the trash bin?",
            2,
        ),
        [{"button": t("Cancel")}, {"button": t("Delete")}],
    )
    trash_menu = menu(
        [
            t("Close trashbin"),
            t("Clear trashbin"),
            t("Open filters"),
            t("Enter multiple selection mode"),
        ]
    )
    clear = dialog(
        t("Confirm clear trash bin"),
        t(
            "Are you sure you want to clear the trash bin? ({nb} bill)",
            {"nb": "3"},
            "Are you sure you want to clear the trash bin? ({nb} bills)",
            3,
        ),
        [{"button": t("Cancel")}, {"button": t("Clear")}],
    )
    trashed_menu = menu(
        [t("Restore"), t("Duplicate bill"), t("Delete"), t("Move to other project")]
    )
    trash_selection = page(
        [
            {"icon": t("Trash bin")},
            search,
            {"icon": t("Close trashbin")},
            {"text": t("Multi select actions")},
            {"icon": t("Leave multiple select mode")},
            {"field": "assign-category", "hint": t("Assign a category")},
            {"field": "assign-payment-mode", "hint": t("Assign a payment mode")},
            {"icon": t("Restore selected bills")},
            {"icon": t("Move selected bills to trash")},
            *(row(b) for b in (SUNSCREEN, FADO, TAXI)),
        ]
    )
    for_good = dialog(
        t("Confirm deletion"),
        t(
            "Are you sure you want to delete {nb} bill?",
            two,
            "Are you sure you want to delete {nb} bills?",
            2,
        ),
        [{"button": t("Cancel")}, {"button": t("Delete")}],
    )
    restore = dialog(
        t("Confirm restoration"),
        t(
            "Are you sure you want to restore {nb} bill?",
            two,
            "Are you sure you want to restore {nb} bills?",
            2,
        ),
        [{"button": t("Cancel")}, {"button": t("Restore")}],
    )

    def form(bill: tuple[Any, ...], trashed: bool) -> dict[str, Any]:
        _, what, amount, _, icon = bill
        remove = t("Delete this bill") if trashed else t("Move this bill to the trashbin")
        return page(
            [
                {"text": t("Bill : {what}", {"what": f"{icon} {what}"})},
                {"icon": t("Duplicate bill")},
                {"icon": remove},
                {"field": "what", "hint": t("What?"), "text": what},
                {"button": t("Attach share link to personal file")},
                {
                    "field": "amount",
                    "hint": t("How much?") + f" ({CURRENCY})",
                    "text": f"{amount:g}",
                },
                {"text": t("Who paid?")},
                {"text": t("When?")},
                {"text": t("Payment mode")},
                {"text": t("Category")},
                {"text": t("Comment")},
            ]
        )

    picker = dialog(
        t("Choose file"),
        None,
        [
            {"row": "lisbon-hotel-invoice.pdf"},
            {"row": "tram-receipts.jpg"},
            {"button": t("Choose")},
        ],
    )
    new_bill = page(
        [
            {"text": t("Bill : {what}", {"what": NEW_WHAT})},
            {"button": t("Create the bill")},
            {"field": "what", "hint": t("What?"), "text": NEW_WHAT},
            {"button": t("Attach share link to personal file")},
            {"field": "amount", "hint": t("How much?") + f" ({CURRENCY})", "text": "18.60"},
            {"text": t("Who paid?")},
            {"text": t("When?")},
            {"text": t("Payment mode")},
            {"text": t("Category")},
            {"text": t("Comment")},
        ]
    )
    hotel = f"/projects/{LISBON}/bills/{HOTEL[0]}"
    linked = f"{HOTEL[1]} {ORIGIN}/index.php/s/{FILE_TOKEN}"
    hotel_saved = {
        "what": linked,
        "comment": "",
        "timestamp": HOTEL_DATE,
        "payer": 11,
        "payedFor": OWERS,
        "amount": 420,
        "repeat": "n",
        "repeatAllActive": 0,
        "repeatUntil": None,
        "repeatFreq": 1,
        "paymentModeId": 0,
        "categoryId": HOTEL_CATEGORY,
    }
    created = {
        "what": NEW_WHAT,
        "comment": "",
        "timestamp": NOW,
        "payer": 11,
        "payedFor": OWERS,
        "amount": NEW_AMOUNT,
        "repeat": "n",
        "repeatAllActive": 0,
        "repeatUntil": None,
        "repeatFreq": 1,
        "paymentModeId": 0,
        "categoryId": 0,
    }

    def selected(*numbers: int) -> str:
        ids = "&".join(f"billIds%5B%5D={n}" for n in numbers)
        return call("DELETE", f"/projects/{LISBON}/bills?{ids}")

    def bill(number: int) -> str:
        return f"/projects/{LISBON}/bills/{number}"

    return [
        entry(
            "harmless",
            "bill list",
            listing,
            [(t("Create a bill"), False, []), (row(TRAM)["row"], False, [])],
        ),
        entry(
            "reversible",
            "bill menu (trash)",
            bill_menu,
            [(t("Move to trash"), False, [call("DELETE", bill(DINNER[0])), info(LISBON)])],
        ),
        entry(
            "opens-prompt", "bill menu (move)", bill_menu, [(t("Move to other project"), False, [])]
        ),
        entry(
            "reversible",
            "move bill dialog",
            move,
            [
                (
                    FLAT_NAME,
                    False,
                    [
                        call("POST", f"{bill(TRAM[0])}/move", {"toProjectId": FLAT}),
                        bills(FLAT, include=MOVED_BILL),
                        info(FLAT),
                    ],
                )
            ],
        ),
        entry(
            "opens-prompt",
            "multiple selection",
            selection,
            [(t("Delete selected bills"), False, [])],
        ),
        entry(
            "reversible",
            "move selection to trash dialog",
            to_trash,
            [
                (t("Delete"), False, [selected(DINNER[0], SINTRA[0]), info(LISBON)]),
                (t("Cancel"), False, []),
            ],
        ),
        entry("opens-prompt", "trash bin menu", trash_menu, [(t("Clear trashbin"), False, [])]),
        entry(
            "delete",
            "clear trash bin dialog",
            clear,
            [
                (
                    t("Clear"),
                    True,
                    [
                        call("DELETE", f"/projects/{LISBON}/trash-bin"),
                        bills(LISBON),
                        option_values({"selectedProject": LISBON}),
                        info(LISBON),
                    ],
                ),
                (t("Cancel"), False, []),
            ],
        ),
        entry(
            "delete",
            "trashed bill menu (delete)",
            trashed_menu,
            [(t("Delete"), True, [call("DELETE", bill(TAXI[0])), info(LISBON)])],
        ),
        entry(
            "reversible",
            "trashed bill menu (restore)",
            trashed_menu,
            [(t("Restore"), False, [call("PUT", bill(TAXI[0]), {"deleted": 0}), info(LISBON)])],
        ),
        entry(
            "opens-prompt",
            "trash bin multiple selection",
            trash_selection,
            [
                (t("Move selected bills to trash"), False, []),
                (t("Restore selected bills"), False, []),
            ],
        ),
        entry(
            "delete",
            "delete selection dialog",
            for_good,
            [
                (t("Delete"), True, [selected(FADO[0], SUNSCREEN[0]), info(LISBON)]),
                (t("Cancel"), False, []),
            ],
        ),
        entry(
            "reversible",
            "restore selection dialog",
            restore,
            [
                (
                    t("Restore"),
                    False,
                    [
                        call(
                            "PUT",
                            f"/projects/{LISBON}/bills",
                            {"deleted": 0, "billIds": [FADO[0], SUNSCREEN[0]]},
                        ),
                        info(LISBON),
                    ],
                ),
                (t("Cancel"), False, []),
            ],
        ),
        entry(
            "reversible",
            "bill form",
            form(HOTEL, False),
            [
                (t("Move this bill to the trashbin"), False, [call("DELETE", hotel), info(LISBON)]),
                (t("Duplicate bill"), False, []),
            ],
        ),
        entry(
            "opens-prompt",
            "bill form (attach)",
            form(HOTEL, False),
            [(t("Attach share link to personal file"), False, [])],
        ),
        entry(
            "publish",
            "file picker",
            picker,
            [
                (
                    t("Choose"),
                    True,
                    [
                        call("POST", "/public-file-share", {"path": FILE_PATH}),
                        call("PUT", hotel, hotel_saved),
                        info(LISBON),
                    ],
                ),
                ("tram-receipts.jpg", False, []),
            ],
        ),
        entry(
            "delete",
            "trashed bill form",
            form(SUNSCREEN, True),
            [(t("Delete this bill"), True, [call("DELETE", bill(SUNSCREEN[0])), info(LISBON)])],
        ),
        entry(
            "reversible",
            "new bill form",
            new_bill,
            [
                (
                    t("Create the bill"),
                    False,
                    [call("POST", f"/projects/{LISBON}/bills", created), info(LISBON)],
                )
            ],
        ),
    ]
