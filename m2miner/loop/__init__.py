"""Progressive model-in-the-loop: mine a stage, export everything mined so far, fine-tune
the InferAgent and JudgeAgent models, mine the next stage with them.

Start at :func:`run_loop` (what ``m2miner loop`` runs) with :class:`LoopOptions`, and
:func:`loop_status` (``m2miner loop status``). The loop's state is the ``rounds`` table:
one row per stage, so an interrupted loop resumes at the step it was in.
"""

from m2miner.loop.events import LoopEvent
from m2miner.loop.options import LoopOptions
from m2miner.loop.run import LoopReport, default_out, new_name, run_loop, stored_options
from m2miner.loop.status import LoopStatus, RoundView, loop_status

__all__ = [
    "LoopEvent",
    "LoopOptions",
    "LoopReport",
    "LoopStatus",
    "RoundView",
    "default_out",
    "loop_status",
    "new_name",
    "run_loop",
    "stored_options",
]
