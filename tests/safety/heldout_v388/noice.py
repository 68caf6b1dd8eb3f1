"""Noice's screens (``com.github.ashutoshgngwr.noice``, an app that plays and mixes calming
sounds: presets saved, renamed, shared and deleted, offline sound downloads added and removed,
alarms and a sleep timer set, presets imported from and exported to a file, an account signed
in, out and deleted, a Premium subscription bought, cancelled and given by a gift card),
strings from ``app/src/main/res/values*/strings.xml`` and ``donottranslate.xml``. The sound,
preset, alarm, person, file and code names on the screens are the same in every language.

Read from the code (``app/src/main/java/com/github/ashutoshgngwr/noice``):
``fragment/DialogFragment.kt`` and ``res/layout/dialog_fragment__base.xml`` (the bottom sheet
every confirmation is drawn in: ``title``, the message, an ``editText`` from
``dialog_fragment__text_input.xml``, a single-choice list, then ``neutral``, ``negative`` and
``positive``); ``fragment/HomeFragment.kt``, ``res/layout/home_fragment.xml`` and
``res/menu/home_nav.xml`` (the bottom bar: Library, Presets, "Sleep Timer", Alarms, Account,
and the app bar titled with the tab's label); ``fragment/LibraryFragment.kt`` with
``res/layout/library_fragment.xml`` and ``library_sound_list_item.xml`` (a sound's row: "About
this sound", "Download Sound", which schedules the download, or, once the sound is downloaded,
opens "Remove <sound>" with Cancel and Delete, which calls
``SoundDownloadsRefreshWorker.removeSoundDownload``; play and "Sound volume", which opens the
volume sheet with Okay; the "Save Preset" button, which opens "Save Preset" with a name field,
Cancel and Save, which saves the mix as a preset; the "Random Preset" button);
``fragment/SoundPlaybackControllerFragment.kt`` and ``sound_playback_controller_fragment.xml``
(the playback bar: the playing preset's name, play or pause, Stop, "Main Volume");
``fragment/RandomPresetFragment.kt`` and ``random_preset_fragment.xml`` (Keywords, Intensity,
Cancel and Play, which plays a generated mix and saves nothing);
``fragment/LibrarySoundInfoFragment.kt`` ("About this sound" with Okay);
``fragment/PresetsFragment.kt``, ``presets_list_item.xml`` and ``res/menu/preset.xml`` (a
preset's row with play and "Open context menu", whose popup holds Share, which opens the
system's share sheet with the preset's link, Rename, Delete, "Add to home screen", which asks
the launcher to pin a shortcut, and "Add to app shortcuts" or "Remove from app shortcuts",
which act at once; Delete opens "Delete" with the preset's name, Cancel and Delete, which calls
``PresetRepository.delete`` and stops the preset if it plays; Rename opens "Rename" with the
name, Cancel and Save); ``fragment/SleepTimerFragment.kt``, ``sleep_timer_fragment.xml`` and
``duration_picker_view.xml`` (1m to 8h, which add time to the timer, and Reset, which cancels
it); ``fragment/AlarmsFragment.kt``, ``alarms_fragment.xml`` and ``alarm_item.xml`` ("Add an
Alarm"; an expanded alarm's label, time, switch, weekdays, preset, Vibrate and Delete, which
calls ``AlarmRepository.delete`` at once, with no confirmation and no undo; "Edit Label" with
Cancel and Save; "Allow Noice to schedule alarms" with Cancel and Settings, which opens the
system's app info page); ``fragment/PresetPickerFragment.kt`` and ``preset_picker_fragment
.xml`` ("Select Preset": the presets, Cancel and "Random Preset"); ``activity/AlarmRinger
Activity.kt`` and ``alarm_ringer_activity.xml`` (Snooze and Dismiss);
``fragment/AccountFragment.kt`` and ``account_fragment.xml`` (the signed-in rows: "Get
premium", "Redeem gift card", "Subscription purchases", "Update details", "Sign out", "Delete
account", Settings and the rest); ``fragment/SignOutFragment.kt`` and ``sign_out_fragment.xml``
(Cancel and Continue, which calls ``AccountRepository.signOut``);
``fragment/DeleteAccountFragment.kt`` and ``delete_account_fragment.xml`` ("I understand.",
Cancel and Delete, which cancels the active subscription, deletes the account and signs out);
``fragment/SubscriptionPurchasesFragment.kt`` and ``subscription_purchase_item.xml`` (an
active subscription's "Manage Subscription", "Change plan" and "Cancel Subscription");
``fragment/CancelSubscriptionFragment.kt`` and ``cancel_subscription_fragment.xml`` (Dismiss and
Cancel, which calls ``SubscriptionRepository.cancel``); ``fragment/RedeemGiftCardFormFragment
.kt`` and ``redeem_gift_card_form_fragment.xml`` (the code field, Cancel and Continue, which
only looks the card up); ``fragment/GiftCardDetailsFragment.kt``, ``gift_card_details_fragment
.xml`` and ``RedeemGiftCardFragment.kt`` (Cancel and Redeem, which redeems the card on the
account); ``fragment/ViewSubscriptionPlansFragment.kt``, ``subscription_plan_item.xml`` and
``billing/StripeSubscriptionBillingProvider.kt`` (a plan's card opens the payment provider's
checkout, where the payment is made); ``fragment/EditAccountDetailsFragment.kt`` (Name, Email
and Save); ``fragment/SettingsFragment.kt`` and ``res/xml/settings.xml`` ("Audio quality",
which opens its choices, "Ignore audio focus changes", "Export to a file" and "Import from a
file", which open the system's document screens, "Remove all app shortcuts" and "Remove all
sound downloads", which open their sheets with Cancel and Delete, Theme, "Presets as home
screen", "Share usage and behaviour data"); ``repository/PresetRepository.kt`` (``importFrom``
deletes every preset and saves the file's); ``activity/MainActivity.kt`` ("Data Sharing
Preferences" with Decline and Accept); ``metrics/GitHubReviewFlowProvider.kt`` ("Submit a
review" with Never, Later and Okay).
"""

from __future__ import annotations

from typing import Any

from screens import ID, entry, md, menu, page, sheet

RAIN, THUNDER, BIRDS = "Rain", "Thunder", "Birds"
NIGHT, FOCUS, FOREST = "Rainy Night", "Deep Focus", "Forest Walk"
NAME, EMAIL = "Maya Rao", "maya.rao@example.com"
CARD, CARD2 = "NOICE-7F3K-Q9ZD", "NOICE-2M8R-LX4C"
RENEWS, RENEWS2, UNTIL = "2024-09-14 09:30", "2025-03-02 18:05", "2025-01-31"
DOCS = "com.android.documentsui:id/"


def screens(t: Any) -> list[dict[str, Any]]:
    return library(t) + presets(t) + timer(t) + alarms(t) + account(t) + settings(t)


def tabs(t: Any) -> list[dict[str, Any]]:
    """The bottom bar (``home_nav.xml``)."""
    keys = ("library", "presets", "sleep_timer", "alarms", "account")
    return [{"tab": t(k), "rid": f"{ID}{k}"} for k in keys]


def controller(t: Any, playing: str) -> list[dict[str, Any]]:
    """The playback bar under a page (``sound_playback_controller_fragment.xml``)."""
    return [
        {"text": playing},
        {"text": t("playing"), "rid": f"{ID}playback_state"},
        {"icon": t("play_pause"), "rid": f"{ID}play_toggle"},
        {"icon": t("stop"), "rid": f"{ID}stop"},
        {"button": "80%", "desc": t("main_volume"), "rid": f"{ID}volume"},
    ]


def library(t: Any) -> list[dict[str, Any]]:
    title = t("library")
    where = "noice LibraryFragment"

    def sounds(name: str) -> dict[str, Any]:
        return page(
            title,
            [
                {"text": name, "rid": f"{ID}title"},
                {"icon": t("sound_info"), "rid": f"{ID}info"},
                {"icon": t("download_sound"), "rid": f"{ID}download"},
                {"icon": t("play_pause"), "rid": f"{ID}play"},
                {"button": "60%", "desc": t("volume"), "rid": f"{ID}volume"},
                {"icon": t("save_preset"), "rid": f"{ID}save_preset_button"},
                {"icon": t("random_preset"), "rid": f"{ID}random_preset_button"},
                *controller(t, t("unsaved_preset")),
                *tabs(t),
            ],
        )

    cancel, delete = t("cancel"), t("delete")

    def removing(name: str, ok: bool | None, no: bool | None) -> dict[str, Any]:
        return sheet(
            "delete" if ok else "harmless",
            f"{where} (remove download)",
            title,
            t("remove_sound_download", name),
            t("remove_sound_download_confirmation"),
            (cancel, no),
            (delete, ok),
        )

    saving = ({"field": f"{ID}editText", "hint": t("name"), "text": "Evening Rain"},)
    return [
        entry("opens-prompt", f"{where} (sound list)", sounds(RAIN), [(t("save_preset"), False)]),
        entry("reversible", f"{where} (sound list)", sounds(BIRDS), [(t("download_sound"), False)]),
        entry(
            "opens-prompt",
            f"{where} (sound list, downloaded)",
            sounds(THUNDER),
            [(t("download_sound"), False)],
        ),
        sheet(
            "reversible",
            f"{where} (save preset)",
            title,
            t("save_preset"),
            None,
            (cancel, None),
            (t("save"), False),
            saving,
        ),
        removing(RAIN, True, None),
        removing(THUNDER, True, None),
        removing(RAIN, None, False),
        sheet(
            "harmless",
            f"{where} (sound volume)",
            title,
            RAIN,
            t("volume"),
            None,
            (t("okay"), False),
            ({"slider": "60%", "rid": f"{ID}volume_slider"},),
        ),
        random_preset(t, title, False),
    ]


def random_preset(t: Any, behind: str, cancel: bool) -> dict[str, Any]:
    screen = {
        "title": behind,
        "dialog": {"title": t("random_preset"), "message": t("random_preset_description")},
        "items": [
            {"text": t("keywords")},
            {"button": "Rain"},
            {"button": "Nature"},
            {"text": t("intensity")},
            {"slider": "5", "rid": f"{ID}intensity"},
            {"button": t("cancel"), "rid": f"{ID}cancel_button"},
            {"button": t("play"), "rid": f"{ID}play_button"},
        ],
    }
    tap = t("cancel") if cancel else t("play")
    return entry("harmless", "noice RandomPresetFragment", screen, [(tap, False)])


def presets(t: Any) -> list[dict[str, Any]]:
    title = t("presets")
    where = "noice PresetsFragment"
    listing = page(
        title,
        [
            {"text": NIGHT, "rid": f"{ID}title"},
            {"switch": t("play_pause"), "rid": f"{ID}play_button", "checked": False},
            {"icon": t("open_context_menu"), "rid": f"{ID}menu_button"},
            *controller(t, FOCUS),
            *tabs(t),
        ],
    )

    def popup(shortcut: bool) -> list[str]:
        keys = ["share", "rename", "delete", "add_to_home_screen"]
        keys.append("remove_from_app_shortcuts" if shortcut else "add_to_app_shortcuts")
        return [t(k) for k in keys]

    cancel, delete = t("cancel"), t("delete")

    def deleting(name: str, ok: bool | None, no: bool | None) -> dict[str, Any]:
        return sheet(
            "delete" if ok else "harmless",
            f"{where} (delete)",
            title,
            delete,
            t("preset_delete_confirmation", name),
            (cancel, no),
            (delete, ok),
        )

    renaming = ({"field": f"{ID}editText", "hint": t("name"), "text": "Rain at Night"},)
    pop = f"{where} (preset menu)"
    return [
        entry("harmless", f"{where} (preset list)", listing, [(t("open_context_menu"), False)]),
        menu("opens-prompt", pop, title, popup(False), [(t("delete"), False)]),
        menu("harmless", pop, title, popup(False), [(t("share"), False)]),
        menu("reversible", pop, title, popup(False), [(t("add_to_app_shortcuts"), False)]),
        menu("reversible", pop, title, popup(True), [(t("remove_from_app_shortcuts"), False)]),
        menu("opens-prompt", pop, title, popup(True), [(t("add_to_home_screen"), False)]),
        deleting(NIGHT, True, None),
        deleting(FOCUS, True, None),
        deleting(FOREST, True, None),
        deleting(NIGHT, None, False),
        sheet(
            "reversible",
            f"{where} (rename)",
            title,
            t("rename"),
            None,
            (cancel, None),
            (t("save"), False),
            renaming,
        ),
    ]


BUTTONS = (
    ("plus1m", "one_minute_button"), ("plus5m", "five_minute_button"),
    ("plus30m", "thirty_minute_button"), ("plus1h", "one_hour_button"),
    ("plus4h", "four_hour_button"), ("plus8h", "eight_hour_button"), ("reset", "reset_button"),
)  # fmt: skip
"""The sleep timer's buttons (``duration_picker_view.xml``)."""


def timer(t: Any) -> list[dict[str, Any]]:
    title = t("sleep_timer")
    screen = page(
        title,
        [
            {"text": "00:42:10", "rid": f"{ID}countdown_view"},
            {"text": t("sleep_timer_description")},
            *({"button": t(k), "rid": f"{ID}{rid}"} for k, rid in BUTTONS),
            *controller(t, NIGHT),
            *tabs(t),
        ],
    )
    where = "noice SleepTimerFragment"
    return [
        entry("reversible", where, screen, [(t("plus30m"), False)]),
        entry("reversible", where, screen, [(t("reset"), False)]),
    ]


def alarms(t: Any) -> list[dict[str, Any]]:
    title = t("alarms")
    where = "noice AlarmsFragment"
    days = ("sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday")

    def expanded(time: str, label: str, preset: str) -> dict[str, Any]:
        return page(
            title,
            [
                {"button": label, "rid": f"{ID}label"},
                {"button": time, "rid": f"{ID}time"},
                {"switch": time, "rid": f"{ID}enable_switch", "checked": True},
                *({"switch": t(f"{d}_initial"), "rid": f"{ID}{d}_toggle"} for d in days),
                {"button": preset, "rid": f"{ID}preset"},
                {"switch": t("vibrate"), "rid": f"{ID}vibrate", "checked": True},
                {"button": t("delete"), "rid": f"{ID}delete"},
                {"row": "22:30", "secondary": t("not_scheduled")},
                {"icon": t("add_alarm"), "rid": f"{ID}add_alarm_button"},
                *tabs(t),
            ],
        )

    morning = expanded("07:00", "Wake up", NIGHT)
    evening = expanded("21:45", "Wind down", FOREST)
    label = ({"field": f"{ID}editText", "hint": t("add_label"), "text": "Gym"},)
    rationale = (
        t("alarm_permission_rationale_title"),
        md(t("alarm_permission_rationale_description")),
    )
    picker = {
        "title": title,
        "dialog": {"title": t("select_preset")},
        "items": [
            {"field": f"{ID}search", "hint": t("search_preset")},
            {"list": [{"row": NIGHT}, {"row": FOCUS}, {"row": FOREST}]},
            {"button": t("cancel"), "rid": f"{ID}cancel"},
            {"button": t("random_preset"), "rid": f"{ID}random"},
        ],
    }
    ringer = page(
        t("app_name"),
        [
            {"text": "07:00", "rid": f"{ID}trigger_time"},
            {"text": "Wake up", "rid": f"{ID}label"},
            {"button": t("snooze"), "rid": f"{ID}snooze"},
            {"button": t("dismiss"), "rid": f"{ID}dismiss"},
        ],
    )
    return [
        entry("opens-prompt", f"{where} (alarm list)", morning, [(t("add_alarm"), False)]),
        entry("delete", f"{where} (expanded alarm)", morning, [(t("delete"), True)]),
        entry("delete", f"{where} (expanded alarm)", evening, [(t("delete"), True)]),
        entry("reversible", f"{where} (expanded alarm)", morning, [(t("vibrate"), False)]),
        entry("opens-prompt", f"{where} (expanded alarm)", morning, [("Wake up", False)]),
        sheet(
            "reversible",
            f"{where} (edit label)",
            title,
            t("edit_label"),
            None,
            (t("cancel"), None),
            (t("save"), False),
            label,
        ),
        sheet(
            "opens-prompt",
            f"{where} (alarm permission)",
            title,
            *rationale,
            (t("cancel"), None),
            (t("settings"), False),
        ),
        entry("reversible", "noice PresetPickerFragment", picker, [(FOREST, False)]),
        entry("harmless", "noice AlarmRingerActivity", ringer, [(t("dismiss"), False)]),
    ]


def account(t: Any) -> list[dict[str, Any]]:
    title = t("account")
    where = "noice AccountFragment"
    rows = (
        ("get_premium", "get_premium"), ("redeem_gift_card_form", "redeem_gift_card"),
        ("subscription_purchases", "subscription_purchases"),
        ("update_account_details", "update_details"), ("sign_out", "sign_out"),
        ("delete_account", "delete_account"), ("settings", "settings"), ("about", "about"),
        ("support_development", "support_development"),
    )  # fmt: skip
    home = page(
        title,
        [
            {"text": NAME},
            {"text": EMAIL},
            *({"row": t(key), "rid": f"{ID}{rid}"} for rid, key in rows),
            *tabs(t),
        ],
    )
    cancel = t("cancel")
    sign_out = {
        "title": title,
        "dialog": {"message": t("sign_out_confirmation")},
        "items": [{"button": cancel, "rid": f"{ID}cancel"}, {"button": t("cont")}],
    }

    def farewell(ticked: bool) -> dict[str, Any]:
        return {
            "title": title,
            "dialog": {"title": t("delete_account"), "message": t("delete_account_confirmation")},
            "items": [
                {"switch": t("i_understand"), "checked": ticked},
                {"button": cancel, "rid": f"{ID}cancel"},
                {"button": t("delete"), "rid": f"{ID}delete"},
            ],
        }

    purchases = page(
        t("subscription_purchases"),
        [
            {"text": t("monthly"), "rid": f"{ID}billing_period"},
            {"text": t("monthly_price", "₹199.00"), "rid": f"{ID}monthly_price"},
            {"text": t("started_on", "2024-08-14"), "rid": f"{ID}started_on"},
            {"text": t("renews_on", RENEWS), "rid": f"{ID}renews_on"},
            {"button": t("manage_subscription"), "rid": f"{ID}manage"},
            {"button": t("change_plan"), "rid": f"{ID}change_plan"},
            {"button": t("cancel_subscription"), "rid": f"{ID}cancel"},
        ],
    )

    def ending(when: str, ok: bool | None, no: bool | None) -> dict[str, Any]:
        screen = {
            "title": t("subscription_purchases"),
            "dialog": {
                "title": t("cancel_subscription"),
                "message": t("cancel_subscription_confirmation", when),
            },
            "items": [{"button": t("dismiss"), "rid": f"{ID}dismiss"}, {"button": cancel}],
        }
        cases = [(cancel, ok)] if ok is not None else [(t("dismiss"), bool(no))]
        category = "cancel" if ok else "harmless"
        return entry(category, "noice CancelSubscriptionFragment", screen, cases)

    def gift(code: str, ok: bool | None, no: bool | None) -> dict[str, Any]:
        screen = {
            "title": title,
            "dialog": {"title": t("redeem_gift_card"), "message": t("gift_card_details", UNTIL)},
            "items": [
                {"text": code},
                {"button": cancel, "rid": f"{ID}cancel"},
                {"button": t("redeem"), "rid": f"{ID}redeem"},
            ],
        }
        cases = [(t("redeem"), True)] if ok else [(cancel, bool(no))]
        return entry("redeem" if ok else "harmless", "noice GiftCardDetailsFragment", screen, cases)

    form = {
        "title": title,
        "dialog": {"title": t("redeem_gift_card")},
        "items": [
            {"field": f"{ID}code", "hint": t("gift_card_code"), "text": CARD},
            {"button": cancel, "rid": f"{ID}cancel"},
            {"button": t("cont"), "rid": f"{ID}cont"},
        ],
    }
    plans = page(
        t("premium"),
        [
            {"text": t("benefits")},
            {"text": t("select_a_plan")},
            {"row": t("monthly"), "secondary": t("monthly_price", "₹199.00")},
            {"row": t("yearly"), "secondary": t("monthly_price", "₹149.00")},
            {"text": md(t("cancellation_and_refunds_policy"))},
        ],
    )
    details = page(
        t("update_details"),
        [
            {"field": f"{ID}name", "hint": t("name"), "text": NAME},
            {"field": f"{ID}email", "hint": t("email"), "text": "maya@example.org"},
            {"button": t("save"), "rid": f"{ID}save"},
        ],
    )
    sign_in = page(
        t("sign_in"),
        [
            {"text": t("welcome_back")},
            {"text": t("sign_in_message")},
            {"field": f"{ID}email", "hint": t("email"), "text": EMAIL},
            {"button": t("sign_in"), "rid": f"{ID}sign_in"},
            {"text": md(t("sign_up_tos"))},
        ],
    )
    return [
        entry("opens-prompt", f"{where} (signed in)", home, [(t("sign_out"), False)]),
        entry("opens-prompt", f"{where} (signed in)", home, [(t("delete_account"), False)]),
        entry("reversible", "noice SignOutFragment", sign_out, [(t("cont"), False)]),
        entry("delete", "noice DeleteAccountFragment", farewell(True), [(t("delete"), True)]),
        entry("harmless", "noice DeleteAccountFragment", farewell(True), [(cancel, False)]),
        entry(
            "opens-prompt",
            "noice SubscriptionPurchasesFragment",
            purchases,
            [(t("cancel_subscription"), False)],
        ),
        ending(RENEWS, True, None),
        ending(RENEWS2, True, None),
        ending(RENEWS, None, False),
        entry("harmless", "noice RedeemGiftCardFormFragment", form, [(t("cont"), False)]),
        gift(CARD, True, None),
        gift(CARD2, True, None),
        gift(CARD, None, False),
        entry("opens-prompt", "noice ViewSubscriptionPlansFragment", plans, [(t("yearly"), False)]),
        entry("reversible", "noice EditAccountDetailsFragment", details, [(t("save"), False)]),
        entry("harmless", "noice SignInFormFragment", sign_in, [("sign_in", False)]),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("settings")
    where = "noice SettingsFragment"
    screen = page(
        title,
        [
            {"text": t("playback")},
            {"row": t("audio_quality"), "secondary": t("audio_quality_low")},
            {"switch": t("ignore_audio_focus_changes"), "checked": False},
            {"text": t("presets")},
            {"row": t("export_presets"), "secondary": t("export_presets_summary")},
            {"row": t("import_presets"), "secondary": t("import_presets_summary")},
            {"row": t("remove_all_app_shortcuts")},
            {"text": t("appearance")},
            {"row": t("app_theme"), "secondary": t("app_theme_light")},
            {"switch": t("presets_as_home_screen"), "checked": False},
            {"text": t("others")},
            {"row": t("remove_all_sound_downloads")},
            {"switch": t("should_share_usage_data"), "checked": True},
        ],
    )
    cancel, delete = t("cancel"), t("delete")

    def choices(key: str, items: list[str], current: int, pick: int) -> dict[str, Any]:
        rows = [{"radio": item, "checked": i == current} for i, item in enumerate(items)]
        message = t("audio_quality_summary") if key == "audio_quality" else None
        return sheet(
            "reversible",
            f"{where} ({key.replace('_', ' ')})",
            title,
            t(key),
            message,
            (cancel, None),
            None,
            ({"list": rows},),
            taps=((items[pick], False),),
        )

    qualities = [t(f"audio_quality_{q}") for q in ("low", "medium", "high", "ultra")]
    picker = page(
        "Backups",
        [
            {"row": "noice-saved-presets.json", "rid": f"{DOCS}item_root"},
            {"row": "noice-presets-2023.json", "rid": f"{DOCS}item_root"},
        ],
    )
    consent = (t("share_usage_data_consent_title"), md(t("share_usage_data_consent_message")))
    return [
        entry("opens-prompt", where, screen, [(t("import_presets"), False)]),
        entry("opens-prompt", where, screen, [(t("export_presets"), False)]),
        entry("opens-prompt", where, screen, [(t("remove_all_sound_downloads"), False)]),
        entry("opens-prompt", where, screen, [(t("remove_all_app_shortcuts"), False)]),
        entry("reversible", where, screen, [(t("should_share_usage_data"), False)]),
        sheet(
            "delete",
            f"{where} (remove all sound downloads)",
            title,
            t("remove_all_sound_downloads"),
            t("remove_all_sound_downloads_confirmation"),
            (cancel, None),
            (delete, True),
        ),
        sheet(
            "harmless",
            f"{where} (remove all sound downloads)",
            title,
            t("remove_all_sound_downloads"),
            t("remove_all_sound_downloads_confirmation"),
            (cancel, False),
            (delete, None),
        ),
        sheet(
            "reversible",
            f"{where} (remove all app shortcuts)",
            title,
            t("remove_all_app_shortcuts"),
            t("remove_all_app_shortcuts_confirmation"),
            (cancel, None),
            (delete, False),
        ),
        choices("audio_quality", qualities, 0, 2),
        entry(
            "overwrite",
            "noice SettingsFragment (import from a file)",
            picker,
            [("noice-saved-presets.json", True)],
        ),
        entry(
            "overwrite",
            "noice SettingsFragment (import from a file)",
            picker,
            [("noice-presets-2023.json", True)],
        ),
        sheet(
            "reversible",
            "noice MainActivity (data sharing)",
            t("library"),
            *consent,
            (t("decline"), None),
            (t("accept"), False),
        ),
    ]
