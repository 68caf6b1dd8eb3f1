"""Rehearsing a campaign: faults injected on purpose, before real devices and models fail.

This is a product feature (``[faults]`` in the config, docs/reliability.md), and the one
place production code takes fault machinery from; test doubles live in
:mod:`m2miner.testing` and production never imports them.

- :mod:`~m2miner.rehearsal.faults`: :class:`~m2miner.rehearsal.faults.FaultyDevice`, the
  device wrapper that disconnects, drops actions, shows popups and slows screens at the
  ``faults.device`` rates (the device factory wraps every device in it when they are set);
- :mod:`~m2miner.rehearsal.fault_server`: an OpenAI-compatible server on 127.0.0.1 that
  answers with 5xx errors, timeouts, malformed or truncated text at the ``faults.model``
  rates, forwarding the rest upstream or to the
  :mod:`~m2miner.rehearsal.responder` (a run starts one per model server:
  :mod:`m2miner.mining.rehearsal`); ``python -m m2miner.rehearsal.fault_server`` runs it
  alone;
- :mod:`~m2miner.rehearsal.scripted`: :class:`~m2miner.rehearsal.scripted.ScriptedModel`,
  the ``scripted`` model backend, which answers from a file of replies and records what
  it was asked (a dry run's agents without a model server; the tests build it directly).
"""
