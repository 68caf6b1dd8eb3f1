"""The safety policy: every action a device is asked to perform is checked first.

- :mod:`m2miner.safety.normalize`: text in one form whatever its disguise;
- :mod:`m2miner.safety.terms`: the term lists (``terms/*.yaml``, nine languages);
- :mod:`m2miner.safety.context`: what an action lands on, its role and context;
- :mod:`m2miner.safety.structure`: what a screen states and which control is its primary
  action, read from layout and the shape of its texts; screens that say nothing;
- :mod:`m2miner.safety.policy`: :class:`~m2miner.safety.policy.Policy`, the checks;
- :mod:`m2miner.safety.model_check`: the optional model check (layer c) for what the
  policy allowed without certainty, cached per app, layout and element;
- :mod:`m2miner.safety.files`: per-app policy files (allow/deny rules, sandbox);
- :mod:`m2miner.safety.network`: the web page guard that holds back mutating requests;
- :mod:`m2miner.safety.wrapper`: :class:`~m2miner.safety.wrapper.SafeDevice`, the policy
  as a wrapper around every device backend.

docs/safety.md describes how it decides and where it can be wrong.
"""
