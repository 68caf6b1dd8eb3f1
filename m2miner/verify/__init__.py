"""Verifying judged successes: verifiers on the device, and terminal checks without one.

A :class:`~m2miner.verify.base.Verifier` checks an intent on the device when one of its
trajectories ends (a sim task's predicate, a JavaScript expression in a web page, an adb
shell command, a Python check from an entry point). Where an intent has none, the
configured terminal checks (``[verify]``: judge votes, a replay of the path) decide
whether a judged success stands. See docs/verification.md.
"""

from m2miner.verify.base import Check, Verdict, Verifier, run_verifier

__all__ = ["Check", "Verdict", "Verifier", "run_verifier"]
