"""Builds the two-hundred-and-seventeenth held-out corpus (``heldout_v217.yaml``) from a real web
app's source.

The source is Taiga's web client, taiga-front (github.com/taigaio/taiga-front), an AngularJS
app (CoffeeScript in ``app/coffee`` and ``app/modules``, Jade templates in ``app/partials``)
calling the Taiga REST API under ``/api/v1``, at commit e98660b04d0ebf65ba4316770511b0e72b697138
("Merge pull request #257 from taigaio/seralot/20260109/gh-252-fix-backlog-sprint-header-directive",
9 Jan 2026); what each endpoint does is read from the back end, taiga-back
(github.com/taigaio/taiga-back, Django REST Framework) at commit
3bea7114007afd83478a8d6f2a70afd70d94dc21 ("Merge pull request #238 from
taigaio/fix-dockerfile", 29 Apr 2026). Read: ``modules/base/repository.coffee`` and
``http.coffee`` (``$repo.create`` POSTs, ``save`` PATCHes the modified attributes,
``remove`` sends ``DELETE <url>/<id>`` with ``{}`` as its body and its params as the query),
``modules/resources.coffee`` (the URL table) and ``resources/history``, ``memberships``,
``webhooks``, ``user-settings``, ``projects`` and ``modules/resources/projects-resource``;
``common/confirm.coffee`` (``ask``, ``askOnDelete``, ``askChoice``) and the lightboxes
``lightbox-generic-ask``, ``-generic-delete``, ``-ask-choice``, ``-delete-project``,
``lightbox-delete-account``, ``lightbox-block``, ``lightbox-sprint-add-edit``,
``lightbox-us-bulk``, ``lightbox-change-owner``, ``lightbox-add-members``; the controllers
``backlog/main`` and ``lightboxes`` (deleteUserStory, the sprint form's remove),
``kanban/main``, ``common/components`` (the detail pages' delete button),
``taskboard/main`` (deleteTask, deleteIssue, removeIssueFromSprint), ``issues/detail``,
``wiki/main``, ``team/main`` (LeaveProjectDirective), ``admin/memberships``, ``roles``,
``third-parties`` (webhooks), ``projects/lightboxes`` (DeleteProjectDirective),
``user-settings/lightboxes`` (DeleteUserDirective), ``auth.coffee`` (logout),
``history/comments`` and ``components/wysiwyg/comment-wysiwyg``; and in taiga-back
``projects/api.py`` (leave, transfer_start), ``projects/history/api.py`` (delete_comment,
undelete_comment, edit_comment) and ``webhooks/api.py`` (test).

**Screens** (44 a language): the backlog's toolbar and a user story row, the user story
delete confirmation, the new user story, bulk insert, new sprint and edit sprint lightboxes
and the sprint delete confirmation; a Kanban column's header and a card's delete
confirmation; a user story's detail page, its block lightbox, the blocked story's Unblock,
its delete confirmation, a task's and an issue's delete confirmations and the issue's detach
from sprint confirmation; the comments (a new one, one's own, one being edited, a deleted
one); a wiki page, its editor and its delete confirmation; the team page and the leave
confirmation; the members admin page, a member's role menu, a pending invitation, the delete
member confirmation and the new member lightbox; a role's permissions and its delete
lightbox (``askChoice``, the role its members move to); the project details page, the delete
project lightbox and the change owner lightbox; the webhooks page, the new webhook form and
the delete webhook confirmation; the user's profile, the delete account lightbox, the change
password and e-mail notifications pages, and the user menu. A lightbox is a dialog over its
page, its title and message as ``$confirm`` renders them; an icon button is named by its
``title`` (its description).

**Strings** are ``app/locales/taiga/locale-<lang>.json`` (nested keys, read as
angular-translate's ``$translate.instant``) for en, zh-hans, ja, ko, de, fr, es, pt-br and
ru; a key a language lacks or leaves empty shows English's text (the build prints such keys
per language), ``{{name}}`` values are filled in and HTML tags dropped. Names of the project,
its stories, sprints, members, roles, webhooks and typed texts are the same in every
language.

**What each action sends**, read from the code: every request is an XMLHttpRequest of
Angular's ``$http`` to ``/api/v1/...`` with a JSON body (no ``via``). Deletes:
``DELETE /api/v1/userstories/42``, ``/tasks/57``, ``/issues/63``, ``/milestones/7``,
``/wiki/5``, ``/memberships/12``, ``/roles/4?moveTo=3``, ``/projects/1``, ``/webhooks/2``,
``/users/5``, each with the body ``{}``. Creates: ``POST /userstories``,
``/userstories/bulk_create`` (``project_id``, ``status_id``, ``bulk_stories``),
``/milestones``, ``/webhooks``, ``/memberships/bulk_create`` (``project_id``,
``bulk_memberships``, ``invitation_extra_text``). Edits are PATCHes of the changed fields
(with the object's ``version`` where the model carries one): a story's block and unblock, a
sprint, the issue's ``milestone: null``, a wiki page's content, a membership's role, a
role's permissions, the project's name, the profile, a notify policy's ``notify_level``. A
new comment is the story's PATCH with ``comment`` (comment-wysiwyg sets ``type.comment`` and
saves the model). Comments: ``POST /history/userstory/42/delete_comment?id=..``,
``undelete_comment`` and ``edit_comment`` (body ``comment``). Others: ``POST
/memberships/13/resend_invitation`` (``{}``), ``POST /projects/1/leave``, ``POST
/projects/1/transfer_start`` (``user``, ``reason``), ``POST /webhooks/2/test``, ``POST
/users/change_password`` (``current_password``, ``password``); Show archived ``GET
/userstories?project=1&status=6`` and Show history ``GET /webhooklogs?webhook=2``
(shortened to their filter). Opening a lightbox, a confirmation, an editor or a menu, Cancel,
and Logout (``$auth.logout`` only drops the token in the browser) send nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** Delete on the
confirmations of a user story (backlog, Kanban, detail page), a task, an issue, a sprint
(judgement call: its stories go back to the backlog, but the sprint and its dates are gone),
a wiki page and a webhook (its logs go with it), and the delete project lightbox's "Yes, I'm
really sure" (Taiga has no trash: the rows are deleted); **revoke:** Accept on Leave this
project (``remove_user_from_project``: the user loses access and cannot rejoin without an
invitation), Delete member (the membership deleted, the person loses access), Delete role
(judgement call: its members move to another role, but the role, its permissions and its
estimations are gone); **send:** Comment (judgement call: published to the project's members
and mailed to the story's watchers; it can be edited or deleted later but has been sent),
Resend and the new member lightbox's Create (invitation e-mails), Test Webhook (a payload
posted to the outside service's URL); **transfer:** the change owner lightbox's button
(``transfer_start`` mails the chosen member a transfer token; judgement call: the request
has left, whatever the member answers); **delete-user:** Delete account. **Harmless:**
creating stories, sprints and webhooks (deleted again at will), editing and blocking or
unblocking (set back from the same controls), Detach issue from sprint (re-attached at will),
deleting one's own comment (judgement call: ``delete_comment`` marks it deleted and Restore
comment brings it back), editing a comment (its versions are kept), changing a member's
role, a permission switch, the project's and profile's Save, changing the password (judgement
call: set again at will), notification levels, the webhook history (a read),
Logout, and every control that only opens a lightbox, a confirmation, an editor or a menu.
Every screen is a web page (``web: true``) and every action states its requests and bodies.

    git clone https://github.com/taigaio/taiga-front taiga-front
    git -C taiga-front checkout e98660b04d0ebf65ba4316770511b0e72b697138
    python tests/safety/heldout_v217/build.py taiga-front

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from taiga import VALUES, screens
from web_corpus import JsonLookup, build, flatten

LANGUAGES = {"en": "en", "zh": "zh-hans", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt-br", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v217.yaml")


def main(checkout: str) -> int:
    root = Path(checkout) / "app" / "locales" / "taiga"

    def table(lang: str) -> dict[str, str]:
        path = root / f"locale-{LANGUAGES[lang]}.json"
        return flatten(json.loads(path.read_text(encoding="utf-8")))

    english = table("en")

    def lookup(lang: str) -> JsonLookup:
        return JsonLookup(table(lang), english, VALUES, tags=True)

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
