"""CAPod's device profiles (``eu.darken.capod``): the Devices page and the profile editor,
strings from ``app/src/main/res/values*/strings.xml``. The profile names, models, Bluetooth
names and addresses and the keys are the same in every language.

Read from the code (``app/src/main/java/eu/darken/capod/profiles``): ``ui/
DeviceManagerScreen.kt`` and ``DeviceManagerViewModel.kt`` (the Devices page: each profile's
row, which opens the editor, its "Open device settings" and "Drag to reorder", and the
floating "Add profile", which opens an empty editor); ``ui/creation/
DeviceProfileCreationScreen.kt`` and ``DeviceProfileCreationViewModel.kt`` (the editor: its
title is Devices for a saved profile and "Create Profile" for a new one; the top bar's "Save
profile", which writes the profile, ``addProfile`` or ``updateAppleProfile``, and for a saved
profile Delete, which only opens ``DeleteConfirmationDialog``: "Delete Profile", "Are you sure
you want to delete this profile? This action cannot be undone.", Cancel and Delete, whose
Delete calls ``DeviceProfilesRepo.removeProfile``: the profile, with its identity and
encryption keys, its cached device state and its learned battery data, is gone, with no
trash and no undo; the name field, the model and paired-device dropdowns, the two key cards
with their fields and Guide, and the signal slider; and back with unsaved changes, which opens
``UnsavedChangesDialog``: "Unsaved Changes", Discard, which leaves without saving, and "Save &
Exit", which saves and leaves).
"""

from __future__ import annotations

from typing import Any

from screens import card, dialog, entry, page

WORK, GYM, MAX = "Work AirPods", "Gym Beats", "AirPods Max"
MODELS = {WORK: "AirPods Pro 2", GYM: "Power Beats Pro", MAX: "AirPods Max"}
PAIRED = "Powerbeats Pro (F4:7B:09:2C:1E:A3)"
WORK_PAIRED = "AirPods Pro (3C:22:FB:8A:61:0D)"
IRK = "3A-91-0C-5E-77-12-B8-4F-C2-09-6D-E1-5B-30-A4-8F"
ENC = "D4-0B-62-19-AF-38-C7-05-9E-21-74-BD-13-6A-F0-52"
EXAMPLE = "FE-D0-1C-54-11-81-BC-BC-87-D2-C4-3F-31-64-5F-EE"


def screens(t: Any) -> list[dict[str, Any]]:
    return devices(t) + editor(t)


def devices(t: Any) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for name in (WORK, GYM, MAX):
        rows += [
            {"row": name, "secondary": MODELS[name]},
            {"icon": t("device_settings_open_cd")},
            {"icon": t("profiles_drag_handle_description")},
        ]
    listing = page(
        t("settings_devices_label"),
        [{"list": rows}, {"text": t("profiles_priority_hint")}, {"icon": t("profiles_add_action")}],
    )
    where = "capod DeviceManagerScreen"
    return [
        entry("harmless", where, listing, [(t("profiles_add_action"), False)]),
    ]


def _key(t: Any, title: str, explanation: str, value: str | None) -> list[dict[str, Any]]:
    status = "profiles_key_status_configured" if value else "profiles_key_status_not_set"
    return card(
        title,
        [
            {"text": t(status)},
            {"text": t(explanation)},
            {"field": "", "hint": t("general_example_label", EXAMPLE), "text": value or ""},
            {"button": t("general_guide_action")},
        ],
    )


def _editor(t: Any, title: str, name: str, model: str, paired: str, keys: bool,
            delete: bool) -> dict[str, Any]:  # fmt: skip
    bar = [{"icon": t("profiles_save_action")}]
    if delete:
        bar.append({"icon": t("profiles_delete_action")})
    info = card(
        t("profiles_basic_info_title"),
        [
            {"text": t("profiles_basic_info_description")},
            {"field": "", "hint": t("profiles_name_label"), "text": name},
            {"field": "", "hint": t("profiles_model_label"), "text": model},
            {"field": "", "hint": t("profiles_paired_device_label"), "text": paired},
        ],
    )
    signal = card(
        t("profiles_signal_quality_title"),
        [
            {"text": t("profiles_signal_quality_description")},
            {"slider": t("profiles_signal_quality_title")},
            {"text": "15%"},
            {"text": t("profiles_signal_quality_min_label")},
            {"text": t("profiles_signal_quality_max_label")},
        ],
    )
    keys_cards = [
        *_key(
            t,
            t("profiles_identitykey_label"),
            "profiles_maindevice_identitykey_explanation",
            IRK if keys else None,
        ),
        *_key(
            t,
            t("profiles_maindevice_encryptionkey_label"),
            "profiles_maindevice_encryptionkey_explanation",
            ENC if keys else None,
        ),
    ]
    return page(title, [*bar, {"list": [*info, *keys_cards, *signal]}])


def editor(t: Any) -> list[dict[str, Any]]:
    saved = t("settings_devices_label")
    gym = _editor(t, saved, GYM, MODELS[GYM], PAIRED, False, True)
    work = _editor(t, saved, "Office AirPods", MODELS[WORK], WORK_PAIRED, True, True)
    filled = _editor(
        t,
        t("profiles_create_title"),
        t("profiles_name_default"),
        MODELS[WORK],
        t("profiles_paired_device_none"),
        False,
        False,
    )
    where = "capod DeviceProfileCreationScreen"

    def delete(yes: bool | None, no: bool | None) -> dict[str, Any]:
        return dialog(
            "delete" if yes else "harmless",
            "capod DeleteConfirmationDialog (profile Gym Beats)",
            saved,
            t("profiles_delete_title"),
            t("profiles_delete_message"),
            [(t("general_cancel_action"), no), (t("profiles_delete_action"), yes)],
        )

    def unsaved(category: str, discard: bool | None, save: bool | None) -> dict[str, Any]:
        return dialog(
            category,
            "capod UnsavedChangesDialog (profile renamed Office AirPods, keys pasted)",
            saved,
            t("general_unsaved_changes_title"),
            t("general_unsaved_changes_message"),
            [(t("general_discard_action"), discard), (t("general_save_and_exit_action"), save)],
        )

    return [
        entry("opens-prompt", f"{where} (Gym Beats)", gym, [(t("profiles_delete_action"), False)]),
        delete(True, None),
        delete(None, False),
        entry("reversible", f"{where} (edited)", work, [(t("profiles_save_action"), False)]),
        unsaved("discard", True, None),
        unsaved("reversible", None, False),
        entry("reversible", f"{where} (new)", filled, [(t("profiles_save_action"), False)]),
    ]
