"""Safety policy benchmark: the pinned corpus, the held-out corpus and the bundled sim tasks.

Runs the default policy over the corpus the tests pin (``tests/safety/corpus*.yaml``:
labelled elements and actions, irreversible or not, in nine languages), over the
held-out corpus (``tests/safety/heldout/*.yaml``: real apps' wordings and transcribed
screens, assembled before the layers were written) and over the second held-out corpus
(``tests/safety/heldout_v2/*.yaml``: a commerce dashboard's screens in nine languages,
built from its translation files before any later change and never used to change the
policy), and over the third (``tests/safety/heldout_v3/*.yaml``: a content management
admin's screens in nine languages, built the same way from another app before the
policy was changed for the second's false blocks), and over the fourth
(``tests/safety/heldout_v4/*.yaml``: a third admin app's screens, built before the request
rule became the default on web devices), and over the fifth
(``tests/safety/heldout_v5/*.yaml``: a data studio's screens, built before any change made
after the fourth), and over the sixth (``tests/safety/heldout_v6/*.yaml``: two Android
apps' native screens, built before any change made after the fifth), and over the seventh
(``tests/safety/heldout_v7/*.yaml``: a publication's membership portal and comments, each
action with the bodies its requests send, built before the request layer read bodies),
and over the eighth (``tests/safety/heldout_v8/*.yaml``: a Mastodon web client's screens
with the bodies they send) and the ninth (``tests/safety/heldout_v9/*.yaml``: two Android
apps' native screens), both built before any change made after the seventh, and over
the tenth (``tests/safety/heldout_v10/*.yaml``: a link aggregator's web screens with
their bodies, built before any change made after the ninth) and the eleventh
(``tests/safety/heldout_v11/*.yaml``: a messenger's and a password manager's native
screens, built before the native rules made after the ninth), and over the twelfth
and thirteenth (``tests/safety/heldout_v12/*.yaml``: a knowledge base's web screens, every
request a POST; ``tests/safety/heldout_v13/*.yaml``: a finance ledger's and an
authenticator's native screens), both built after the last change to the policy, and
over the fourteenth and fifteenth (``tests/safety/heldout_v14/*.yaml``: a web shop's
storefront, cart to payment; ``tests/safety/heldout_v15/*.yaml``: a phone app's and a
money app's native screens), also built after it, and over the sixteenth to nineteenth
(``tests/safety/heldout_v16`` to ``heldout_v19``: a messenger and a team chat, a Monero
wallet and a calendar, Mastodon and a Reddit client, a Bitcoin wallet and a loyalty-card
wallet, all native), and prints for each,
per category and per language, the share of irreversible actions blocked (goal: all on the
pinned corpus, 98% held out) and the share of harmless ones blocked (goal: at most 3%),
then every miss, and at the end every corpus judged with the hand-written term lists
alone and with the lists derived from translation catalogs (``--no-derived`` judges the
detailed tables without them). A case of a web page that says what its action sends is
judged as a web device judges it: blocked when the request guard would hold back one of
its requests, whatever its words (``m2miner.testing.safety_corpus.run_corpus``).
Then, for every
bundled sim task, whether its reference solution passes the default policy and the
sandbox policy (each step checked on the screen it is taken on), next to the task's
``irreversible`` metadata.

With ``--model-check`` it also mines sim trees with the model check on (a scripted model
that answers "no", so the search goes where it would without it) and prints, per tree,
how many actions the device performed, how many the check put to the model, and how
many of those the cache answered: the model check's cost in calls per tree.

With ``--groups`` it also pools the corpora by the group they were built in
(``bench/safety_groups.py``: README's table).

With ``--model-accuracy P [P ...]`` it also prints, for every corpus, what a model check
right with probability P would add (``bench/safety_model.py``): the actions the check
would ask about, the policy's figures alone, and with the simulated answers (a median over
``--seeds`` draws, with the range), then the same with the model also releasing the
blocks of the words and the structure (``safety.model_check_release``); with
``--release-critical T`` a third table adds a critical term's block on a native full
screen or menu entry (``safety.model_check_release_critical``). No model is measured: P is
stated, not found. With ``--model-config FILE`` it asks the real model
that FILE's ``[safety] model_check`` names every one of those questions instead
(``bench/safety_real.py``) and prints how many it got right and the figures it gives.

    python bench/safety.py                 # both tables
    python bench/safety.py --no-tasks      # the corpora only
    python bench/safety.py --no-tasks --model-check   # and the model check's calls
    python bench/safety.py --no-tasks --model-accuracy 0.9 0.99   # what a model would add
    python bench/safety.py --no-tasks --groups --model-accuracy 0.9 0.95 0.99 1 \
        --release-critical 0.01                                # README's table
    python bench/safety.py --no-tasks --only v43 --model-config check.toml   # a real one
    python bench/safety.py --no-tasks --policy examples/policies/mastodon.yaml  # with an app's file

With ``--web N`` it also drives the test web app (``tests/webapp``) in Chromium through a
local Appium server for N rounds (tap the first item, which loads a new page; Back) and
prints actions per second with no safety wrapper, with the request guard armed by a
script before each action (and its log read after), and with it installed once per
start in every document through DevTools (and its log read after each action).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from safety_groups import group_rows
from safety_model import accuracy_header, accuracy_rows, asked
from safety_real import measured_header, measured_row

from m2miner.config import SafetyConfig, load_config
from m2miner.devices.base import AppTarget
from m2miner.devices.sim import all_tasks
from m2miner.errors import ConfigError
from m2miner.safety.model_check import ModelCheck, shared_check
from m2miner.safety.policy import Policy
from m2miner.safety.request_check import template
from m2miner.safety.sim_tasks import solution_blocks
from m2miner.testing.safety_corpus import PACKAGE, Outcome, load_corpus, run_corpus

MODEL_HEAD = "simulated: no model could be measured"
MODEL_SOURCE = (
    "each question the check would ask (per app, layout and element) is answered right "
    "with probability P, independently; figures are medians over the seeds, with the range"
)
REAL_SOURCE = (
    "every question asked once (the check's cache), as text alone (the corpora hold no "
    "screenshots); right: the answers that match the case's label (a request: irreversible "
    "when a commit of the corpus sends its key); unreadable answers block"
)
RELEASE_SOURCE = (
    "a block of the words is asked too unless it is a critical term, a policy file's deny "
    "or a screen that cannot be checked, and on web pages so are the requests held after a "
    "tap the words call a commit; each no releases, as a model whose every no is below the "
    "threshold would"
)
CRITICAL_SOURCE = (
    "as the table above, and a critical term's block on a native full screen or a popup's "
    "or sheet's menu entry (not a dialog's button, not a web page) is asked too; each no "
    "releases"
)

TESTS = Path(__file__).parent.parent / "tests" / "safety"
CORPUS = sorted(TESTS.glob("corpus*.yaml"))
HELD_OUT = ("", *sorted((p.name[8:] for p in TESTS.glob("heldout_v*") if p.is_dir()),
                        key=lambda v: int(v[1:])))  # fmt: skip
"""The held-out corpora, oldest first: ``tests/safety/heldout`` and ``heldout_<version>``
(every ``heldout_v<n>`` folder there is one)."""


def held_out_files(version: str) -> list[Path]:
    return sorted((TESTS / "_".join(filter(None, ("heldout", version)))).glob("*.yaml"))


def share(part: int, whole: int) -> str:
    return f"{part}/{whole} ({100 * part / whole:.1f}%)" if whole else "-"


def corpus_table(outcomes: list[Outcome], key: str) -> list[str]:
    groups: dict[str, list[Outcome]] = defaultdict(list)
    for o in outcomes:
        groups[getattr(o.case, key)].append(o)
    rows = [f"| {key} | cases | irreversible blocked | harmless blocked |", "|---|---:|---:|---:|"]
    for name in sorted(groups, key=lambda g: -len(groups[g])):
        rows.append(_row(name, groups[name]))
    rows.append(_row("**all**", outcomes))
    return rows


def _row(name: str, outcomes: list[Outcome]) -> str:
    bad = [o for o in outcomes if o.case.irreversible]
    good = [o for o in outcomes if not o.case.irreversible]
    caught = sum(not o.verdict.allowed for o in bad)
    false = sum(not o.verdict.allowed for o in good)
    return f"| {name} | {len(outcomes)} | {share(caught, len(bad))} | {share(false, len(good))} |"


def harmless_split(outcomes: list[Outcome]) -> str:
    """The harmless actions blocked, by why: a web action the request guard held back
    for a write it sends (the request rule's design: it cannot tell a harmless write
    from a commit), one that sends no write (a false block of the words or screen), and
    one judged by its words alone (native, or a web case that does not say)."""
    blocked = [o for o in outcomes if not o.case.irreversible and not o.verdict.allowed]
    held = [o for o in blocked if o.verdict.rule == "network" and o.verdict.detail.get("requests")]
    web = [o for o in blocked if o not in held and o.case.sends is not None]
    words = len(blocked) - len(held) - len(web)
    return (
        f"harmless blocked: {len(blocked)} = {len(held)} writes held back by the request "
        f"guard + {len(web)} web actions that send no write + {words} judged by their words"
    )


def misses(outcomes: list[Outcome]) -> list[str]:
    lines = []
    for o in outcomes:
        if o.correct:
            continue
        what = "let through" if o.case.irreversible else "blocked"
        why = f" ({o.verdict.rule}: {o.verdict.reason})" if not o.verdict.allowed else ""
        lines.append(f"- {what}: `{o.case.id}` [{o.case.category}, {o.case.language}]{why}")
    return lines


def task_table() -> list[str]:
    rows = [
        "| task | length | irreversible | default | sandbox |",
        "|---|---:|:---:|---|:---:|",
    ]
    counts = {"default": 0, "sandbox": 0, "agree": 0}
    tasks = all_tasks()
    for task in tasks:
        default = solution_blocks(task, SafetyConfig())
        sandbox = solution_blocks(task, SafetyConfig(sandbox=True))
        counts["default"] += not default
        counts["sandbox"] += not sandbox
        counts["agree"] += bool(default) == task.irreversible
        why = "yes" if not default else f"no: {default[0].rule} ({default[0].element_text})"
        rows.append(
            f"| {task.id} | {task.length} | {'yes' if task.irreversible else ''} | {why} | "
            f"{'yes' if not sandbox else 'no'} |"
        )
    n = len(tasks)
    rows += [
        "",
        f"minable under the default policy: {share(counts['default'], n)}; under the sandbox "
        f"policy: {share(counts['sandbox'], n)}; blocked exactly where the metadata says "
        f"irreversible: {share(counts['agree'], n)}",
    ]
    return rows


MODEL_CHECK_TASKS = (
    "contacts.call_alice",
    "maps.open_saved",
    "shop.place_order_next_day",
    "shop.checkout_express_paypal",
    "settings.dark_timeout_saver_airplane",
)


def model_check_table(iterations: int, toggles: bool = False) -> list[str]:
    """Mine one tree per task with the model check on (asking about every switch with
    ``toggles``); the check's calls per tree."""
    from m2miner.config import load_config
    from m2miner.mining.plan import MineRequest
    from m2miner.mining.run import mine
    from m2miner.safety.model_check import shared_check

    rows = [
        "| task | device steps | asked | model calls | cache hits | blocked by it |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    totals = [0, 0, 0, 0, 0]
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        (folder / "no.json").write_text('{"replies": ["no"], "cycle": true}', encoding="utf-8")
        (folder / "m.toml").write_text(
            f'[[models]]\nname = "guard"\nbackend = "scripted"\nmodel = "{folder / "no.json"}"\n'
            f'[safety]\nmodel_check = "guard"\nmodel_check_toggles = {str(toggles).lower()}\n',
            encoding="utf-8",
        )
        for i, task in enumerate(MODEL_CHECK_TASKS):
            overrides = {
                "store.data_dir": str(folder / f"data{i}"),
                "budget.iterations": iterations,
            }
            config = load_config(folder / "m.toml", overrides, environ={})
            entry = config.safety.model_check_entry
            assert entry is not None
            check = shared_check(entry)
            calls, hits = check.calls, check.hits
            report = mine(config, MineRequest(app=task.split(".")[0], task_ids=[task]))
            (tree,) = report.outcomes
            row = [
                tree.usage.device_steps,
                check.calls - calls + check.hits - hits,
                check.calls - calls,
                check.hits - hits,
                tree.blocked.get("model-check", 0),
            ]
            totals = [a + b for a, b in zip(totals, row, strict=True)]
            rows.append(f"| {task} | " + " | ".join(map(str, row)) + " |")
    rows.append("| **all** | " + " | ".join(map(str, totals)) + " |")
    return rows


def _rounds(device: Any, rounds: int) -> float:
    """Actions per second over ``rounds`` of: observe, tap the first item, observe, Back."""
    from m2miner.actions import Action

    actions = 0
    start = time.perf_counter()
    for _ in range(rounds):
        obs = device.observe()
        [item] = [
            el for el in ET.fromstring(obs.hierarchy).iter() if el.get("resource-id") == "item-0"
        ]
        x1, y1, x2, y2 = (
            int(v) for v in item.get("bounds", "")[1:-1].replace("][", ",").split(",")
        )
        device.execute(Action("click", x=(x1 + x2) // 2, y=(y1 + y2) // 2))
        device.observe()
        device.execute(Action("system_button", button="Back"))
        actions += 2
    return actions / (time.perf_counter() - start)


def web_table(rounds: int, repeats: int = 4) -> list[str]:
    """Actions per second on the test web app, without and with the request guard: the
    three ways take turns ``repeats`` times (the shared machine's load drifts), and the
    median and range are printed; then the time of one guard script in the page."""
    from m2miner.config import DeviceConfig
    from m2miner.devices.appium import AppiumDevice
    from m2miner.devices.appium_server import appium_server, static_server
    from m2miner.safety.network import DRAIN_SCRIPT, GUARD_SCRIPT, NetworkRules
    from m2miner.safety.wrapper import SafeDevice

    ways = (
        ("none (no safety wrapper)", None, "0"),
        ("armed before each action", False, "2"),
        ("installed once per start (DevTools)", True, "1"),
    )
    rates: dict[str, list[float]] = {name: [] for name, _, _ in ways}
    webapp = Path(__file__).parent.parent / "tests" / "webapp"
    with appium_server() as url, static_server(webapp) as site:
        config = DeviceConfig.model_validate({"kind": "appium", "settle_timeout_s": 3.0})
        backend = AppiumDevice(url, config=config, domain="web")
        app = AppTarget(name="cafe", url=f"{site}/index.html")
        try:
            for _ in range(repeats):
                for name, inject, _ in ways:
                    device: Any = backend
                    if inject is not None:
                        device = SafeDevice(backend, Policy(SafetyConfig(), app))
                        device.inject_guard = inject
                    device.start_app(app)
                    _rounds(device, 1)  # warm: the pages are cached, the session settled
                    rates[name].append(_rounds(device, rounds))
            args = NetworkRules().script_args()
            script_ms = {
                "arm": _script_ms(backend, GUARD_SCRIPT, args),
                "read": _script_ms(backend, DRAIN_SCRIPT),
            }
        finally:
            backend.close()
    rows = [
        "| request guard | scripts per action | actions/s (median) | range |",
        "|---|---:|---:|---:|",
    ]
    for name, _, scripts in ways:
        got = sorted(rates[name])
        median = got[len(got) // 2] if len(got) % 2 else sum(got[len(got) // 2 - 1 :][:2]) / 2
        rows.append(f"| {name} | {scripts} | {median:.2f} | {got[0]:.2f}-{got[-1]:.2f} |")
    rows += [
        "",
        f"one guard script in the page through Appium: arm {script_ms['arm']:.1f} ms, "
        f"read the log {script_ms['read']:.1f} ms (median of 40)",
    ]
    return rows


def _script_ms(device: Any, script: str, *args: Any) -> float:
    times = []
    for _ in range(40):
        start = time.perf_counter()
        device.execute_script(script, *args)
        times.append(1000 * (time.perf_counter() - start))
    return sorted(times)[20]


def terms_table(corpora: list[tuple[str, list[Path]]], files: list[Path]) -> list[str]:
    """Every corpus judged with the hand-written term lists alone and with the lists
    derived from a translation catalog added (``safety.derived_terms``), side by side."""
    policies = [
        Policy(SafetyConfig(policy_files=files, derived_terms=derived), AppTarget("app", PACKAGE))
        for derived in (False, True)
    ]
    rows = [
        "| corpus | irreversible blocked, hand lists | with derived | "
        "harmless blocked, hand lists | with derived |",
        "|---|---:|---:|---:|---:|",
    ]
    for name, paths in corpora:
        if not paths:
            continue
        cases = load_corpus(paths)
        caught, false = [], []
        for policy in policies:
            outcomes = run_corpus(policy, cases)
            bad = [o for o in outcomes if o.case.irreversible]
            good = [o for o in outcomes if not o.case.irreversible]
            caught.append(share(sum(not o.verdict.allowed for o in bad), len(bad)))
            false.append(share(sum(not o.verdict.allowed for o in good), len(good)))
        rows.append(f"| {name} | {caught[0]} | {caught[1]} | {false[0]} | {false[1]} |")
    return rows


def _endpoints(cases: list[Any], irreversible: bool) -> set[tuple[str, str]]:
    """(method, path template) of every request the cases of one label send."""
    return {
        (request.partition(" ")[0], template(request.partition(" ")[2]))
        for case in cases
        if case.irreversible is irreversible
        for request in case.sends or ()
    }


def reach_table(corpora: list[tuple[str, list[Path]]], files: list[Path]) -> list[str]:
    """Every web corpus judged once more with a policy file that allows each endpoint
    (method and path template, as ``m2miner safety requests --policy-draft`` writes them)
    its harmless actions send and none of its irreversible ones does: the most a
    per-app policy file by path can take off, drafted by someone who knows every label."""
    rows = [
        "| corpus | harmless blocked | with the drafted file | irreversible blocked with it | "
        "harmless writes on an endpoint an irreversible one shares |",
        "|---|---:|---:|---:|---:|",
    ]
    target = AppTarget("app", PACKAGE)
    for name, paths in corpora:
        cases = [c for c in load_corpus(paths) if c.web] if paths else []
        if not cases:
            continue
        shared = _endpoints(cases, True)
        allowed = sorted(_endpoints(cases, False) - shared)
        with tempfile.TemporaryDirectory() as folder:
            drafted = Path(folder) / "policy.yaml"
            entries = [
                f"  - {{origin: '*', methods: [{m}], paths: [{json.dumps(t)}]}}" for m, t in allowed
            ]
            drafted.write_text("apps: []\nallow_requests:\n" + "\n".join(entries) + "\n")
            with_file = Policy(SafetyConfig(policy_files=[*files, drafted]), target)
            after = run_corpus(with_file, cases)
        before = run_corpus(Policy(SafetyConfig(policy_files=files), target), cases)
        good = [o for o in before if not o.case.irreversible]
        good_after = [o for o in after if not o.case.irreversible]
        bad_after = [o for o in after if o.case.irreversible]
        stuck = [
            o for o in good
            if o.case.sends and {(r.partition(" ")[0], template(r.partition(" ")[2]))
                                 for r in o.case.sends} & shared
        ]  # fmt: skip
        rows.append(
            f"| {name} | {share(sum(not o.verdict.allowed for o in good), len(good))} "
            f"| {share(sum(not o.verdict.allowed for o in good_after), len(good_after))} "
            f"| {share(sum(not o.verdict.allowed for o in bad_after), len(bad_after))} "
            f"| {len(stuck)} |"
        )
    return rows


def real_check(parser: argparse.ArgumentParser, path: Path) -> tuple[ModelCheck, str]:
    """The model check of the configuration at ``path``, and how to name its model."""
    try:
        config = load_config(path)
    except ConfigError as exc:
        parser.error(f"--model-config: {exc}")
    entry = config.safety.model_check_entry
    if entry is None:
        parser.error("--model-config: the file's [safety] model_check names no [[models]] entry")
    return shared_check(entry), f"{entry.name!r} ({entry.backend}, {entry.model})"


def report(name: str, outcomes: list[Outcome]) -> None:
    languages = sorted({o.case.language for o in outcomes})
    print(f"## {name}: {len(outcomes)} labelled actions, {len(languages)} languages\n")
    print("\n".join(corpus_table(outcomes, "category")))
    print()
    print("\n".join(corpus_table(outcomes, "language")))
    print(f"\n{harmless_split(outcomes)}")
    print("\nWrong verdicts:\n")
    print("\n".join(misses(outcomes)) or "(none)")
    print()


def simulated(
    head: str,
    sources: str,
    policy: Policy,
    judged: Sequence[tuple[str, list[Outcome]]],
    accuracies: Sequence[float],
    seeds: int,
    release: str | None = None,
) -> dict[str, Any]:
    """Print one table of a simulated model check (releasing the blocks ``release`` names
    where given) and return each corpus's questions."""
    print(f"\n## {head} ({release + '; ' if release else ''}{MODEL_HEAD})\n")
    print(f"{sources}\n")
    print("\n".join(accuracy_header(accuracies)))
    found: dict[str, Any] = {}
    for name, outcomes in judged:
        found[name] = asked(policy, outcomes, release=release is not None)
        print(accuracy_rows(name, policy, outcomes, accuracies, seeds, release is not None,
                            found[name]))  # fmt: skip
    return found


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", nargs="*", type=Path, default=CORPUS, help="corpus files")
    for version in HELD_OUT:
        flag = "-".join(filter(None, ("--heldout", version)))
        parser.add_argument(flag, nargs="*", type=Path, default=held_out_files(version),
                            help=f"held-out corpus {version or 'v1'} files")  # fmt: skip
    parser.add_argument("--only", nargs="+", default=None, metavar="NAME",
                        help="judge only these corpora: pinned, v1, v2, ... (a flag above "
                        "given with no file selects none)")  # fmt: skip
    parser.add_argument("--reach", action="store_true",
                        help="also judge each web corpus with a policy file allowing every "
                        "endpoint only its harmless actions send")  # fmt: skip
    parser.add_argument("--policy", nargs="*", type=Path, default=[], metavar="FILE",
                        help="app policy files to judge the corpora with")  # fmt: skip
    parser.add_argument("--derived", action=argparse.BooleanOptionalAction, default=True,
                        help="judge the corpora with the derived term lists too")  # fmt: skip
    parser.add_argument("--tasks", action=argparse.BooleanOptionalAction, default=True,
                        help="also check every bundled sim task")  # fmt: skip
    parser.add_argument("--model-check", action="store_true",
                        help="also count the model check's calls on mined sim trees")  # fmt: skip
    parser.add_argument("--web", type=int, default=0, metavar="N",
                        help="also time N rounds on the test web app, guarded or not")  # fmt: skip
    parser.add_argument("--model-accuracy", nargs="+", type=float, default=[], metavar="P",
                        help="also print what a simulated model check right with "
                        "probability P would add (bench/safety_model.py)")  # fmt: skip
    parser.add_argument("--model-config", type=Path, default=None, metavar="FILE",
                        help="also ask the real model that FILE's [safety] model_check names "
                        "every question of every corpus (bench/safety_real.py)")  # fmt: skip
    parser.add_argument("--release-threshold", type=float, default=0.05, metavar="T",
                        help="p(yes) at or below which --model-config's model releases a "
                        "block (safety.model_check_release)")  # fmt: skip
    parser.add_argument("--release-critical", type=float, default=0.0, metavar="T",
                        help="also release a critical term's block on a native full screen "
                        "or menu entry (safety.model_check_release_critical): a third "
                        "simulated table and groups column, and --model-config's threshold "
                        "for them")  # fmt: skip
    parser.add_argument("--toggles", action="store_true",
                        help="the simulated and measured model checks and --model-check ask "
                        "about every switch too (safety.model_check_toggles)")  # fmt: skip
    parser.add_argument("--groups", action="store_true",
                        help="also pool the corpora by the group they were built in, with "
                        "how many meet both goals at each --model-accuracy "
                        "(bench/safety_groups.py)")  # fmt: skip
    parser.add_argument("--seeds", type=int, default=20,
                        help="simulated model's draws per --model-accuracy figure")  # fmt: skip
    parser.add_argument("--iterations", type=int, default=40,
                        help="search iterations per tree for --model-check")  # fmt: skip
    args = parser.parse_args(argv)
    if not 0 <= args.release_critical < 1:
        parser.error("--release-critical: a probability, from 0 to below 1")
    config = SafetyConfig(policy_files=list(args.policy), derived_terms=args.derived)
    if args.toggles:  # the policy's verdicts are the same; the check asks about switches
        config = config.model_copy(update={"model_check": "check", "model_check_toggles": True})
    policy = Policy(config, AppTarget("app", PACKAGE))
    critical_policy = None  # the policy whose blocks of critical terms a model may release
    if args.release_critical:
        critical = config.model_copy(
            update={"model_check": "check", "model_check_release_critical": args.release_critical}
        )
        critical_policy = Policy(critical, AppTarget("app", PACKAGE))
    given = (
        "Pinned corpus"
        if args.corpus == CORPUS
        else "Corpus " + ", ".join(f.name for f in args.corpus)
    )
    corpora = [(given, args.corpus)] + [
        (" ".join(filter(None, ("Held-out corpus", version))),
         getattr(args, "_".join(filter(None, ("heldout", version)))))
        for version in HELD_OUT
    ]  # fmt: skip
    if args.only is not None:
        known = ["pinned", *(version or "v1" for version in HELD_OUT)]
        if unknown := sorted(set(args.only) - set(known)):
            parser.error(f"--only: no corpus {', '.join(unknown)} (known: {' '.join(known)})")
        corpora = [c for c, name in zip(corpora, known, strict=True) if name in args.only]
    judged = []
    for name, files in corpora:
        if files:
            judged.append((name, run_corpus(policy, load_corpus(files))))
            report(*judged[-1])
    print("## Hand-written term lists alone, and with the derived ones\n")
    print("\n".join(terms_table(corpora, list(args.policy))))
    if args.reach:
        print("\n## What a per-app policy file by path can reach (drafted knowing every label)\n")
        held_out = [c for c in corpora if c[0] != given]
        print("\n".join(reach_table(held_out, list(args.policy))))
    released: dict[str, Any] = {}  # each corpus's questions with release, found once
    critical_asked: dict[str, Any] | None = None
    if args.model_accuracy:
        if not all(0 <= a <= 1 for a in args.model_accuracy):
            parser.error("--model-accuracy: each P is a probability, from 0 to 1")
        sources = f"P: given by --model-accuracy; seeds: {args.seeds} (--seeds); {MODEL_SOURCE}"
        head = "What a model check right with probability P would add"
        simulated(head, sources, policy, judged, args.model_accuracy, args.seeds)
        head = "The same model releasing blocks of the words and the structure"
        key = "safety.model_check_release"
        again = f"P and seeds as above; {RELEASE_SOURCE}"
        released = simulated(head, again, policy, judged, args.model_accuracy, args.seeds, key)
        if critical_policy is not None:
            head = "The same model releasing critical terms' blocks on full screens and menus too"
            again, key = f"P and seeds as above; {CRITICAL_SOURCE}", key + "_critical"
            critical_asked = simulated(
                head, again, critical_policy, judged, args.model_accuracy, args.seeds, key
            )
    if args.groups:
        print("\n## Every corpus pooled by the group it was built in\n")
        rows = group_rows(judged, policy, args.model_accuracy, args.seeds, released,
                          critical_asked)  # fmt: skip
        print("\n".join(rows))
    if args.model_config is not None:
        check, named = real_check(parser, args.model_config)
        print(f"\n## The model check with {named} (measured; bench/safety_real.py)\n")
        print(f"{REAL_SOURCE}\n")
        print("\n".join(measured_header(args.release_threshold)))
        for name, outcomes in judged:
            row = measured_row(name, critical_policy or policy, outcomes, check,
                               args.release_threshold, args.release_critical)  # fmt: skip
            print(row, flush=True)
    if args.tasks:
        print("\n## Bundled sim tasks: reference solutions through the policy\n")
        print("\n".join(task_table()))
    if args.model_check:
        head = f"{args.iterations} iterations, one tree a task"
        print(f"\n## The model check's calls per tree ({head})\n")
        print("\n".join(model_check_table(args.iterations, args.toggles)))
    if args.web:
        what = f"{args.web} rounds of tap and Back, 4 turns each"
        print(f"\n## The web request guard's cost ({what})\n")
        print("\n".join(web_table(args.web)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
