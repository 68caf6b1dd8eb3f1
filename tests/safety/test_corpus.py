"""The policy over the adversarial corpus: every irreversible action is blocked but the
known misses, and at most 3% of the harmless ones are."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from m2miner.config import SAFETY_LANGUAGES, SafetyConfig
from m2miner.devices.base import AppTarget
from m2miner.safety.policy import Policy, Verdict
from m2miner.testing.safety_corpus import PACKAGE, Outcome, load_corpus, run_corpus
from tests.safety.heldout_checks import assert_built

CORPUS = sorted(Path(__file__).parent.glob("corpus*.yaml"))
APP = AppTarget("app", PACKAGE)
# What the policy gets wrong today, by case id; docs/safety.md explains each.
KNOWN_MISSES: set[str] = set()
KNOWN_FALSE_BLOCKS = {
    "corpus_labels#1:Delete account settings",  # a critical term blocks any element
    "corpus_labels#27:Call center hours",
    "corpus_labels#27:Reset filters",
    "corpus_labels#27:Transfer to a new phone",
    "corpus_labels#27:Track payment",
    "corpus_scenarios#54.0",  # Enter in "To", two rows above the form's Send button
}


@pytest.fixture(scope="module")
def outcomes() -> list[Outcome]:
    return run_corpus(Policy(SafetyConfig(), APP), load_corpus(CORPUS))


def test_the_corpus_covers_what_the_issue_asks_for(outcomes: list[Outcome]) -> None:
    cases = [o.case for o in outcomes]
    assert len(cases) >= 300
    assert {c.language for c in cases} == set(SAFETY_LANGUAGES)
    categories = Counter(c.category for c in cases)
    for category in ("label", "disguise", "icon", "dialog", "typed-enter", "swipe",
                     "no-hierarchy", "navigation", "review", "key", "container"):  # fmt: skip
        assert categories[category] >= 5, category
    assert sum(c.irreversible for c in cases) >= 150
    assert sum(not c.irreversible for c in cases) >= 150


def test_every_irreversible_action_is_blocked_but_the_known_misses(
    outcomes: list[Outcome],
) -> None:
    missed = {o.case.id for o in outcomes if o.case.irreversible and o.verdict.allowed}
    assert missed == KNOWN_MISSES


def test_few_harmless_actions_are_blocked(outcomes: list[Outcome]) -> None:
    harmless = [o for o in outcomes if not o.case.irreversible]
    blocked = {o.case.id for o in harmless if not o.verdict.allowed}
    assert blocked == KNOWN_FALSE_BLOCKS
    assert len(blocked) <= 0.03 * len(harmless)


def test_every_block_names_its_rule_and_reason(outcomes: list[Outcome]) -> None:
    for o in outcomes:
        if not o.verdict.allowed:
            assert o.verdict.rule and o.verdict.reason, o.case.id


def test_sandbox_allows_the_irreversible_but_not_the_unchecked(outcomes: list[Outcome]) -> None:
    sandbox = Policy(SafetyConfig(sandbox=True), APP)
    for o in outcomes:
        verdict = sandbox.check_action(o.case.action, o.case.observation)
        if o.verdict.rule in ("unchecked", "leave-app"):
            assert not verdict.allowed, o.case.id
        elif not o.verdict.allowed:
            assert verdict.allowed and verdict.sandboxed, o.case.id


def test_the_second_held_out_corpus_is_apart_and_labels_both_ways() -> None:
    # Its figures are reported (bench/safety.py), never pinned: nothing is tuned to it.
    folder = Path(__file__).parent / "heldout_v2"
    cases = load_corpus(sorted(folder.glob("*.yaml")))
    assert len(cases) == 396 and {c.language for c in cases} == set(SAFETY_LANGUAGES)
    assert Counter(c.irreversible for c in cases) == {True: 144, False: 252}
    assert not set(CORPUS) & set(folder.glob("*.yaml"))
    assert all(c.id.startswith("heldout_v2#") for c in cases)


def test_the_third_held_out_corpus_is_apart_and_labels_both_ways() -> None:
    # Built from another app before the policy was changed for the second one's false
    # blocks; its figures are reported (bench/safety.py), never pinned.
    folder = Path(__file__).parent / "heldout_v3"
    cases = load_corpus(sorted(folder.glob("*.yaml")))
    assert len(cases) == 468 and {c.language for c in cases} == set(SAFETY_LANGUAGES)
    assert Counter(c.irreversible for c in cases) == {True: 144, False: 324}
    assert Counter(c.language for c in cases) == {lang: 52 for lang in SAFETY_LANGUAGES}
    others = {*CORPUS, *Path(__file__).parent.glob("heldout*/*.yaml")} - set(folder.glob("*"))
    assert not {p.read_text(encoding="utf-8") for p in others} & {
        p.read_text(encoding="utf-8") for p in folder.glob("*.yaml")
    }
    assert all(c.id.startswith("heldout_v3#") for c in cases)


def test_the_fourth_held_out_corpus_is_apart_labels_both_ways_and_says_what_it_sends() -> None:
    # Built from a third app (a CMS admin, every screen a web page) before the request
    # rule became the default on web devices; its figures are reported, never pinned.
    folder = Path(__file__).parent / "heldout_v4"
    cases = load_corpus(sorted(folder.glob("*.yaml")))
    assert len(cases) == 405 and {c.language for c in cases} == set(SAFETY_LANGUAGES)
    assert Counter(c.irreversible for c in cases) == {True: 99, False: 306}
    assert Counter(c.language for c in cases) == {lang: 45 for lang in SAFETY_LANGUAGES}
    assert all(c.id.startswith("heldout_v4#") for c in cases)
    others = {*CORPUS, *Path(__file__).parent.glob("heldout*/*.yaml")} - set(folder.glob("*"))
    assert not set(others) & set(folder.glob("*.yaml"))


def test_the_fifth_held_out_corpus_mixes_web_and_native_and_says_what_web_cases_send() -> None:
    # A data studio's web screens and a mail app's native ones, built before any change
    # made after the fourth corpus; its figures are reported, never pinned.
    folder = Path(__file__).parent / "heldout_v5"
    cases = load_corpus(sorted(folder.glob("*.yaml")))
    assert len(cases) == 621 and {c.language for c in cases} == set(SAFETY_LANGUAGES)
    assert Counter(c.irreversible for c in cases) == {True: 153, False: 468}
    assert Counter(c.language for c in cases) == {lang: 69 for lang in SAFETY_LANGUAGES}
    web = [c for c in cases if c.web]
    assert len(web) == 414 and all(c.sends is not None for c in web)
    assert all(c.sends is None for c in cases if not c.web)
    assert all(c.id.startswith("heldout_v5#") for c in cases)


def test_the_sixth_held_out_corpus_is_native_and_uses_the_platform_dialog_ids() -> None:
    # Two Android apps' native screens, built before any change made after the fifth
    # corpus; its figures are reported, never pinned.
    folder = Path(__file__).parent / "heldout_v6"
    cases = load_corpus(sorted(folder.glob("*.yaml")))
    assert len(cases) == 540 and {c.language for c in cases} == set(SAFETY_LANGUAGES)
    assert Counter(c.irreversible for c in cases) == {True: 126, False: 414}
    assert Counter(c.language for c in cases) == {lang: 60 for lang in SAFETY_LANGUAGES}
    assert not any(c.web for c in cases)
    assert all(c.id.startswith("heldout_v6#") for c in cases)
    # A platform dialog's positive button keeps its id as a dump shows it.
    first = cases[0].observation.hierarchy or ""
    assert (
        "android:id/button1"
        in next(
            c.observation.hierarchy or ""
            for c in cases
            if "android:id/" in (c.observation.hierarchy or "")
        )
        and "com.example.app:id/thread_send_message" in first
    )


def test_a_web_case_that_says_what_it_sends_is_judged_by_its_requests(tmp_path: Path) -> None:
    corpus = tmp_path / "web.yaml"
    corpus.write_text(
        """
- category: delete
  web: true
  screen:
    title: Rex
    items: [{button: Delete}, {button: Save}, {button: Delete now}]
  cases:
    - {tap: Delete, irreversible: false, sends: []}
    - {tap: Save, irreversible: false, sends: ["PATCH /api/pets/4"]}
    - {tap: Delete now, irreversible: true, sends: ["DELETE http://api.example/pets/4"]}
    - {tap: Delete now, irreversible: true}
""",
        encoding="utf-8",
    )
    cases = load_corpus([corpus])
    assert [(c.web, c.sends) for c in cases][:2] == [(True, ()), (True, ("PATCH /api/pets/4",))]
    verdicts = [o.verdict for o in run_corpus(Policy(SafetyConfig(), APP), cases)]
    # Delete opens something and sends nothing: its words are recorded, not obeyed.
    assert verdicts[0].allowed and verdicts[0].detail["words"]["rule"] == "commit-label"
    assert [v.allowed for v in verdicts] == [True, False, False, False]
    assert verdicts[2].rule == "network" and verdicts[2].detail["requests"] == [
        "DELETE http://api.example/pets/4"
    ]
    assert verdicts[3].rule == "commit-label"  # what it sends is unknown: the words decide

    def policy(text: str) -> Policy:
        path = tmp_path / "policy.yaml"
        path.write_text(text, encoding="utf-8")
        return Policy(SafetyConfig(policy_files=[path]), APP)

    words = run_corpus(policy("requests_decide: false\n"), cases)
    assert [o.verdict.allowed for o in words] == [False, True, False, False]
    allowed = policy("allow_requests: [{origin: 'http://api.example', methods: [DELETE]}]\n")
    assert [o.verdict.allowed for o in run_corpus(allowed, cases)] == [True, False, True, False]
    sandbox = run_corpus(policy("sandbox: true\n"), cases)
    assert all(o.verdict.allowed for o in sandbox)


def test_the_seventh_held_out_corpus_is_web_and_states_request_bodies() -> None:
    # A publication's membership portal and comments, built before the request layer
    # read bodies; its figures are reported, never pinned.
    folder = Path(__file__).parent / "heldout_v7"
    cases = load_corpus(sorted(folder.glob("*.yaml")))
    assert len(cases) == 288 and {c.language for c in cases} == set(SAFETY_LANGUAGES)
    assert Counter(c.irreversible for c in cases) == {True: 63, False: 225}
    assert Counter(c.language for c in cases) == {lang: 32 for lang in SAFETY_LANGUAGES}
    assert all(c.web and c.sends is not None for c in cases)
    assert all(len(c.bodies) == len(c.sends or ()) for c in cases)
    assert sum(any(b is not None for b in c.bodies) for c in cases) == 162
    assert all(c.id.startswith("heldout_v7#") for c in cases)


def test_a_web_case_can_state_the_body_of_each_request(tmp_path: Path) -> None:
    corpus = tmp_path / "bodies.yaml"
    corpus.write_text(
        """
- category: publish
  web: true
  screen:
    title: Spring launch
    items: [{button: Keep as draft}, {button: Go live}]
  cases:
    - tap: Keep as draft
      irreversible: false
      sends:
        - GET /api/posts/42
        - {request: PATCH /api/posts/42, body: '{"title": "x", "_status": "draft"}'}
    - tap: Go live
      irreversible: true
      sends: [{request: PATCH /api/posts/42, body: '{"title": "x", "_status": "published"}'}]
""",
        encoding="utf-8",
    )
    cases = load_corpus([corpus])
    assert cases[0].sends == ("GET /api/posts/42", "PATCH /api/posts/42")
    assert cases[0].bodies == (None, '{"title": "x", "_status": "draft"}')
    verdicts = [o.verdict for o in run_corpus(Policy(SafetyConfig(), APP), cases)]
    assert verdicts[0].allowed and verdicts[0].detail["released"] == ["PATCH /api/posts/42 (draft)"]
    assert not verdicts[1].allowed and verdicts[1].detail["requests"] == ["PATCH /api/posts/42"]


def _checked_by_its_module(folder: Path) -> bool:
    module = folder.parent / f"test_{folder.name}.py"
    return module.exists() and "assert_built(FOLDER)" in module.read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "version",
    sorted(
        int(p.name[9:])
        for p in Path(__file__).parent.glob("heldout_v*")
        if p.is_dir() and not _checked_by_its_module(p)
    ),
)
def test_each_held_out_corpus_file_is_what_its_build_script_writes(version: int) -> None:
    # The header of every held-out file is its build script's docstring (sources, commits,
    # what was labelled how): a corpus edited by hand, or a script changed without
    # rebuilding, shows here, or in its own module's ``assert_built`` (checked once).
    assert_built(Path(__file__).parent / f"heldout_v{version}")


def test_a_pages_confirm_is_written_with_chromes_buttons_and_its_navigations_are_writes(
    tmp_path: Path,
) -> None:
    corpus = tmp_path / "confirm.yaml"
    link = "GET /admin.php?adminModule=comments&adminAction=delete&id=7"
    corpus.write_text(
        f"""
- category: delete
  language: es
  web: true
  screen:
    dialog: {{message: '¿Seguro que quiere borrar el comentario 7?'}}
    items: [{{button: Aceptar}}, {{button: Cancelar}}]
  cases:
    - {{tap: Aceptar, irreversible: true, sends: [{{request: "{link}", via: link}}]}}
    - {{tap: Cancelar, irreversible: false, sends: []}}
- category: delete
  language: es
  web: true
  screen:
    dialog: {{title: Borrar, message: '¿Seguro?'}}
    items: [{{button: Aceptar}}, {{button: Cancelar}}]
  cases:
    - {{tap: Aceptar, irreversible: true, sends: [{{request: "{link}", via: link}}]}}
""",
        encoding="utf-8",
    )
    cases = load_corpus([corpus])
    assert [c.confirmed for c in cases] == [True, False, False]  # a titled one is the page's
    let_through = Verdict(True, "")
    assert cases[0].navigations(let_through) == (link,)
    assert cases[2].navigations(let_through) == ()
    verdicts = [o.verdict for o in run_corpus(Policy(SafetyConfig(), APP), cases)]
    assert verdicts[0].rule == "network" and verdicts[0].detail["requests"] == [link]


def test_a_navigation_after_a_tap_the_words_call_a_commit_is_a_write(tmp_path: Path) -> None:
    corpus = tmp_path / "dialog.yaml"
    yes = "GET /compta/facture/card.php?facid=7&action=confirm_delete&confirm=yes&token=5f2b"
    edit = "GET /compta/facture/card.php?facid=7&action=edit"
    corpus.write_text(
        f"""
- category: delete
  language: en
  web: true
  screen:
    title: Invoice FA2501-0012
    dialog: {{title: Delete invoice, message: 'Are you sure you want to delete this invoice?'}}
    items: [{{button: 'Yes'}}, {{button: 'No'}}]
  cases:
    - {{tap: 'Yes', irreversible: true, sends: [{{request: "{yes}", via: link}}]}}
    - {{tap: 'No', irreversible: false, sends: []}}
- category: reversible
  language: en
  web: true
  screen:
    title: Invoice FA2501-0012
    items: [{{button: Modify}}, {{button: Delete}}]
  cases:
    - {{tap: Modify, irreversible: false, sends: [{{request: "{edit}", via: link}}]}}
""",
        encoding="utf-8",
    )
    cases = load_corpus([corpus])
    assert not any(c.confirmed for c in cases)
    verdicts = [o.verdict for o in run_corpus(Policy(SafetyConfig(), APP), cases)]
    # The dialog's Yes: its words call it a commit, so the page load it causes writes,
    # though its token is named plain ``token``.
    assert verdicts[0].rule == "network" and verdicts[0].detail["requests"] == [yes]
    assert cases[0].navigations(Verdict(False, "")) == (yes,)
    assert verdicts[1].allowed and verdicts[2].allowed  # No sends nothing; Modify reads


def test_a_corpus_s_hidden_token_values_come_from_its_forms_bodies(tmp_path: Path) -> None:
    corpus = tmp_path / "links.yaml"
    token = "5c0d8a3f1e7b29c4d6a8e0f2b4c6d8e0a1b3c5d7"
    public = f"GET /admin/shaare/visibility?token={token}&id=12"
    corpus.write_text(
        f"""
- category: publish
  language: en
  web: true
  screen:
    title: Shaarli
    items: [{{link: Set public}}, {{button: Save}}]
  cases:
    - {{tap: Set public, irreversible: true, sends: [{{request: "{public}", via: link}}]}}
    - tap: Save
      irreversible: false
      sends: [{{request: POST /admin/shaare, body: "token={token}&id=", via: form}}]
""",
        encoding="utf-8",
    )
    cases = load_corpus([corpus])
    assert cases[0].hidden == frozenset({token})  # "12" and the empty id are no tokens
    verdict = run_corpus(Policy(SafetyConfig(), APP), cases)[0].verdict
    assert verdict.rule == "network" and verdict.detail["requests"] == [public]
