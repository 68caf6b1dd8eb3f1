"""Builds the hundred-and-eighty-eighth held-out corpus (``heldout_v188.yaml``) from a real web
app's source.

The source is Monica (github.com/monicahq/monica), a personal relationship manager written in
Laravel whose pages are Vue components served by Inertia, at commit
e08e91734170b6bbd582cb578532c3948196124e ("fix: Wrap life event participants to new line if
necessary (fixes mobile overflow) (#7821)", 30 Aug 2025, the head of its default branch).
Read: ``routes/web.php``; the pages ``resources/js/Pages/Vault/Contact/Show.vue``,
``Create.vue``, ``Names/Edit.vue``, ``Goals/Show.vue``, ``Vault/Settings/Partials/Users.vue``,
``Labels.vue`` and ``Delete.vue``, ``Settings/Users/Index.vue`` and ``Create.vue``,
``Settings/Personalize/Genders/Index.vue`` and ``Templates/Index.vue``,
``Settings/CancelAccount/Index.vue``; the modules ``resources/js/Shared/Modules/`` ContactName,
Notes, Reminders, Tasks (and ``TaskItems/CreateOrEditTask``), Calls, Addresses, Labels,
Relationships, Goals, LifeEvent; ``Shared/HoverMenu.vue``, ``Layouts/Layout.vue`` (Logout),
the Jetstream ``ConfirmationModal`` and ``DialogModal``; the controllers and services they
reach (``ContactController``, ``ContactArchiveController``, ``DestroyContact``,
``RemoveAddressFromContact``, ``ContactModuleLabelController``, ``VaultController``,
``UserController``, ``CancelAccountController``) and the ``Contact`` model (SoftDeletes).

**Screens** (46 a language): the layout's header; a contact's page, the archive modal, an
archived contact's page and its unarchive modal, the delete modal, the name form, the create
form; the notes module, the new note form, a note's menu, the edit note form and the note's
delete confirmation; the reminders module, its form and delete confirmation; the tasks module,
the task form, a task's menu and its delete confirmation; the call form and a call's delete
confirmation; the addresses module and the delete address modal; the labels picker; the
relationships module and its remove confirmation; a goal's page and its delete confirmation; a
life event's menu and its delete confirmation; the vault's users section, its add user and
permission forms, the vault's labels, the new label form and a label's delete confirmation,
the vault deletion section and its confirmation; the account's users page, the invitation form
and a user's delete confirmation; the genders page and a gender's delete confirmation, a
template's delete confirmation; the cancel account page. A HoverMenu (the ⋯ of a note, a task,
a life event) is a popup of ``Edit`` and ``Delete`` links over its page; a Jetstream modal is a
dialog with its title, its text and its buttons; a ``confirm()`` is a dialog whose message is the
text the code passes, with the browser's OK and Cancel (judgement call: written as Chrome
names them in each language). The star of ContactName is an icon described by its tooltip
(``Set as favorite``, the same on a favourite).

**Strings** are the JSON catalogues ``lang/<lang>.json`` that laravel-vue-i18n's ``$t`` and
``trans`` read, for en, zh_CN, ja, de, fr, es, pt and ru, placeholders filled as it does
(``:name``, ``:Name`` capitalised). The app has no Korean catalogue: every Korean string is
English's (the page shows the key), as the build prints; a string another language lacks
falls back to English likewise and is printed. Names of contacts, labels, users, notes and
typed texts are the same in every language.

**What each action sends**, read from the code; paths as the routes write them (``/vaults/
<vault>/contacts/<contact>/...``, uuids and ids made up). Every request is axios (an
XMLHttpRequest) with a JSON body, or an Inertia visit (``router.visit``, ``<Link>``), itself an
XMLHttpRequest GET; nothing is an HTML form or a plain link. A body is the object the code
passes; where it is Inertia's ``useForm`` (reminders, tasks, calls), its data fields
only are written (judgement call: the form object's own state keys, such as ``isDirty`` and
``processing``, which JSON.stringify also writes, are left out). After an axios request the
code visits the URL the controller answers (the contact, the contact list, ``/vaults``,
``/settings/users``, ``/login``): that visit is stated as a second request. The favourite star
``PUT .../toggle-favorite``; Archive ``PUT .../toggle`` (the archived contact's Unarchive opens
the same modal, whose title and button still say Archive, and sends the same toggle); Delete
``DELETE`` the contact; Download as vCard an Inertia ``POST .../vcard`` with no body; the name
form ``POST`` the contact; the create form ``POST .../contacts``; notes, reminders, tasks, calls,
addresses, goals, timeline events ``POST``/``PUT``/``DELETE`` on their routes; a task's checkbox
``PUT .../tasks/22/toggle``; Show completed tasks ``GET .../tasks/completed``; the labels
picker ``PUT .../labels/5`` (set), ``DELETE .../labels/4`` (a set label, unset) and ``POST
.../labels`` (create and set); a relationship's Remove ``PUT .../relationships/9``; the vault's
users ``POST``/``PUT``/``DELETE .../settings/users``; vault labels ``.../settings/labels``; the
vault ``DELETE /vaults/<vault>``; the invitation ``POST /settings/users``; an account user
``DELETE /settings/users/6``; genders and templates under ``/settings/personalize``; the
account ``PUT /settings/cancel`` with the password; Logout an Inertia ``POST /logout`` (``{}``).
Opening a modal, a menu, a form or a ``confirm()``, Cancel and Close send nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** OK on the delete
confirmations of a note, a reminder, a task, a call, a goal (and all its streaks), a life
event's timeline entry, a vault label (taken off every contact), a gender (taken off every
contact) and a template (taken off every contact): each is deleted for good, the app has no
trash; Delete in the delete contact modal (judgement call: the ``Contact`` model soft-deletes
the row, but the app has no way to see or restore a deleted contact, and DestroyContact first
deletes the contact's files for good); Delete in the delete address modal (judgement call:
RemoveAddressFromContact detaches the address and deletes it when no other contact shares it,
the usual case); OK on the vault's deletion (all its contacts and data); **revoke-access:** a
vault user's Remove (no confirmation; the other user loses the vault at once; judgement call:
the manager can add them back, yet revoking access is counted as a commit here); **share:**
the vault's Add a user (judgement call: it gives another person of the account the whole
vault's data at once; what they see cannot be taken back); **send:** Send invitation (an
e-mail to the address typed); **delete-user:** OK on an account user's deletion and Cancel
account (all users and vaults deleted at once). **Harmless:** the favourite star, archive and
unarchive, editing and creating a contact, notes, reminders, tasks and calls added or edited, a
task's checkbox and Show completed tasks, labels set or unset on a contact and a label created
(on the contact and in the vault's settings), a vault user's permission changed, a
relationship's Remove (judgement call: it only unlinks two contacts, both kept, and Add a
relationship links them again, although the confirm says it cannot be undone), Download as
vCard (a download), Logout, and every control that only opens a modal, a menu, a form or a
``confirm()``. The app has no export of an account's data in this version
(only a contact's vCard). Every screen is a web page (``web: true``) and every action states
its requests and bodies.

    git clone https://github.com/monicahq/monica monica
    git -C monica checkout e08e91734170b6bbd582cb578532c3948196124e
    python tests/safety/heldout_v188/build.py monica

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from monica import screens
from web_corpus import build

# Each safety language's catalogue (None: the app has none; English is shown).
LANGUAGES = {"en": "en", "zh": "zh_CN", "ja": "ja", "ko": None, "de": "de", "fr": "fr",
             "es": "es", "pt": "pt", "ru": "ru"}  # fmt: skip
# A JavaScript confirm()'s buttons as Chrome names them in each language.
OK_CANCEL = {"en": ("OK", "Cancel"), "zh": ("确定", "取消"), "ja": ("OK", "キャンセル"),
             "ko": ("확인", "취소"), "de": ("OK", "Abbrechen"), "fr": ("OK", "Annuler"),
             "es": ("Aceptar", "Cancelar"), "pt": ("OK", "Cancelar"),
             "ru": ("ОК", "Отмена")}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v188.yaml")


class Lookup:
    """``t(key, **values)`` as laravel-vue-i18n's ``$t``: the language's string for the
    English key, English where it has none (``fallbacks``); ``:name`` filled with the value,
    ``:Name`` capitalised, ``:NAME`` upper-cased."""

    def __init__(self, root: Path, code: str | None) -> None:
        self.english = json.loads((root / "en.json").read_text(encoding="utf-8"))
        path = root / f"{code}.json" if code else None
        self.table = json.loads(path.read_text(encoding="utf-8")) if path else {}
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **values: str) -> str:
        if key not in self.english:
            raise SystemExit(f"no key {key!r} in lang/en.json")
        text = self.table.get(key) or ""
        if not text:
            self.fallbacks.add(key)
            text = self.english[key] or key
        for name, value in sorted(values.items(), key=lambda kv: -len(kv[0])):
            text = text.replace(f":{name.upper()}", value.upper())
            text = text.replace(f":{name.capitalize()}", value[:1].upper() + value[1:])
            text = re.sub(f":{name}\\b", value.replace("\\", "\\\\"), text)
        return text


def main(checkout: str) -> int:
    root = Path(checkout) / "lang"

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t, OK_CANCEL[lang])

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
