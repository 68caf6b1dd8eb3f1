"""The four-hundred-and-twenty-third held-out corpus, Webmin (a Perl control panel whose
server-rendered pages post HTML forms with no anti-forgery field, load pages with GET forms
and links, and ask on confirmation pages): what it holds, that every action states its
requests in nine languages, and that its build script writes it. Its figures are reported by
bench/safety.py, never pinned here."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from urllib.parse import quote_plus

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v423"
CATEGORIES = {"reversible": 153, "harmless": 126, "opens-prompt": 90, "delete": 63,
              "delete-user": 45, "kill": 18, "reset": 9, "reboot": 9, "shutdown": 9,
              "execute": 9, "revoke": 9, "overwrite": 9, "uninstall": 9}  # fmt: skip
# A pressed submit button sends its words, which differ between languages.
NAMES = (
    "delete|disable|enable|delhome|confirmed|confirm|empty|dropdb|stop|start|restart|"
    "delboot|TERM|KILL|STOP|CONT|annosave|rollback"
)
BUTTON = re.compile(rf"(^|[?&])({NAMES})=[^&]*")


def plain(text: str | None) -> str | None:
    return None if text is None else BUTTON.sub(r"\1\2=*", text)


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v423", total=558, irreversible=189)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (
        c.category, c.irreversible, [plain(r) for r in c.sends or ()],
        [plain(b) for b in c.bodies], c.vias))  # fmt: skip
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Forms and page loads only, every path on the Webmin server itself.
    assert {v for _, _, v in sent} == {"form", "link"}
    assert all(r.split()[1].startswith("/") for r, _, _ in sent)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert all(b is None for r, b, _ in sent if r.startswith("GET "))
    # No form carries an anti-forgery token: Webmin checks the Referer header instead.
    assert not any("token" in (b or "") or "csrf" in (b or "").lower() for _, b, _ in sent)
    # The pressed button's words travel in the body, so bodies differ between languages.
    en, zh = ([b for c in cases if c.language == lang for b in c.bodies] for lang in ("en", "zh"))
    assert en != zh and [plain(b) for b in en] == [plain(b) for b in zh]
    assert ("POST /init/reboot.cgi", "confirm=" + quote_plus("重新启动系统")) in {
        (r, b) for c in cases if c.language == "zh" for r, b in zip(c.sends or (), c.bodies,
                                                                    strict=True)}  # fmt: skip
    commits = {(r, b) for c in cases if c.irreversible
               for r, b in zip(c.sends or (), c.bodies, strict=True)}  # fmt: skip
    harmless = {(r, b) for c in cases if not c.irreversible
                for r, b in zip(c.sends or (), c.bodies, strict=True)}  # fmt: skip
    # A confirmation's first page is harmless; its confirmed post is the commit.
    assert ("POST /init/reboot.cgi", None) in harmless
    assert all(b and b.startswith("confirm=") for r, b in commits if r == "POST /init/reboot.cgi")
    mass = [b or "" for r, b in commits if r == "POST /useradmin/mass_delete_user.cgi"]
    assert mass and all(b.startswith("confirmed=1&d=") for b in mass)
    asking = [b or "" for r, b in harmless if r == "POST /useradmin/mass_delete_user.cgi"]
    assert all("confirmed" not in b for b in asking if "disable=1" not in b)
    # Terminating or killing a process commits; suspending and resuming do not.
    signals = {r.split("&")[-1].split("=")[0]: c.irreversible for c in cases
               for r in c.sends or () if r.startswith("GET /proc/kill_proc.cgi")}  # fmt: skip
    assert signals == {"TERM": True, "KILL": True, "STOP": False, "CONT": False}
    # Deleting cron jobs asks nothing; running one now commits; a session is ended by a link.
    assert any(r.startswith("POST /cron/delete_jobs.cgi") for r, _ in commits)
    assert ("GET /cron/exec_cron.cgi?idx=3", None) in commits
    assert any(r.startswith("GET /acl/delete_session.cgi?id=") for r, _ in commits)
    # Logging out, restarting Webmin and stopping a service are not commits.
    assert ("GET /session_login.cgi?logout=1", None) in harmless
    assert ("POST /webmin/restart.cgi", None) in harmless
    assert not any(r == "POST /init/mass_systemd.cgi" for r, _ in commits)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)
