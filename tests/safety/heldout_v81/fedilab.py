"""Fedilab's screens (``fr.gouv.etalab.mastodon``, the F-Droid build of Fedilab, a client of
Mastodon, Pleroma, Misskey and Friendica: it posts, boosts, deletes and re-drafts messages,
follows, mutes, blocks and reports accounts and keeps lists), strings from
``app/src/main/res/values*/strings.xml``, string arrays included (``more_action_confirm``
and ``more_action_owner_confirm``, read item by item as ``name[i]``). The account, list and
message written on the screens are the same in every language.

Read from the code (``app/src/main/java/app/fedilab/android``):
``mastodon/ui/drawer/StatusAdapter.java`` with ``res/menus/mastodon/menu/option_toot.xml``
(a message's popup menu: for another's message Translate, "Add to bookmarks", the Share,
Mute and Report submenus and "Schedule boost"; for one's own Translate, "Add to bookmarks",
"Edit message", "Pin message", Share, Mute, Report, "Schedule boost", "Delete & re-draft"
and Delete, the Mute and Report submenus keeping only the entries one's own message
allows. The Mute submenu holds Mute, "Mute conversation" (``statusesVM.mute``, undone by
the same entry), "Mute for home", "Timed mute" and "Filter this post"; the Report submenu
holds Block, Report and "Block domain". Delete only opens "Delete this message?" with the
message, Cancel and Yes, which deletes it on the server (``deleteStatus``); "Delete &
re-draft" only opens "Delete & re-draft this message?", whose Yes deletes the message and
opens its text in the composer; Block only opens "Block this account?", whose Yes blocks
the account (``accountsVM.block``); "Block domain" only opens "Block this domain?", whose
Yes blocks the whole domain and removes one's followers from it; Mute opens "Mute this
account?" with Cancel (neutral), "Keep notifications" and Mute, each of the last two muting
the account, with or without its notifications; "Pin message" pins at once and unpins the
same way; the boost button opens "Boost this message?" (when the default confirmation is
on) with Public, Unlisted and Private, Cancel and Yes, which boosts the message
(``statusesVM.reblog``), and on a message already boosted "Unboost this message?", whose
Yes takes the boost back (``unReblog``)); ``mastodon/activities/ProfileActivity.java`` (the
Unfollow button opens "Do you want to unfollow this account?" with the account, Cancel and
Yes, which unfollows it); ``mastodon/activities/MastodonListActivity.java`` with
``menu_list.xml`` (a list's action bar: "The account was added to the list!" (the title the
add-members icon carries), "Edit list", "Add all users in muted home" and "Delete list",
which only opens "Delete list" / "Are you sure you want to permanently delete this list?"
with Cancel and Delete, which deletes the list on the server); ``BaseMainActivity.java``
(the drawer's logout opens "Logout", "Are you sure you want to logout @...@...?", Logout and
Cancel); ``mastodon/ui/drawer/ComposeAdapter.java`` with ``res/layouts/mastodon/layout/
drawer_status_compose.xml`` (the composer: the message field, "Emoji picker", "Open new
attachment panel", "Add content warning", "Change visibility" (twice: the visibility's and
the quote policy's buttons), "Set language" and the Publish button ``button_post``, which
submits the message at once).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

RID = "fr.gouv.etalab.mastodon:id/"
ACCOUNT, LIST = "margaret@mastodon.social", "Astronomy"
MESSAGE = "The comet should be visible just after sunset tonight."


def screens(t: Any) -> list[dict[str, Any]]:
    return statuses(t) + confirmations(t) + accounts(t) + compose(t)


def yes_cancel(t: Any, cancel: bool | None, yes: bool | None, label: str = "yes"
               ) -> list[tuple[str, str, bool | None]]:  # fmt: skip
    """A confirmation's Cancel and its positive button (Yes unless ``label`` names one)."""
    return [(t("cancel"), NEGATIVE, cancel), (t(label), POSITIVE, yes)]


def statuses(t: Any) -> list[dict[str, Any]]:
    """A message's popup menu and its Mute and Report submenus."""
    where = "fedilab StatusAdapter (option_toot, another's message)"
    own = "fedilab StatusAdapter (option_toot, one's own message)"
    home = t("home_menu")
    other = [t("translate"), t("bookmark_add"), t("more_action_6"), t("more_action_1"),
             t("more_action_3"), t("schedule_boost")]  # fmt: skip
    mine = [t("translate"), t("bookmark_add"), t("edit_message"), t("action_pin"),
            t("more_action_6"), t("more_action_1"), t("more_action_3"), t("schedule_boost"),
            t("more_action_9"), t("more_action_4")]  # fmt: skip

    def submenu(title: str, keys: list[str]) -> dict[str, Any]:
        return {"title": home, "dialog": {"title": t(title)},
                "items": [{"menu": t(k)} for k in keys]}  # fmt: skip

    mute = submenu("more_action_1", ["more_action_1", "mute_conversation", "mute_home",
                                     "more_action_8", "filter_this_post"])  # fmt: skip
    report = submenu("more_action_3", ["more_action_2", "more_action_3", "block_domain"])
    return [
        menu("reversible", where, home, other, [(t("bookmark_add"), False)]),
        menu("harmless", where, home, other, [(t("translate"), False)]),
        menu("opens-prompt", where, home, other, [(t("more_action_3"), False)]),
        entry("opens-prompt", f"{where} (the Report submenu)", report,
              [(t("more_action_2"), False)]),
        entry("opens-prompt", f"{where} (the Report submenu)", report,
              [(t("block_domain"), False)]),
        entry("reversible", f"{where} (the Mute submenu)", mute,
              [(t("mute_conversation"), False)]),
        menu("opens-prompt", own, home, mine, [(t("more_action_4"), False)]),
        menu("opens-prompt", own, home, mine, [(t("more_action_9"), False)]),
        menu("reversible", own, home, mine, [(t("action_pin"), False)]),
        menu("harmless", own, home, mine, [(t("edit_message"), False)]),
    ]  # fmt: skip


def confirmations(t: Any) -> list[dict[str, Any]]:
    """The message's and its author's confirmations, and the boost's."""
    home = t("home_menu")
    delete = ("fedilab StatusAdapter (delete)", home, t("more_action_owner_confirm[0]"), MESSAGE)
    redraft = ("fedilab StatusAdapter (delete & re-draft)", home,
               t("more_action_owner_confirm[1]"), MESSAGE)  # fmt: skip
    block = ("fedilab StatusAdapter (block)", home, t("more_action_confirm[1]"), ACCOUNT)
    domain = ("fedilab StatusAdapter (block domain)", home, t("more_action_confirm[3]"),
              t("block_domain_confirm_message", "mastodon.social"))  # fmt: skip
    mute = ("fedilab StatusAdapter (mute)", home, t("more_action_confirm[0]"), ACCOUNT)

    def muting(category: str, cancel: bool | None, keep: bool | None,
               muted: bool | None) -> dict[str, Any]:  # fmt: skip
        buttons = [(t("cancel"), NEUTRAL, cancel), (t("keep_notifications"), NEGATIVE, keep),
                   (t("action_mute"), POSITIVE, muted)]  # fmt: skip
        return dialog(category, *mute, buttons)

    choices = tuple({"radio": t(k)} for k in ("v_public", "v_unlisted", "v_private"))
    boosting = ("fedilab StatusAdapter (boost)", home, t("reblog_add"), None)
    unboost = ("fedilab StatusAdapter (unboost)", home, None, t("reblog_remove"))
    return [
        dialog("delete", *delete, yes_cancel(t, None, True)),
        dialog("harmless", *delete, yes_cancel(t, False, None)),
        dialog("delete", *redraft, yes_cancel(t, None, True)),
        dialog("harmless", *redraft, yes_cancel(t, False, None)),
        dialog("block", *block, yes_cancel(t, None, True)),
        dialog("harmless", *block, yes_cancel(t, False, None)),
        dialog("block", *domain, yes_cancel(t, None, True)),
        dialog("harmless", *domain, yes_cancel(t, False, None)),
        muting("reversible", None, None, False),
        muting("reversible", None, False, None),
        muting("harmless", False, None, None),
        dialog("reversible", *boosting, yes_cancel(t, None, False), choices),
        dialog("harmless", *boosting, yes_cancel(t, False, None), choices),
        dialog("reversible", *unboost, yes_cancel(t, None, False)),
    ]  # fmt: skip


def accounts(t: Any) -> list[dict[str, Any]]:
    """Unfollowing, a list's action bar and its deletion, and the logout."""
    profile = "Margaret"
    unfollow = ("fedilab ProfileActivity (unfollow)", profile, t("unfollow_confirm"), ACCOUNT)
    lists = page(LIST, [
        {"icon": t("action_lists_add_user"), "rid": f"{RID}action_manage_users"},
        {"icon": t("action_lists_edit"), "rid": f"{RID}action_edit"},
        {"icon": t("add_all_users_home_muted"), "rid": f"{RID}action_user_mute_home"},
        {"icon": t("action_lists_delete"), "rid": f"{RID}action_delete"},
        {"text": ACCOUNT}, {"text": MESSAGE}])  # fmt: skip
    delete = ("fedilab MastodonListActivity (delete a list)", LIST, t("action_lists_delete"),
              t("action_lists_confirm_delete"))  # fmt: skip
    logout = ("fedilab BaseMainActivity (logout)", t("home_menu"), t("action_logout"),
              t("logout_account_confirmation", "margaret", "mastodon.social"))  # fmt: skip
    out = [(t("action_logout"), POSITIVE, None), (t("cancel"), NEGATIVE, False)]
    return [
        dialog("reversible", *unfollow, yes_cancel(t, None, False)),
        dialog("harmless", *unfollow, yes_cancel(t, False, None)),
        entry("opens-prompt", "fedilab MastodonListActivity (menu_list)", lists,
              [(t("action_lists_delete"), False)]),
        entry("harmless", "fedilab MastodonListActivity (menu_list)", lists,
              [(t("action_lists_edit"), False)]),
        dialog("delete", *delete, yes_cancel(t, None, True, "delete")),
        dialog("harmless", *delete, yes_cancel(t, False, None, "delete")),
        dialog("harmless", *logout, out),
    ]  # fmt: skip


def compose(t: Any) -> list[dict[str, Any]]:
    """The composer with a message typed."""
    rid = RID
    screen = page(t("compose"), [
        {"field": "", "text": MESSAGE, "rid": f"{rid}content"},
        {"icon": t("emoji_picker"), "rid": f"{rid}button_emoji"},
        {"icon": t("open_new_attachment_panel"), "rid": f"{rid}button_attach"},
        {"icon": t("add_content_warning"), "rid": f"{rid}button_sensitive"},
        {"icon": t("change_visibility"), "rid": f"{rid}button_visibility"},
        {"icon": t("change_visibility"), "rid": f"{rid}button_quote_approval_policy"},
        {"icon": t("set_language"), "rid": f"{rid}button_language"},
        {"icon": t("action_publish"), "rid": f"{rid}button_post"}])  # fmt: skip
    where = "fedilab ComposeAdapter (drawer_status_compose)"
    return [
        entry("publish", where, screen, [(t("action_publish"), True)]),
        entry("harmless", where, screen, [(t("emoji_picker"), False)]),
        entry("harmless", where, screen, [(t("add_content_warning"), False)]),
    ]  # fmt: skip
