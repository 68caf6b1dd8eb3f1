"""Builds the four-hundred-and-sixty-third held-out corpus (``heldout_v463.yaml``) from a real
web app's source.

The source is Fat Free CRM (github.com/fatfreecrm/fat_free_crm), a customer relationship
manager written in Ruby on Rails whose pages are rendered on the server and driven by
jquery_ujs (``data-remote`` links and forms sent by ``$.ajax``, ``data-method`` and
``data-confirm``), at commit 6c7f4eee9e427a7f892f65782a55427434aa35fa ("Merge pull request
#1657 from fatfreecrm/devise-security", 10 Mar 2026). Read: ``config/routes.rb``,
``config/application.rb`` (Rails 7.0 defaults: no ``utf8`` field, no token in a remote
form), ``config/initializers/locale.rb`` and ``devise.rb``, ``lib/fat_free_crm/i18n.rb``
(its ``t``), ``app/assets/javascripts/application.js.erb``, ``crm.js.coffee`` and
``lists.js.coffee``; the view functions of ``application_helper.rb`` (link_to_inline,
link_to_edit, link_to_delete, link_to_discard, link_to_cancel, confirm_delete,
links_to_export), ``javascript_helper.rb``, ``leads_helper.rb``, ``tasks_helper.rb`` and
``admin/*_helper.rb``; the controllers ``entities_controller.rb``,
``entities/leads_controller.rb``, ``tasks_controller.rb``, ``comments_controller.rb``,
``emails_controller.rb``, ``lists_controller.rb`` and
``admin/{users,groups,tags,field_groups,fields}_controller.rb``; the models
``entities/*.rb`` (``discard!``, dependents), ``polymorphic/comment.rb``, ``users/user.rb``
and ``fields/custom_field.rb``; the views ``layouts/_header``, ``devise/sessions/new``,
``devise/passwords/new``, ``devise/registrations/new``, ``accounts/_title_bar``,
``_index_brief`` and ``show``, ``entities/_title_bar``, ``contacts/_contacts``,
``_index_brief`` and ``_title_bar``, ``campaigns/_title_bar``, ``leads/_index_brief`` and
``_title_bar``, ``comments/_new``, ``_comment`` and ``_subscription_links``,
``emails/_email``, ``lists/_sidebar``, ``tasks/_title``, ``_pending`` and ``_completed``,
``users/show`` and ``_password``, ``admin/users/_user`` and ``_confirm``,
``admin/groups/_group``, ``admin/tags/_tag`` and ``_confirm``,
``admin/field_groups/_field_group`` and ``_confirm``, ``admin/fields/_field``,
``admin/research_tools/_research_tool``, ``admin/settings/index`` and ``home/index``.

**Screens** (32 a language, 62 actions). The login page, the forgot password page and the
header of a signed-in page (Profile, Logout); the accounts list (Create Account, a row's
Edit and Delete!, the export links) and its row's delete confirm(); an account's page (Edit,
Delete?, Subscribe via email), its in-place delete confirmation, its comment box with the
names of the users to be notified, its contacts (a row's Discard and Delete!) and the
contact's delete confirm(), its comments (a row's Delete!) and the comment's delete
confirm(); an email's delete confirm() on a contact's page; the leads list (a row's Convert,
Reject! and Delete!) and its delete confirm(), a lead's in-place reject confirmation, a
campaign's in-place delete confirmation; the pending tasks (a task's complete box, Edit and
Delete!) and the completed tasks (Uncomplete and Delete!); the profile's change password
form; the admin users list (Suspend! and Delete? of an active user), a user awaiting
approval (Approve!), the user delete confirmation; the admin groups list and a group's
delete confirm(); the admin tags list and a tag's delete confirmation; the admin custom
fields page (a field group's Delete? and a field's Delete!), the field group's delete
confirmation and the field's delete confirm(); a research tool's delete confirm() (the
``are_you_sure`` text its row passes is dropped by ``link_to_delete``, which asks its own
question). A list shows one row at a time, so that each row's Edit and Delete! name one
control. The title is the page's heading (the account's, lead's or campaign's name on its
page); on the login and password pages, whose heading is the button's words, it is the
layout's ``<title>`` (Fat Free CRM) and a heading that repeats the button is left out. The
in-place confirmations (``confirm_delete``, ``confirm_reject`` and the admin rows'
``_confirm`` partials) are the page with the question as a text and Yes and No as links; a
``data-confirm`` is Chrome's ``confirm()`` over its page, with no title and the two buttons
Chrome shows in the language. The task's complete box has no label (its ``<label>`` is not
tied to it) and is named by its id ``task_12_complete``; the export links are named by their
text (XLS, CSV, RSS, ATOM), their titles as descriptions. Left out: the lists sidebar's
saved list form (its URL field is the serialised advanced search form, which the app's
JavaScript builds from a gem's form), its delete icon (no name), the admin settings form
(its body is the whole settings page), the lead conversion form and the entity edit forms
(dozens of fields each).

**Strings** are the app's catalogues ``config/locales/fat_free_crm.<locale>.yml``, read with
the locale their top key names: en-US for English, zh-CN, ja, de (the file
``fat_free_crm.de-DE.yml``), fr, es, pt-BR and ru. The app ships no Korean catalogue, so a
Korean user sees the default locale's strings, as ``I18n.fallbacks`` gives them: all 86
strings of the Korean screens are English (only Chrome's confirm() buttons are Korean). A
key a catalogue lacks or leaves empty shows en-US's, and the build prints which: Research
Tools (``research_tools``, the heading of the research tools page) is in no catalogue here
but English's, so every language shows it in English; Chinese also lacks Discard; the Portuguese
catalogue lacks 25 of the strings here (the admin pages' groups, tags and custom field
strings, the comment box's notice and Subscribe via email, Expand all and Collapse all,
Select Contact, My Tasks and the export links' titles among them). ``t(:confirm_delete,
"account")`` fills ``%{value}`` with the model's class name in lower case (account, contact,
comment, email, lead, campaign, customfield, researchtool), English in every language, as
the app does. Names of accounts, people, tasks, tags and typed texts are the same in every
language.

**What each action sends**, read from the code; the CSRF token is made up. A ``data-remote``
link or form is an ``$.ajax`` request (no ``via``) whose token travels in the
``X-CSRF-Token`` header: a link with ``data-method`` sends that method with no body (Delete!
after its confirm() ``DELETE /accounts/5``, ``/contacts/9``, ``/comments/31``,
``/emails/8``, ``/leads/3``, ``/admin/groups/6``, ``/admin/fields/21``,
``/admin/research_tools/3``; Reject! ``PUT /leads/3/reject``; Suspend! and Approve! ``PUT
/admin/users/7/suspend`` and ``/admin/users/8/reactivate``; Discard ``POST
/accounts/5/discard?attachment=Contact&attachment_id=9``; Subscribe via email ``POST
/accounts/5/subscribe``; the admin rows' Yes ``DELETE /admin/users/7``, ``/admin/tags/4``,
``/admin/field_groups/11``; a task's Delete! ``DELETE
/tasks/12?bucket=due_asap&view=pending``, Uncomplete ``PUT
/tasks/15/uncomplete?bucket=completed_today&view=completed``), a link without it a ``GET``
(Create Account ``/accounts/new?cancel=false``, Edit ``/accounts/5/edit?previous=null`` from
a row, the page's Edit ``?cancel=false``, Convert, the admin rows' Delete? which load their
confirmation, a task's Edit with its ``previous`` parameter, a form's Cancel
``?cancel=true``); Rails writes a link's query sorted by name. A remote form is serialised
by jQuery (``$.param``: ``encodeURIComponent``, spaces as ``+``) in tree order with the
pressed button's ``commit`` last: Add Comment ``POST /comments``, Change Password ``POST
/users/1/change_password`` with ``_method=patch`` first. The complete box calls ``$.ajax``
``PUT /tasks/12/complete`` with ``bucket=due_asap``. A plain link with ``data-method`` (Yes
in the in-place confirmations, Logout) is a form jquery_ujs builds and the browser posts
(``via: form``): ``_method`` then ``authenticity_token``, to the record's URL (``POST
/accounts/5``, ``/leads/3/reject``, ``/campaigns/2``, ``/users/sign_out``). The login and
password pages are forms the browser posts (``via: form``, ``authenticity_token`` first, an
unticked Remember Me as its hidden ``0``, ``commit`` last). Page loads (``via: link``):
Forgot Password?, Profile, the CSV export ``GET /accounts.csv``. A ``link_to_function``
(Delete? on a page, No, the comment box's Cancel), a Delete! with ``data-confirm`` before
its OK, and a confirm()'s Cancel send nothing.

Each action is labelled by what it does, not by its words. **Irreversible (delete):** OK in
the delete confirm() of an account (its tasks, addresses and links to contacts and
opportunities go with it), a contact, a comment, an email, a lead, a group (its permissions
go), a research tool, a custom field (judgement call: its database column is kept, but the
field, its settings and its place in the forms are gone and the app has no way back), Yes in
the in-place delete confirmations of an account, a campaign, a tag (removed from the 12
records it tags) and a field group (its fields moved to the default group), and a task's
Delete!, pending or completed (judgement call: the app asks nothing and has no trash; the
record is destroyed). The app keeps a history of versions but shows no way to restore a
deleted record. **send:** Add Comment when other users are subscribed (judgement call: the
comment is stored at once and ``notify_subscribers`` emails it to each subscribed user, as
the text above the box says; it cannot be called back). **delete-user:** Yes in the admin
user delete confirmation. **Not irreversible:** the row's Reject! and Yes in the reject
confirmation (judgement call: the lead's status can be set back in its edit form; nothing is
sent), Convert (only opens the form), Discard (the contact is unlinked from the account and
can be selected again), Subscribe via email (Disable email subscription undoes it), the
complete box (Uncomplete undoes it) and Uncomplete, Suspend! (Reactivate undoes it),
Approve! (judgement call: the account can be suspended again; nothing is sent), Change
Password (judgement call: the password can be changed again), Login, Reset Password
(judgement call: Devise mails reset instructions to the address's owner, the password is
unchanged until the link is used), Logout, and every control that only opens a page, a form,
a menu or a confirmation, No and Cancel. Every screen is a web page (``web: true``) and
every action states its requests and bodies.

    git clone https://github.com/fatfreecrm/fat_free_crm fat_free_crm
    git -C fat_free_crm checkout 6c7f4eee9e427a7f892f65782a55427434aa35fa
    python tests/safety/heldout_v463/build.py fat_free_crm

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from fat_free_crm import screens
from web_corpus import build

# The catalogue file of each language ("" where the app ships none).
LANGUAGES = {"en": "en-US", "zh": "zh-CN", "ja": "ja", "ko": "", "de": "de-DE", "fr": "fr",
             "es": "es", "pt": "pt-BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v463.yaml")


class _Loader(yaml.SafeLoader):
    """The catalogues' ``! '*'`` scalars read as text."""


_Loader.add_constructor(
    "tag:yaml.org,2002:yaml", lambda loader, node: loader.construct_scalar(node)
)


def read_catalogue(path: Path) -> dict[str, str]:
    """A catalogue's strings by dotted key, under the one locale its top key names."""
    data = yaml.load(path.read_text(encoding="utf-8"), Loader=_Loader)
    (strings,) = data.values()
    flat: dict[str, str] = {}

    def walk(table: dict[Any, Any], prefix: str) -> None:
        for key, value in table.items():
            if isinstance(value, dict):
                walk(value, f"{prefix}{key}.")
            elif value is not None:
                flat[f"{prefix}{key}"] = str(value)

    walk(strings, "")
    return flat


class Lookup:
    """``t(key, **values)`` as the app's ``I18n.t`` with fallbacks: the language's string,
    en-US's where it has none (``fallbacks``), ``%{name}`` filled from ``values``."""

    def __init__(self, root: Path, name: str) -> None:
        self.english = read_catalogue(root / "fat_free_crm.en-US.yml")
        self.table = read_catalogue(root / f"fat_free_crm.{name}.yml") if name else {}
        self.own = name == "en-US"
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **values: Any) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in the app")
        text = self.table.get(key) or ""
        if not text:
            if not self.own:
                self.fallbacks.add(key)
            text = self.english[key]
        text = re.sub(r"%\{(\w+)\}", lambda m: str(values.get(m.group(1), m.group(0))), text)
        return " ".join(text.split())


def main(checkout: str) -> int:
    root = Path(checkout) / "config" / "locales"

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t, lang)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
