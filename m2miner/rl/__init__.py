"""The RL bridge: task pools from mined trajectories, a Gymnasium environment over any
device, and the GRPO objective. Heavy imports (gymnasium, torch) happen in the modules
that need them, never here."""
