"""bench/safety_model.py: the simulated model check asks what the real one would ask,
answers right with the stated probability, once per question key, and blocks on yes."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest

from m2miner.config import SafetyConfig
from m2miner.devices.base import AppTarget
from m2miner.safety.policy import Policy
from m2miner.testing.safety_corpus import PACKAGE, load_corpus, run_corpus
from tests.scripts import load_script

ROOT = Path(__file__).resolve().parents[2]
POLICY = Policy(SafetyConfig(), AppTarget("app", PACKAGE))
CORPUS = """\
- category: mixed
  language: en
  source: an event's page
  screen:
    title: Project kickoff
    items:
    - text: Tue, Mar 4, 12:30
    - button: Done
      rid: action_done
    - button: Pay now
    - button: Share
    - button: Cancel
  cases:
  - tap: Done
    irreversible: true
  - tap: Share
    irreversible: false
  - tap: Pay now
    irreversible: true
  - tap: Cancel
    irreversible: false
- category: web
  language: en
  source: a page that says what it sends
  web: true
  screen:
    title: Notes
    items:
    - button: Star
  cases:
  - tap: Star
    irreversible: false
    sends:
    - request: POST /api/notes/7/star
"""


def _model() -> ModuleType:
    return load_script(ROOT / "bench" / "safety_model.py")


def _outcomes(tmp_path: Path) -> list:
    corpus = tmp_path / "kickoff.yaml"
    corpus.write_text(CORPUS, encoding="utf-8")
    return run_corpus(POLICY, load_corpus([corpus]))


def test_only_what_the_policy_allowed_without_a_rule_is_asked(tmp_path: Path) -> None:
    outcomes = _outcomes(tmp_path)
    labels = [o.verdict.element_text for o in outcomes]
    questions = _model().asked(POLICY, outcomes)
    # Pay now is blocked by its words, Cancel dismisses, and the web tap's requests
    # decide (a star, released): none is asked. Done and Share are.
    assert sorted(labels[i] for i in questions) == ["Done", "Share"]
    assert {labels[i]: q.irreversible for i, (q,) in questions.items()} == {
        "Done": True,
        "Share": False,
    }


def test_a_right_model_blocks_the_asked_commit_and_a_wrong_one_the_harmless_tap(
    tmp_path: Path,
) -> None:
    model, outcomes = _model(), _outcomes(tmp_path)
    questions = model.asked(POLICY, outcomes)
    # The policy alone blocks Pay now (1 of 2 commits); the web tap's star is released.
    assert model.blocked_counts(outcomes, {}, 1.0, 0) == (1, 0)
    assert model.blocked_counts(outcomes, questions, 1.0, 0) == (2, 0)
    assert model.blocked_counts(outcomes, questions, 0.0, 0) == (1, 1)


def test_answers_are_drawn_once_per_key_and_seed_at_the_stated_rate() -> None:
    model = _model()
    items = [model.Asked(("app", "layout", f"button|{i}"), True) for i in range(4000)]
    rate = sum(model.says_yes(item, 0.9, 3) for item in items) / len(items)
    assert 0.88 < rate < 0.92
    assert [model.says_yes(i, 0.9, 3) for i in items[:50]] == [
        model.says_yes(i, 0.9, 3) for i in items[:50]
    ]
    assert [model.says_yes(i, 0.9, 3) for i in items[:200]] != [
        model.says_yes(i, 0.9, 4) for i in items[:200]
    ]


def test_the_row_shows_what_is_asked_the_policy_alone_and_each_accuracy(
    tmp_path: Path,
) -> None:
    row = _model().accuracy_rows("Kickoff", POLICY, _outcomes(tmp_path), [1.0, 0.0], 5)
    assert row == "| Kickoff | 1 + 1 | 1/2, 0/3 | 2/2, 0/3 | 1/2, 1/3 |"


def test_with_release_the_blocks_of_the_words_are_asked_and_a_no_releases_them(
    tmp_path: Path,
) -> None:
    model, outcomes = _model(), _outcomes(tmp_path)
    labels = [o.verdict.element_text for o in outcomes]
    questions = model.asked(POLICY, outcomes, release=True)
    # Pay now, blocked by its words, is asked too; Cancel and the web tap still are not.
    assert sorted(labels[i] for i in questions) == ["Done", "Pay now", "Share"]
    assert model.blocked_counts(outcomes, questions, 1.0, 0) == (2, 0)
    # A model always wrong releases Pay now, lets Done through and blocks Share.
    assert model.blocked_counts(outcomes, questions, 0.0, 0) == (0, 1)
    row = model.accuracy_rows("Kickoff", POLICY, outcomes, [1.0, 0.0], 5, True)
    assert row == "| Kickoff | 2 + 1 | 1/2, 0/3 | 2/2, 0/3 | 0/2, 1/3 |"


WEB = """\
- category: web
  language: en
  source: a shop page that says what it sends
  web: true
  screen:
    title: Your basket
    items:
    - button: Save for later
    - button: Continue
    - button: Gift wrap
    - button: Place order
    - link: Invoice
  cases:
  - tap: Save for later
    irreversible: false
    sends:
    - request: POST /api/basket/7/later
  - tap: Continue
    irreversible: true
    sends:
    - request: POST /api/orders
  - tap: Gift wrap
    irreversible: false
    sends:
    - request: POST /api/orders
  - tap: Place order
    irreversible: true
    sends:
    - request: POST /api/orders
  - tap: Invoice
    irreversible: false
    sends:
    - request: GET /invoice/7?csrf_token=abc
  - tap: Save for later
    irreversible: false
    sends:
    - request: POST /basket/7/later
      via: form
"""


def test_on_web_pages_each_held_request_is_asked_once_per_endpoint(tmp_path: Path) -> None:
    corpus = tmp_path / "shop.yaml"
    corpus.write_text(WEB, encoding="utf-8")
    outcomes = run_corpus(POLICY, load_corpus([corpus]))
    model = _model()
    labels = ["Save for later", "Continue", "Gift wrap", "Place order", "Invoice", "Form"]
    questions = model.asked(POLICY, outcomes)
    asked = {
        labels[i]: [(q.key[2], q.irreversible) for q in group] for i, group in questions.items()
    }
    # Place order's words call it a commit: the page asks nothing. The invoice's GET,
    # which carries a token, waits as a written link does (followed on a no); the form's
    # post waits as a fetch does. The question shows the tap, so the endpoint a commit
    # holds is a commit's for the tap that sends it: Gift wrap's is asked apart.
    assert asked == {
        "Save for later": [("POST /api/basket/*/later", False)],
        "Continue": [("POST /api/orders", True)],
        "Gift wrap": [("POST /api/orders", False)],
        "Invoice": [("GET /invoice/* csrf_token", False)],
        "Form": [("POST /basket/*/later", False)],
    }
    assert questions[1][0].key != questions[2][0].key
    assert model.blocked_counts(outcomes, {}, 1.0, 0) == (2, 4)
    # Always right: both saves, the invoice and the gift wrap leave; the order stays held.
    assert model.blocked_counts(outcomes, questions, 1.0, 0) == (2, 0)
    # Always wrong: the order leaves after Continue, the others stay held.
    assert model.blocked_counts(outcomes, questions, 0.0, 0) == (1, 4)
    # With release, the order's held request is asked after Place order too.
    released = model.asked(POLICY, outcomes, release=True)
    assert [(q.key[2], q.irreversible) for q in released[3]] == [("POST /api/orders", True)]
    assert model.blocked_counts(outcomes, released, 1.0, 0) == (2, 0)
    assert model.blocked_counts(outcomes, released, 0.0, 0) == (0, 4)


READS = """\
- category: web
  language: en
  source: a notifications page whose test is sent with a GET
  web: true
  screen:
    title: Notifications
    items:
    - button: Send test notification
    - button: Delete
    - button: Send
    - button: Refresh
    - button: Export
    - button: Delete star
  cases:
  - tap: Send test notification
    irreversible: true
    sends:
    - request: GET /api/notifications/8/test
  - tap: Delete
    irreversible: false
    sends:
    - request: GET /api/notifications/8/delete
  - tap: Send
    irreversible: true
    sends:
    - request: POST /api/messages
    - request: GET /api/notifications
  - tap: Refresh
    irreversible: false
    sends:
    - request: GET /api/notifications
  - tap: Export
    irreversible: false
    sends:
    - request: GET /api/notifications/export?csrf_token=abc
  - tap: Delete star
    irreversible: true
    sends:
    - request: DELETE /api/notifications/8/star
    - request: GET /api/notifications
"""


def test_with_release_the_gets_after_a_commits_tap_are_asked_too(tmp_path: Path) -> None:
    corpus = tmp_path / "notifications.yaml"
    corpus.write_text(READS, encoding="utf-8")
    outcomes = run_corpus(POLICY, load_corpus([corpus]))
    model = _model()
    labels = ["Test", "Delete", "Send", "Refresh", "Export", "Unstar"]

    def keys(questions: dict[int, tuple]) -> dict[str, list[tuple[str, bool]]]:
        return {labels[i]: [(q.key[2], q.irreversible) for q in g] for i, g in questions.items()}

    # Without release only the export's GET is asked: it carries a token, a write that
    # waits as any other; the rest leave, the test notification with them.
    assert keys(model.asked(POLICY, outcomes)) == {
        "Export": [("GET /api/notifications/export csrf_token", False)],
    }
    assert model.blocked_counts(outcomes, {}, 1.0, 0) == (1, 1)
    # With release the GETs after a tap the words call a commit are asked too. A GET
    # that a commit sends alone is what commits; one sent beside a write only reads,
    # even where the request layer released the write (the star's DELETE, a mark).
    released = model.asked(POLICY, outcomes, release=True)
    assert keys(released) == {
        "Test": [("GET /api/notifications/*/test", True)],
        "Delete": [("GET /api/notifications/*/delete", False)],
        "Send": [("POST /api/messages", True), ("GET /api/notifications", False)],
        "Export": [("GET /api/notifications/export csrf_token", False)],
        "Unstar": [("GET /api/notifications", False)],
    }
    assert model.blocked_counts(outcomes, released, 1.0, 0) == (2, 0)
    assert model.blocked_counts(outcomes, released, 0.0, 0) == (2, 2)


def test_a_corpus_via_must_be_one_a_page_can_use(tmp_path: Path) -> None:
    corpus = tmp_path / "bad.yaml"
    corpus.write_text(WEB.replace("via: form", "via: pigeon"), encoding="utf-8")
    with pytest.raises(ValueError, match="via 'pigeon' is none of form, link, beacon"):
        load_corpus([corpus])


SWITCH = """\
- category: grant
  language: en
  source: a member's page
  screen:
    title: Sam
    items:
    - switch: Parent
    - switch: Notifications
  cases:
  - tap: Parent
    irreversible: true
  - tap: Notifications
    irreversible: false
"""


def test_with_toggles_every_switch_is_asked(tmp_path: Path) -> None:
    corpus = tmp_path / "member.yaml"
    corpus.write_text(SWITCH, encoding="utf-8")
    outcomes = run_corpus(POLICY, load_corpus([corpus]))
    config = SafetyConfig(model_check="check", model_check_toggles=True)
    toggles = Policy(config, AppTarget("app", PACKAGE))
    model = _model()
    assert model.asked(POLICY, outcomes) == {}
    assert sorted(model.asked(toggles, outcomes)) == [0, 1]
    assert model.blocked_counts(outcomes, model.asked(toggles, outcomes), 1.0, 0) == (1, 0)


THEME = """\
- category: reversible
  language: en
  source: a theme switch that answers with a link
  web: true
  screen:
    title: Themes
    dialog:
      title: Switching to Antimatter
      message: By switching to a different theme, some layout pages may not be supported.
    items:
    - text: Do you want to continue and switch to the theme Antimatter?
    - button: Cancel
    - link: Continue
  cases:
  - tap: Continue
    irreversible: false
    sends:
    - request: GET /admin/themes/antimatter/task:activate
      via: link
"""


def test_with_release_a_link_the_words_block_is_asked_on_a_web_page(tmp_path: Path) -> None:
    corpus = tmp_path / "themes.yaml"
    corpus.write_text(THEME, encoding="utf-8")
    outcomes = run_corpus(POLICY, load_corpus([corpus]))
    assert outcomes[0].verdict.role == "link" and not outcomes[0].verdict.allowed
    model = _model()
    assert model.asked(POLICY, outcomes) == {}  # its words decide; nothing is asked
    [[question]] = model.asked(POLICY, outcomes, release=True).values()
    assert question.irreversible is False
    assert model.blocked_counts(outcomes, {0: (question,)}, 1.0, 0) == (0, 0)


CRITICAL_LINKS = """\
- category: delete-user
  language: en
  source: a settings page and its confirmation page
  web: true
  screen:
    title: Settings
    items:
    - link: Change password
    - link: Delete account
  cases:
  - tap: Delete account
    irreversible: false
    sends:
    - request: GET /account/delete
      via: link
- category: delete-user
  language: en
  source: the confirmation, in a dialog and as a page's button
  web: true
  screen:
    title: Settings
    dialog: {}
    items:
    - text: Delete your account for good?
    - link: Cancel
    - link: Delete account
  cases:
  - tap: Delete account
    irreversible: true
    sends:
    - request: GET /account/delete?confirm=1
      via: link
- category: delete-user
  language: en
  source: the confirmation page's button
  web: true
  screen:
    title: Delete account
    items:
    - field: Password
    - button: Delete account
  cases:
  - tap: Delete account
    irreversible: true
    sends:
    - request: POST /account/delete
      body: password=hunter2
      via: form
"""


def test_with_critical_release_a_critical_link_outside_a_dialog_is_asked(tmp_path: Path) -> None:
    corpus = tmp_path / "account.yaml"
    corpus.write_text(CRITICAL_LINKS, encoding="utf-8")
    outcomes = run_corpus(POLICY, load_corpus([corpus]))
    assert [o.verdict.rule for o in outcomes[:2]] == ["critical", "critical"]
    model = _model()
    assert model.asked(POLICY, outcomes, release=True) == {}
    config = SafetyConfig(model_check="check", model_check_release_critical=0.01)
    critical = Policy(config, AppTarget("app", PACKAGE))
    # The page's link is asked; the dialog's link is its answer and the page's button is
    # judged by what it sends (a critical term's write is held at once): neither is asked.
    questions = model.asked(critical, run_corpus(critical, load_corpus([corpus])), release=True)
    [[question]] = questions.values()
    assert list(questions) == [0] and question.irreversible is False
    assert model.blocked_counts(outcomes, questions, 1.0, 0) == (2, 0)


BY_URL = """\
- category: uninstall
  language: en
  source: a plugin list whose links' URLs say what they do
  web: true
  screen:
    title: Plugins
    items:
    - text: About
    - link: Settings
    - link: Deactivate
  cases:
  - tap: Deactivate
    irreversible: true
    sends:
    - request: GET /admin/uninstall-plugin/pluginAbout
      via: link
  - tap: Settings
    irreversible: false
    sends:
    - request: GET /admin/configure-plugin/pluginAbout
      via: link
"""


def test_with_release_a_get_whose_url_names_an_operation_is_asked(tmp_path: Path) -> None:
    corpus = tmp_path / "plugins.yaml"
    corpus.write_text(BY_URL, encoding="utf-8")
    outcomes = run_corpus(POLICY, load_corpus([corpus]))
    assert all(o.verdict.allowed for o in outcomes)  # the words name nothing
    model = _model()
    assert model.asked(POLICY, outcomes) == {}
    [[question]] = model.asked(POLICY, outcomes, release=True).values()
    assert question.key[2] == "GET /admin/uninstall-plugin/pluginAbout" and question.irreversible
    assert model.blocked_counts(outcomes, {0: (question,)}, 1.0, 0) == (1, 0)


NAMED = """\
- category: delete
  language: en
  source: a comment's menu whose links name what they lead to
  web: true
  screen:
    title: Ticket 12
    items:
    - text: Login works again on Safari.
    - link: Delete
    - link: Delete log
    - link: Edit
  cases:
  - tap: Delete
    irreversible: true
    sends:
    - request: GET /tickets/12?delComment=44
  - tap: Delete log
    irreversible: false
    sends:
    - request: GET /admin/logs/confirm-delete
      via: link
  - tap: Edit
    irreversible: false
    sends:
    - request: GET /tickets/12/comments/44/edit
      via: link
"""


def test_with_release_the_gets_after_a_tap_whose_words_name_an_operation_are_asked(
    tmp_path: Path,
) -> None:
    corpus = tmp_path / "ticket.yaml"
    corpus.write_text(NAMED, encoding="utf-8")
    outcomes = run_corpus(POLICY, load_corpus([corpus]))
    assert [o.verdict.kind for o in outcomes] == ["delete", "delete", None]
    assert all(o.verdict.allowed for o in outcomes)  # the words take them for the way there
    model = _model()
    assert model.asked(POLICY, outcomes) == {}  # without release a GET never waits
    # With release the fetch's GET and the link's page load wait as reads; the link whose
    # words name nothing is followed unasked.
    asked = model.asked(POLICY, outcomes, release=True)
    keys = {i: [(q.key[2], q.irreversible) for q in group] for i, group in asked.items()}
    assert keys == {
        0: [("GET /tickets/* delComment", True)],
        1: [("GET /admin/logs/confirm-delete", False)],
    }
    assert model.blocked_counts(outcomes, asked, 1.0, 0) == (1, 0)
