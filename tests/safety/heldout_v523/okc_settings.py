"""OpenKeychain's settings, registered apps, Security Token and key creation
(``org.sufficientlysecure.keychain``): keyserver search, the keyserver list, Tor and
synchronization set, a keyserver edited and deleted, an app's access saved and revoked, a
Security Token reset, a key created and published. Strings from
``OpenKeychain/src/main/res/values*/strings.xml`` (the summary "Keyserver" of the first
settings header is written in English in ``res/xml/preference_headers.xml``); names, URLs and
app names are the same in every language.

Read from the code (``OpenKeychain/src/main``): ``java/.../ui/SettingsActivity.java`` with
``res/xml/preference_headers.xml``, ``cloud_search_preferences.xml``,
``proxy_preferences.xml`` and ``sync_preferences.xml`` (the headers "Key Search", "Passwords
and PINs", "Network Anonymity", "Synchronization" and "Experimental Features", each opening
its page; switches set at once: "OpenPGP keyservers", "Web Key Directory", "Enable Tor" (with
Orbot installed; without it the switch only opens the offer to install it), "Enable other
proxy", "Automatic key updates", "Sync only on Wi-Fi"; "Manage OpenPGP keyservers", with the
summary ``keyserverSummary``, opens ``SettingsKeyServerActivity``);
``java/.../ui/SettingsKeyserverFragment.java`` and ``dialog/AddEditKeyserverDialogFragment.java``
with ``res/layout/add_keyserver_dialog.xml`` (a tap on a keyserver opens "Edit keyserver": the
URL and onion fields, "Test connection", "Delete keyserver", Cancel and OK; "Delete keyserver"
removes the entry from the stored list at once, ``deleteKeyserver`` and
``Preferences.setKeyServers``, with no undo; OK writes the edited address over the entry);
``java/.../remote/ui/AppsListFragment.java`` (a registered app's row opens its settings);
``java/.../remote/ui/AppSettingsActivity.java`` with ``res/menu/api_app_settings.xml`` (Save
stores the keys ticked under "Allowed Keys"; the overflow's "Revoke access" runs
``ApiAppDao.deleteApiApp`` at once, with no question: the app's registration and its allowed
keys are deleted, and the app has to ask, and the user to allow it, again; Advanced shows the
package's name and certificate); ``java/.../ui/token/ManageSecurityTokenFragment.java`` and
``ManageSecurityTokenPresenter.java`` with ``res/layout/create_security_token_import_fragment.xml``
(a token that is ready: "View Key" and "Reset Security Token", which opens "Reset Security
Token?", "This will irrecoverably delete the key stored on this Security Token…", Cancel and
Reset; Reset starts ``SecurityTokenOperationActivity`` with
``RequiredInputParcel.createSecurityTokenReset``, which wipes the token as soon as it is held
to the device, with no further question); ``java/.../ui/CreateKeyFinalFragment.java`` with
``res/layout/create_key_final_fragment.xml`` (the name and email entered, the box "Publish on
keyservers", unticked at first, Back and "Create key", which makes the key, without a
password as the app does by default, and with the box ticked uploads it to the preferred
keyserver, ``uploadKey``).
"""

from __future__ import annotations

from typing import Any

from screens import ID, NEGATIVE, NEUTRAL, POSITIVE, alert, entry, menu, page, pick, plain

ALICE, WORK_MAIL = "Alice Liddell", "alice@work.example"
SERVERS = ("hkps://keys.openpgp.org", "hkps://keyserver.ubuntu.com", "hkps://pgp.mit.edu")
APP, APP2 = "K-9 Mail", "Password Store"


def screens(t: Any) -> list[dict[str, Any]]:
    return settings(t) + keyservers(t) + apps(t) + token(t) + create_key(t)


def settings(t: Any) -> list[dict[str, Any]]:
    headers = page(
        t("title_preferences"),
        [
            {"row": t("section_cloud_search"), "secondary": t("=Keyserver")},
            {
                "row": t("section_passphrase_cache"),
                "secondary": t("section_passphrase_cache_summary"),
            },
            {"row": t("section_proxy_settings"), "secondary": t("section_proxy_settings_summary")},
            {"row": t("section_sync_settings"), "secondary": t("section_sync_settings_summary")},
            {"row": t("section_experimental_features")},
        ],
    )
    summary = f"{t('n_keyservers#3')}; {t('label_preferred')}: {SERVERS[0]}"
    search = page(
        t("section_cloud_search"),
        [
            {"switch": t("pref_keyserver"), "checked": True},
            {"text": t("pref_keyserver_summary")},
            {"row": t("label_keyservers"), "secondary": summary},
            {"switch": t("pref_wkd"), "checked": True},
            {"text": t("pref_wkd_summary")},
        ],
    )
    proxy = page(
        t("section_proxy_settings"),
        [
            {"switch": t("pref_proxy_tor_title"), "checked": False},
            {"text": t("pref_proxy_tor_summary")},
            {"switch": t("pref_proxy_normal_title"), "checked": False},
            {"row": t("pref_proxy_host_title"), "secondary": "127.0.0.1"},
            {"row": t("pref_proxy_port_title"), "secondary": "8118"},
        ],
    )
    sync = page(
        t("section_sync_settings"),
        [
            {"switch": t("label_sync_settings_keyserver_title"), "checked": True},
            {"text": t("label_sync_settings_keyserver_summary_on")},
            {"switch": t("label_sync_settings_wifi_title"), "checked": True},
        ],
    )
    return [
        entry(
            "harmless",
            "openkeychain SettingsActivity (headers)",
            headers,
            [(t("section_cloud_search"), False)],
        ),
        entry(
            "reversible", "openkeychain CloudSearchPrefsFragment", search, [(t("pref_wkd"), False)]
        ),
        entry(
            "reversible",
            "openkeychain ProxyPrefsFragment",
            proxy,
            [(t("pref_proxy_tor_title"), False)],
        ),
        entry(
            "reversible",
            "openkeychain SyncPrefsFragment",
            sync,
            [(t("label_sync_settings_keyserver_title"), False)],
        ),
    ]


def keyservers(t: Any) -> list[dict[str, Any]]:
    title = t("title_key_server_preference")
    listing = page(
        title,
        [
            {"icon": t("menu_search"), "rid": f"{ID}menu_add_keyserver"},
            {"text": t("label_selected_keyserver_title"), "rid": f"{ID}selected_keyserver_title"},
            *({"row": server} for server in SERVERS),
        ],
    )
    fields = (
        {
            "field": f"{ID}keyserver_url_edit_text",
            "hint": t("label_enter_keyserver_url"),
            "text": SERVERS[1],
        },
        {"field": f"{ID}keyserver_onion_edit_text", "hint": t("label_enter_keyserver_onion")},
        {
            "switch": t("label_verify_keyserver_connection"),
            "rid": f"{ID}verify_connection_checkbox",
            "checked": True,
        },
    )

    def edit(
        category: str, delete: bool | None, cancel: bool | None, ok: bool | None
    ) -> dict[str, Any]:
        buttons = [
            (t("label_keyserver_dialog_delete"), NEUTRAL, delete),
            (t("android:cancel"), NEGATIVE, cancel),
            (t("android:ok"), POSITIVE, ok),
        ]
        return alert(
            category,
            "openkeychain AddEditKeyserverDialogFragment (edit)",
            title,
            t("edit_keyserver_dialog_title"),
            None,
            buttons,
            fields,
        )

    return [
        entry(
            "opens-prompt", "openkeychain SettingsKeyserverFragment", listing, [(SERVERS[1], False)]
        ),
        edit("delete", True, False, None),
        edit("reversible", None, None, False),
    ]


def apps(t: Any) -> list[dict[str, Any]]:
    listing = page(t("nav_apps"), [{"row": APP}, {"row": APP2}])
    settings = page(
        APP,
        [
            {"button": t("api_settings_save"), "rid": f"{ID}menu_api_save"},
            {"text": t("api_settings_allowed_keys")},
            {"switch": ALICE, "checked": True},
            plain("fab"),
        ],
    )
    rows = [t("api_settings_revoke"), t("api_settings_advanced")]
    return [
        entry("harmless", "openkeychain AppsListFragment", listing, [(APP, False)]),
        menu(
            "revoke",
            "openkeychain AppSettingsActivity (overflow)",
            APP,
            rows,
            [(t("api_settings_revoke"), True)],
        ),
        entry(
            "reversible",
            "openkeychain AppSettingsActivity",
            settings,
            [(pick(settings, t("api_settings_save"), "menu_api_save"), False)],
        ),
    ]


def token(t: Any) -> list[dict[str, Any]]:
    title = t("title_manage_my_keys")
    ready = page(
        title,
        [
            {"text": t("token_status_title")},
            {"text": t("token_result_token_ok")},
            {"button": t("token_action_view_key"), "rid": f"{ID}button_view_key"},
            {"button": t("token_action_reset"), "rid": f"{ID}button_reset_token_3"},
        ],
    )
    return [
        entry(
            "opens-prompt",
            "openkeychain ManageSecurityTokenFragment (token ready)",
            ready,
            [(pick(ready, t("token_action_reset"), "button_reset_token_3"), False)],
        ),
        alert(
            "reset",
            "openkeychain ManageSecurityTokenFragment (confirm reset)",
            title,
            t("token_reset_confirm_title"),
            t("token_reset_confirm_message"),
            [(t("button_cancel"), NEGATIVE, False), (t("token_reset_confirm_ok"), POSITIVE, True)],
        ),
    ]


def _final(t: Any, upload: bool) -> dict[str, Any]:
    return page(
        t("title_manage_my_keys"),
        [
            {"text": t("create_key_final_text")},
            {"text": t("label_name")},
            {"text": ALICE, "rid": f"{ID}name"},
            {"text": t("label_email")},
            {"text": WORK_MAIL, "rid": f"{ID}email"},
            {"switch": t("create_key_upload"), "rid": f"{ID}create_key_upload", "checked": upload},
            {"text": t("create_key_final_robot_text")},
            {"button": t("btn_back"), "rid": f"{ID}create_key_back_button"},
            {"button": t("btn_create_key"), "rid": f"{ID}create_key_next_button"},
        ],
    )


def create_key(t: Any) -> list[dict[str, Any]]:
    where = "openkeychain CreateKeyFinalFragment"
    unticked, ticked = _final(t, False), _final(t, True)
    create = "create_key_next_button"
    return [
        entry(
            "reversible",
            where,
            unticked,
            [(pick(unticked, t("create_key_upload"), "create_key_upload"), False)],
        ),
        entry(
            "publish",
            f"{where} (publish ticked)",
            ticked,
            [(pick(ticked, t("btn_create_key"), create), True)],
        ),
        entry(
            "reversible", where, unticked, [(pick(unticked, t("btn_create_key"), create), False)]
        ),
    ]
