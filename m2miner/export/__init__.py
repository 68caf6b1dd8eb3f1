"""Dataset export: stored trees -> SFT, action-description, preference and judge samples
for LLaMA-Factory, ms-swift, TRL and Hugging Face datasets (Parquet, images embedded),
AndroidControl episodes (JSON, optionally TFRecords), and tree graphs.

Start at :func:`export_dataset` (what ``m2miner export`` runs) and
:func:`mined_stats` (``m2miner stats``); :func:`load_trl_dataset` loads a TRL export
with its images, ready for a TRL trainer.
"""

from m2miner.export.options import (
    FORMATS,
    KINDS,
    ExportOptions,
    Format,
    Kind,
    ModelView,
    parse_choices,
    parse_mix,
)
from m2miner.export.run import ExportReport, KindReport, export_dataset
from m2miner.export.stats import MinedStats, mined_stats
from m2miner.export.trajectories import Selection, Trajectory, collect
from m2miner.export.trl_data import load_trl_dataset

__all__ = [
    "FORMATS",
    "KINDS",
    "ExportOptions",
    "ExportReport",
    "Format",
    "Kind",
    "KindReport",
    "MinedStats",
    "ModelView",
    "Selection",
    "Trajectory",
    "collect",
    "export_dataset",
    "load_trl_dataset",
    "mined_stats",
    "parse_choices",
    "parse_mix",
]
