"""The RL bridge: task pools from mined trajectories, a Gymnasium environment over any
device, rollouts balanced across domains and kept in the store, and the GRPO objective.
Heavy imports (gymnasium, torch) happen in the modules that need them, never here."""
