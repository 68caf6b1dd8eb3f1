"""bench/safety.py's reach table: a policy file allowing every endpoint only harmless
actions send takes off their blocks and none of the irreversible ones', and counts the
harmless writes that share an endpoint with a commit."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

from tests.scripts import load_script

CORPUS = """\
- category: reversible
  language: en
  source: a post
  web: true
  screen:
    title: Spring tulips
    items:
    - button: Clap
    - button: Edit
    - button: Remove
    - button: Publish
  cases:
  - tap: Clap
    irreversible: false
    sends:
    - request: POST /api/posts/7/clap
  - tap: Edit
    irreversible: false
    sends:
    - request: POST /api/posts/7
      body: '{"title": "Tulips"}'
  - tap: Remove
    irreversible: true
    sends:
    - request: POST /api/posts/7
      body: '{"gone": true}'
  - tap: Publish
    irreversible: true
    sends:
    - request: POST /api/posts/7/publish
"""


def _bench() -> ModuleType:
    return load_script(Path(__file__).parents[2] / "bench" / "safety.py", "bench_safety")


def test_the_drafted_file_frees_harmless_only_endpoints_and_keeps_every_commit(
    tmp_path: Path,
) -> None:
    corpus = tmp_path / "posts.yaml"
    corpus.write_text(CORPUS, encoding="utf-8")
    [head, _rule, row] = _bench().reach_table([("Posts", [corpus])], [])
    assert head.startswith("| corpus | harmless blocked | with the drafted file |")
    # Clap's endpoint is only harmless: allowed. Edit shares POST /api/posts/* with
    # Remove: it stays held, and is counted. Both commits stay blocked.
    assert row == "| Posts | 2/2 (100.0%) | 1/2 (50.0%) | 2/2 (100.0%) | 1 |"
