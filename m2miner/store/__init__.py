"""The store: SQLAlchemy models, the repository API and the content-addressed blob store.

Open it with ``Store.open("sqlite:///m2miner-data/m2miner.db")`` (or a plain path); see
:mod:`m2miner.store.repository`.
"""

from m2miner.store.records import (
    GroupStats,
    IntentRecord,
    Judgement,
    LoadedTree,
    ModelCallRecord,
    NewIntent,
    NewModelCall,
    NewNode,
    NodeRecord,
    NodeValue,
    RoundRecord,
    RunRecord,
    RunSummary,
    ScreenRef,
    StoreStats,
    TrainingRunRecord,
    TreeCounters,
    TreeRecord,
)
from m2miner.store.repository import Store
from m2miner.store.screenshots import ScreenshotStore, content_hash

__all__ = [
    "GroupStats",
    "IntentRecord",
    "Judgement",
    "LoadedTree",
    "ModelCallRecord",
    "NewIntent",
    "NewModelCall",
    "NewNode",
    "NodeRecord",
    "NodeValue",
    "RoundRecord",
    "RunRecord",
    "RunSummary",
    "ScreenRef",
    "ScreenshotStore",
    "Store",
    "StoreStats",
    "TrainingRunRecord",
    "TreeCounters",
    "TreeRecord",
    "content_hash",
]
