"""The tree viewer and data review: ``m2miner view`` (a local web app), ``m2miner report``
(the same pages as static HTML) and the verdicts reviewers store.

:mod:`~m2miner.view.data` and :mod:`~m2miner.view.review` read the store without a web
framework; :mod:`~m2miner.view.server` (Flask, the ``view`` extra) and
:mod:`~m2miner.view.report` render :mod:`~m2miner.view.pages`.
"""
