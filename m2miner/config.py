"""The configuration: a TOML file, ``M2MINER_*`` environment variables and flags.

Every field says what it does; unknown keys and wrong types are errors that name the key
and the file. The resolved configuration is saved with every run.
"""

from __future__ import annotations

import os
import tomllib
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PrivateAttr,
    ValidationError,
    field_validator,
    model_validator,
)

from m2miner.config_sources import (
    DEFAULT,
    BadValueError,
    Layers,
    Origin,
    describe,
    did_you_mean,
    fixes,
    problem_from,
)
from m2miner.config_sources import set_dotted as set_dotted  # re-exported
from m2miner.errors import ConfigError
from m2miner.mcts import contracts as search_defaults

CoordSystem = Literal["qwen25", "norm1000", "norm1"]

SAFETY_LANGUAGES = ("en", "zh", "ja", "ko", "de", "fr", "es", "pt", "ru")
"""Languages of the safety term lists bundled in ``m2miner/safety/terms``."""


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


TORCH_DTYPES = ("auto", "bfloat16", "float16", "float32", "half", "float")
"""dtypes both in-process backends take (``torch.<name>`` for hf, vLLM's own names)."""


def _one_of(value: str, allowed: list[str] | tuple[str, ...], what: str) -> str:
    if value not in allowed:
        raise ValueError(f"{value!r} is not {what}; expected one of: {', '.join(allowed)}")
    return value


def _registered(kind: str) -> list[str]:
    # The registries are imported here, not at the top: they are light, but loading their
    # entry points (plugins) only happens when a config is validated, never for --help.
    from m2miner.registry import DEVICES, MODELS

    return (DEVICES if kind == "device" else MODELS).names()


class ModelConfig(Strict):
    """One model endpoint: a name the agents refer to, and how to reach it."""

    name: str = Field(description="Name the agents use to refer to this model.")
    backend: str = Field("openai", description="openai, hf, vllm, scripted, or a plugin name.")
    model: str = Field("", description="Model id on the server, or a local path for hf/vllm.")
    base_url: str | None = Field(None, description="OpenAI-compatible endpoint, e.g. .../v1.")
    base_urls: list[str] = Field(
        default_factory=list,
        description="More endpoints serving the same model (replicas): each request goes to "
        "the one with the fewest in flight, at most `concurrency` on each.",
    )
    api_key_env: str | None = Field(None, description="Environment variable holding the key.")
    coords: CoordSystem = Field("qwen25", description="Coordinates the model speaks.")
    min_pixels: int = Field(4 * 28 * 28, description="Smallest image area sent to the model.")
    max_pixels: int = Field(1280 * 28 * 28, description="Largest image area sent to the model.")
    timeout_s: float = Field(120.0, gt=0, description="Timeout of one request.")
    max_retries: int = Field(
        3, ge=0, description="Retries on 429, 5xx, timeouts, connection errors and bad answers."
    )
    retry_backoff_s: float = Field(
        1.0, ge=0, description="First wait before a retry; doubles per retry (with jitter)."
    )
    concurrency: int = Field(8, ge=1, description="Requests in flight to this endpoint at most.")
    price_prompt: float = Field(0.0, ge=0, description="USD per million prompt tokens.")
    price_completion: float = Field(0.0, ge=0, description="USD per million completion tokens.")
    extra_body: dict[str, Any] = Field(default_factory=dict, description="Server options.")
    supports_n: bool = Field(True, description="Whether the server samples n choices at once.")
    supports_logprobs: bool = Field(True, description="Whether the server returns logprobs.")
    device: str = Field("cpu", description="torch device for in-process backends.")
    dtype: str = Field("auto", description="torch dtype for in-process backends.")

    @field_validator("backend")
    @classmethod
    def _known_backend(cls, value: str) -> str:
        return _one_of(value, _registered("model"), "a model backend (or an installed plugin)")

    @field_validator("dtype")
    @classmethod
    def _known_dtype(cls, value: str) -> str:
        return _one_of(value, TORCH_DTYPES, "a dtype")

    def cost(self, prompt_tokens: int, completion_tokens: int) -> float:
        """Price of a call in USD."""
        return (prompt_tokens * self.price_prompt + completion_tokens * self.price_completion) / 1e6


class InferModelRef(Strict):
    model: str = Field(description="Name of a [[models]] entry.")
    k: int = Field(5, ge=1, description="Candidates this model proposes per expansion.")
    temperature: float = Field(0.8, ge=0, description="Sampling temperature.")


class InferAgentConfig(Strict):
    models: list[InferModelRef] = Field(
        default_factory=list, description="Models proposing actions; empty = heuristic agents."
    )
    max_retries: int = Field(2, ge=0, description="Re-asks after unparseable output.")
    max_tokens: int = Field(512, ge=16, description="Completion limit per proposal.")
    history: int = Field(12, ge=0, description="Previous action descriptions in the prompt.")


class RoleConfig(Strict):
    model: str | None = Field(None, description="Name of a [[models]] entry; none = heuristic.")
    max_retries: int = Field(2, ge=0, description="Re-asks after an unparseable answer.")
    max_tokens: int = Field(256, ge=1, description="Completion limit.")


class OrchestraConfig(RoleConfig):
    model_merge: bool = Field(True, description="Ask the model about pairs the rule can't merge.")
    rank: bool = Field(True, description="Rank candidates with K-1 multiple-choice queries.")


class RecycleConfig(RoleConfig):
    """Intent recycling (``m2miner recycle``); ``model`` None = the heuristic recycler."""

    max_paths_per_tree: int = Field(10, ge=1, description="Candidate paths per tree at most.")
    min_length: int = Field(1, ge=1, description="Fewest actions a candidate path has.")
    max_images: int = Field(6, ge=1, description="Screenshots of a path shown to the model.")
    image_width: int = Field(
        360, ge=64, description="Width the path's screenshots are down-sampled to."
    )
    verify_threshold: float = Field(
        0.5, ge=0, le=1, description="Verification score a recycled intent needs."
    )
    stage: int = Field(3, ge=1, description="Stage stored with recycled intents.")


class IntentsConfig(RoleConfig):
    """Intent generation (``m2miner intents generate``); ``model`` None = templates."""

    n: int = Field(10, ge=1, description="Base intents per generation (common or combined).")
    rewrites: int = Field(1, ge=0, description="Conditional rewrites per stage-1 intent.")
    similarity: float = Field(
        0.9, gt=0, le=1, description="difflib ratio of normalised texts that counts as a duplicate."
    )
    max_tokens: int = Field(768, ge=1, description="Completion limit.")


class AgentsConfig(Strict):
    infer: InferAgentConfig = InferAgentConfig()
    orchestra: OrchestraConfig = OrchestraConfig()
    judge: RoleConfig = RoleConfig()
    recycle: RecycleConfig = RecycleConfig()
    intents: IntentsConfig = IntentsConfig()


DoNotRepeat = Literal["gapfill", "sequential", "off"]


class SearchSettings(Strict):
    """The ``[search]`` section; its defaults are the search's own (``m2miner.mcts``)."""

    algorithm: Literal["m2m", "vanilla", "vanilla-infer"] = Field(
        "m2m",
        description="m2m, vanilla (the paper's baseline: random actions and rollouts, no "
        "InferAgent) or vanilla-infer (the ablation: vanilla + InferAgent).",
    )
    c_uct: float = Field(
        search_defaults.DEFAULT_C_UCT, ge=0, description="Exploration constant C of UCT."
    )
    successes: int = Field(
        search_defaults.DEFAULT_SUCCESSES,
        ge=1,
        description="Stop a tree after this many successes (verified or judged-only; a "
        "success the sim task refutes does not count).",
    )
    max_depth: int = Field(15, ge=1, description="Depth limit; deeper nodes are terminal.")
    init_top: float = Field(
        search_defaults.DEFAULT_INIT_TOP,
        ge=0,
        le=1,
        description="Initial value of the best-ranked unvisited child.",
    )
    init_step: float | None = Field(
        search_defaults.DEFAULT_INIT_STEP,
        ge=0,
        le=1,
        description="Drop per rank of initial values (None: init_top/K).",
    )
    locality_eps: float = Field(
        search_defaults.DEFAULT_LOCALITY_EPS,
        ge=0,
        description="Prefer the device's branch when UCT scores are this close (0: never, so a "
        "resumed tree grows exactly as an uninterrupted one).",
    )
    do_not_repeat: DoNotRepeat = Field(
        "gapfill",
        description="How InferAgent avoids repeats within an expansion: gapfill (K samples, "
        "then one call for the missing distinct ones, shown what came before), sequential "
        "(K calls of one, each shown the actions already proposed: the paper's rule) or "
        "off.",
    )
    process_reward: bool = Field(True, description="Judge intermediate screens (ablation switch).")
    rollout_depth: int | None = Field(
        None, ge=1, description="Vanilla search: depth its random rollouts reach (None: max_depth)."
    )
    env_error_retries: int = Field(
        search_defaults.DEFAULT_ENV_ERROR_RETRIES,
        ge=0,
        description="Times a node stored as env_error (model or device fault) is tried again "
        "by later iterations before it counts as a dead end.",
    )

    @field_validator("do_not_repeat", mode="before")
    @classmethod
    def _do_not_repeat_bool(cls, value: Any) -> Any:
        # Config files written before the modes existed say true or false.
        if isinstance(value, bool):
            mode = "gapfill" if value else "off"
            raise ValueError(
                f"true and false are no longer read (0.x): {str(value).lower()} is now {mode!r}"
            )
        return value


class BudgetConfig(Strict):
    iterations: int | None = Field(60, ge=1, description="MCTS iterations per tree.")
    device_steps: int | None = Field(None, ge=1, description="Device actions per tree.")
    model_calls: int | None = Field(None, ge=1, description="Model calls per tree.")
    wall_time_s: float | None = Field(None, gt=0, description="Seconds per tree.")
    money_usd: float | None = Field(None, gt=0, description="USD per tree.")


class StoreConfig(Strict):
    data_dir: Path = Field(Path("m2miner-data"), description="Database and screenshots live here.")
    url: str | None = Field(None, description="Database URL; default SQLite in data_dir.")
    keep_prompts: bool = Field(False, description="Store prompt and response text of calls.")
    heartbeat_s: float = Field(
        5.0, gt=0, description="Seconds between heartbeats of a run's lease while it mines."
    )
    lease_timeout_s: float = Field(
        60.0,
        gt=0,
        description="A lease whose heartbeat is older than this is stale and may be taken "
        "over (at once when its process is gone on this host).",
    )

    blobs: str | None = Field(
        None,
        description="Where screenshots go: a directory, file:///path or s3://BUCKET/PREFIX "
        "(S3-compatible, obstore); default data_dir/screenshots. A Ray run needs one every "
        "worker reaches.",
    )
    blob_options: dict[str, str] = Field(
        default_factory=dict,
        description="obstore S3 settings for an s3:// blobs URL (endpoint, region, "
        "allow_http ...); credentials come from the AWS_* environment variables.",
    )

    def database_url(self) -> str:
        return self.url or f"sqlite:///{self.data_dir / 'm2miner.db'}"


class SimRealismConfig(Strict):
    """Realism knobs of the simulated device (all off by default; seeded by ``seed``).
    Popups, dropped actions and disconnects are ``faults.device``, as on every backend."""

    latency: float = Field(0.0, ge=0, description="Seconds each action takes.")
    latency_jitter: float = Field(0.0, ge=0, description="Uniform extra seconds per action.")
    observe_latency: float = Field(0.0, ge=0, description="Seconds each screenshot takes.")
    settle_frames: int = Field(0, ge=0, description="Transition frames after an action.")
    render: bool = Field(
        True,
        description="Draw screenshots; false is the state-only mode (hierarchy and state, a "
        "blank placeholder image) for calibrated benchmarks that need many device steps.",
    )


class WebDeviceConfig(Strict):
    """How the web backend (Appium + Chromium) resets a page and renders it."""

    reset: Literal["in_session", "new_session"] = Field(
        "in_session",
        description="How a tree's root is restored: in_session clears cookies, storage, "
        "IndexedDB, Cache Storage, service workers and history in the open browser, then "
        "loads the start URL (a new session only when that fails); new_session starts a "
        "new browser with a fresh profile every time (seconds slower).",
    )
    add_viewport: bool = Field(
        True,
        description="Give a page without <meta name=viewport> one (width=device-width, "
        "initial-scale=1), so it renders at scale 1 instead of a 980 px layout shrunk to "
        "fit the screen; false keeps the browser's default.",
    )
    pixel_ratio: float = Field(
        2.0,
        gt=0,
        le=4,
        description="Device pixels per CSS pixel of the emulated phone: screenshots are the "
        "screen's CSS size times this (412x915 at 2 gives 824x1830), and actions are in "
        "those screenshot pixels.",
    )
    fit_width: bool = Field(
        True,
        description="Zoom out a page wider than the screen (a fixed-width layout) until all "
        "of it shows, as a phone browser does, so every control is on screen; false keeps "
        "scale 1 and the page scrolls sideways.",
    )


class DeviceConfig(Strict):
    kind: str = Field("sim", description="sim, adb or appium (or a plugin).")
    serial: str | None = Field(None, description="adb serial or Appium server URL.")
    width: int = Field(1080, ge=100, description="Sim screen width in pixels.")
    height: int = Field(2400, ge=100, description="Sim screen height in pixels.")
    settle_timeout_s: float = Field(5.0, gt=0, description="Longest wait for a stable screen.")
    settle_tolerance: float = Field(0.002, ge=0, description="Changed-pixel share seen as equal.")
    capabilities: dict[str, Any] = Field(default_factory=dict, description="Appium extras.")
    snapshots: bool = Field(
        True, description="Restore nodes from device snapshots where cheap (else replay)."
    )
    count: int = Field(1, ge=1, description="Devices mining in parallel (sim).")
    trees_per_device: int = Field(
        1, ge=1, description="Trees taking turns on each device, so model calls overlap actions."
    )
    appium_urls: list[str] = Field(
        default_factory=list,
        description="Appium servers `m2miner devices` and `m2miner doctor` check (besides serial).",
    )
    reconnects: int = Field(
        3, ge=0, description="Reconnect attempts after a device is lost, before it is retired."
    )
    reconnect_wait_s: float = Field(
        2.0, ge=0, description="First wait before a reconnect attempt; doubles per attempt."
    )
    return_wait_s: float = Field(
        300.0,
        ge=0,
        description="When every device of the pool is lost: how long the run waits for one to "
        "come back before it stops, resumable.",
    )
    sim: SimRealismConfig = SimRealismConfig()
    web: WebDeviceConfig = WebDeviceConfig()

    @field_validator("kind")
    @classmethod
    def _known_kind(cls, value: str) -> str:
        return _one_of(value, _registered("device"), "a device kind (or an installed plugin)")


class SimConfig(Strict):
    """Where the simulated device finds its apps besides the bundled ones."""

    apps_dirs: list[Path] = Field(
        default_factory=list,
        description="Folders of your own sim app YAML files (relative: to the config file's "
        "folder); also $M2MINER_SIM__APPS_DIRS, folders separated by os.pathsep.",
    )

    @field_validator("apps_dirs", mode="before")
    @classmethod
    def _split_paths(cls, value: Any) -> Any:
        if isinstance(value, str):  # from the environment variable
            return [part for part in value.split(os.pathsep) if part.strip()]
        return value


class AppSetupConfig(Strict):
    """The seeded start state of an app: what every tree root (and every replay and
    verifier run, which start from it) begins with instead of an empty app."""

    local_storage: dict[str, str] = Field(
        default_factory=dict, description="Web: localStorage items of the start URL's origin."
    )
    session_storage: dict[str, str] = Field(
        default_factory=dict, description="Web: sessionStorage items of the start URL's origin."
    )
    cookies: dict[str, str] = Field(
        default_factory=dict, description="Web: cookies (name = value) set for the start URL."
    )
    script: str | None = Field(
        None,
        description="Web: JavaScript run in the loaded start page, after which the start URL "
        "loads again, so the app starts from what the script stored (storage, IndexedDB).",
    )
    shell: list[str] = Field(
        default_factory=list,
        description="Android: adb shell command lines run after the app is stopped (and "
        "cleared) and before it starts (Appium: needs --allow-insecure adb_shell).",
    )
    deep_link: str | None = Field(
        None,
        description="Android: start the app at this URI (am start -a VIEW -d URI) instead of "
        "its launcher activity.",
    )
    reset_url: str | None = Field(
        None,
        description="Reset hook: an http URL on this machine (127.0.0.1, localhost or ::1) "
        "that is POSTed before every start, so the app's server restores its state too.",
    )
    reset_command: list[str] = Field(
        default_factory=list,
        description="Reset hook: a command (argv, no shell) run on this machine before "
        "every start; it must exit 0.",
    )
    stateless: bool = Field(
        False,
        description="The app keeps no state outside the device (a static site, an offline "
        "app): without a reset hook, do not warn that trees are not independent.",
    )

    @field_validator("reset_url")
    @classmethod
    def _local_reset_url(cls, value: str | None) -> str | None:
        if value is None:
            return value
        from urllib.parse import urlsplit

        parts = urlsplit(value)
        if parts.scheme not in ("http", "https") or parts.hostname not in (
            "127.0.0.1",
            "localhost",
            "::1",
        ):
            raise ValueError(
                f"reset_url {value!r} must be an http URL on this machine (127.0.0.1, "
                "localhost or ::1): a reset wipes the server's data; use reset_command for "
                "anything else"
            )
        return value


class AppConfig(Strict):
    domain: Literal["mobile", "web"] = Field("mobile", description="mobile or web.")
    package: str | None = Field(None, description="Android package.")
    activity: str | None = Field(None, description="Android launch activity.")
    url: str | None = Field(
        None, description="Web start URL (a query or #fragment selects the start page)."
    )
    allowed_packages: list[str] = Field(default_factory=list, description="Extra packages.")
    allowed_url_prefixes: list[str] = Field(default_factory=list, description="Web allowlist.")
    setup: AppSetupConfig = Field(
        default_factory=AppSetupConfig,
        description="The seeded start state every tree starts from, and the reset hook.",
    )


class SafetyConfig(Strict):
    """The safety policy every device is wrapped in (``m2miner.safety``, docs/safety.md)."""

    sandbox: bool = Field(
        False,
        description="A test account: irreversible actions (pay, send, delete) are allowed "
        "and recorded on their nodes; deny rules of policy files still apply.",
    )
    unchecked: Literal["block", "allow"] = Field(
        "block",
        description="Actions that need a view hierarchy to be checked, on a screen without "
        "a readable one (a failed dump, a secure window): block them, or allow them.",
    )
    languages: list[str] = Field(
        default_factory=lambda: list(SAFETY_LANGUAGES),
        description="Bundled term lists to use (m2miner/safety/terms/LANG.yaml).",
    )
    derived_terms: bool = Field(
        True,
        description="Also load the term lists derived from a real app's translation catalog "
        "(m2miner/safety/terms/derived/LANG.yaml, scripts/derive_terms.py).",
    )
    terms_files: list[Path] = Field(
        default_factory=list, description="More term files, in the bundled files' format."
    )
    blocked_terms: list[str] = Field(
        default_factory=list,
        description="More terms that name an irreversible operation, added to the term files.",
    )
    policy_files: list[Path] = Field(
        default_factory=list,
        description="Per-app policy files: allow and deny rules, sandbox, unchecked.",
    )
    stay_in_app: bool = Field(True, description="Bring the device back when it leaves the app.")
    model_check: str | None = Field(
        None,
        description="Name of a [[models]] entry asked, before a tap, swipe or Enter the "
        "other checks do not decide, whether it commits an irreversible effect (one call "
        "per app, layout and element); none: not asked.",
    )
    model_check_release: float = Field(
        0.0,
        ge=0,
        lt=1,
        description="Let the model check release a block of the words and structure (not "
        "a critical term, a policy file's deny, a screen that cannot be checked, or a web "
        "page's requests) when the first-token log-probabilities give the action at most "
        "this probability of an irreversible effect; on web pages the requests and GETs "
        "a tap the words call a commit sends wait for that answer too, and the GETs and "
        "navigation of a tap whose words name an operation, and after any tap those whose "
        "URL names one, wait for the model; 0: it never releases.",
    )
    model_check_release_critical: float = Field(
        0.0,
        ge=0,
        lt=1,
        description="Let the model check release a critical term's block (delete account, "
        "factory reset, uninstall) on a native full screen, a popup's or sheet's menu "
        "entry or a web page's link, never on a dialog's button or a web page's button: "
        "a settings row or link that opens its confirmation, when the first-token "
        "log-probabilities give the action at most this probability of an irreversible "
        "effect; 0: never. Keep it at or below model_check_release.",
    )
    model_check_toggles: bool = Field(
        False,
        description="Ask the model check about every tap on a switch or checkbox too, not "
        "only on a choice that acts when tapped: a switch that grants a member a role or "
        "turns a public link off acts at once. About 6% more questions on the safety "
        "corpora, and 24 model calls instead of 15 on the bench's five sim trees.",
    )
    _model_check_entry: ModelConfig | None = PrivateAttr(default=None)

    @model_validator(mode="after")
    def _release_needs_model(self) -> SafetyConfig:
        if self.model_check_toggles and not self.model_check:
            raise ValueError(
                "safety.model_check_toggles needs safety.model_check: name the [[models]] "
                "entry to ask about switches"
            )
        for key in ("model_check_release", "model_check_release_critical"):
            if getattr(self, key) > 0 and not self.model_check:
                raise ValueError(
                    f"safety.{key} needs safety.model_check: name the [[models]] entry "
                    "whose answers may release a block"
                )
        return self

    @property
    def model_check_entry(self) -> ModelConfig | None:
        """The [[models]] entry ``model_check`` names, set when the whole configuration is
        validated (None for a safety section built on its own)."""
        return self._model_check_entry


class LoopConfig(Strict):
    """The progressive model-in-the-loop (``m2miner loop``): how trained checkpoints mine."""

    k: int = Field(5, ge=1, description="Candidates the trained InferAgent proposes per expansion.")
    temperature: float = Field(0.8, ge=0, description="Sampling temperature of those proposals.")
    infer_port: int = Field(8000, ge=1, le=65535, description="Port of the InferAgent's vLLM.")
    judge_port: int = Field(8001, ge=1, le=65535, description="Port of the JudgeAgent's vLLM.")
    gpu_memory_utilization: float = Field(
        0.45, gt=0, le=1, description="GPU share each vLLM server takes (two share one GPU)."
    )
    serve_timeout_s: float = Field(
        900.0, gt=0, description="Seconds a vLLM server may take to become healthy."
    )


class DeviceFaults(Strict):
    """Faults injected into every device the miner opens (see ``m2miner.rehearsal.faults``)."""

    disconnect_rate: float = Field(
        0.0,
        ge=0,
        le=1,
        description="Chance per action that the device disconnects; it stays disconnected "
        "until it is reconnected (start_app, restore or reconnect).",
    )
    drop_rate: float = Field(
        0.0, ge=0, le=1, description="Chance per action that it is silently not performed."
    )
    popup_rate: float = Field(
        0.0,
        ge=0,
        le=1,
        description="Chance per action that a dismissable popup appears (sim devices; other "
        "backends cannot draw one and count it as unsupported).",
    )
    slow_screen_rate: float = Field(
        0.0, ge=0, le=1, description="Chance per screenshot that it comes slow_s late."
    )
    slow_s: float = Field(1.0, ge=0, description="Seconds a slow screenshot is delayed.")

    @property
    def active(self) -> bool:
        """Whether any device fault is switched on."""
        rates = (self.disconnect_rate, self.drop_rate, self.popup_rate, self.slow_screen_rate)
        return any(rate > 0 for rate in rates)


class ModelFaults(Strict):
    """Faults a local fault server injects in front of every ``openai`` model of a run
    (see ``m2miner.rehearsal.fault_server``); the rates add up to at most 1."""

    http_5xx_rate: float = Field(
        0.0, ge=0, le=1, description="Chance per request of an HTTP 500, 502 or 503 answer."
    )
    timeout_rate: float = Field(
        0.0,
        ge=0,
        le=1,
        description="Chance per request that the server holds it past timeout_s and hangs up.",
    )
    malformed_rate: float = Field(
        0.0, ge=0, le=1, description="Chance per request of an answer that cannot be parsed."
    )
    truncated_rate: float = Field(
        0.0,
        ge=0,
        le=1,
        description="Chance per request of an answer cut off mid-way (finish_reason length).",
    )
    no_logprobs_rate: float = Field(
        0.0,
        ge=0,
        le=1,
        description="Chance per request that asks for log-probabilities of getting none.",
    )
    timeout_s: float = Field(
        2.0,
        gt=0,
        description="Client timeout of each model behind the fault server during the run "
        "(replaces its timeout_s, so injected timeouts cost seconds); an injected timeout "
        "holds the request twice as long.",
    )
    responder: Literal["upstream", "builtin"] = Field(
        "upstream",
        description="Where good answers come from: upstream forwards each request to the "
        "model's base_url; builtin answers m2miner's own prompts itself (random clicks, "
        "option letters, valid/invalid), to rehearse with no model server at all.",
    )

    @model_validator(mode="after")
    def _check_total(self) -> ModelFaults:
        total = sum(self.rates().values())
        if total > 1.0 + 1e-9:
            raise ValueError(f"the model fault rates add up to {total:g}, more than 1")
        return self

    def rates(self) -> dict[str, float]:
        """The rates by the fault kind they cause (``model_5xx``, ``model_timeout`` ...)."""
        return {
            "model_5xx": self.http_5xx_rate,
            "model_timeout": self.timeout_rate,
            "model_malformed": self.malformed_rate,
            "model_truncated": self.truncated_rate,
            "model_no_logprobs": self.no_logprobs_rate,
        }

    @property
    def active(self) -> bool:
        """Whether the run's models are served through a fault server."""
        return self.responder == "builtin" or any(r > 0 for r in self.rates().values())


class FaultsConfig(Strict):
    """Injected faults, to rehearse a campaign before real devices and models (all off)."""

    seed: int = Field(0, description="Seed of the fault draws (each device adds its index).")
    log_dir: Path | None = Field(
        None,
        description="Folder where every injected fault is appended as a JSON line "
        "(faults-PID.jsonl), so a rehearsal can compare injected with recorded faults.",
    )
    device: DeviceFaults = DeviceFaults()
    model: ModelFaults = ModelFaults()


class VerifyConfig(Strict):
    """Checks of a judged success that no verifier covers (docs/verification.md).

    An intent with a verifier (a sim task's predicate, a JavaScript expression, an adb
    shell command, a Python check) is verified by it. Without one, a success stays judged
    only: these checks can refute it (one that refutes it makes it a failure), never
    verify it. Left unset, the defaults depend on the device: on the sim (deterministic,
    its tasks carry predicates) no checks; on real devices 3 judge votes and a replay.
    """

    judge_votes: int | None = Field(
        None,
        ge=1,
        description="Judge verdicts on a judged success, the first included; a majority must "
        "say success (extra ones are sampled at vote_temperature). Unset: 3 on real devices, "
        "1 (no extra) on the sim. A heuristic judge is deterministic and never asked again.",
    )
    judge_models: list[str] = Field(
        default_factory=list, description="[[models]] entries that each cast one more vote."
    )
    vote_temperature: float = Field(
        0.7, ge=0, description="Sampling temperature of the judge model's extra votes."
    )
    replay: bool | None = Field(
        None,
        description="Replay a success's path from a fresh start and compare every screen "
        "with the stored one; a success that does not reproduce is refuted. Unset: on for "
        "real devices, off on the sim.",
    )
    replay_similarity: float = Field(
        0.9,
        gt=0,
        le=1,
        description="Share of a screen's hierarchy elements a replayed screen must match "
        "(switch states and field values must match exactly).",
    )


class CriticMask(Strict):
    """Volatile regions of one app, left out of every screen comparison."""

    regions: list[tuple[float, float, float, float]] = Field(
        default_factory=list,
        description="Rectangles as shares of the screen, [left, top, right, bottom] in 0..1 "
        "(a ticker, an ad banner, a live map).",
    )
    ids: list[str] = Field(
        default_factory=list,
        description="Regular expressions matched in full against resource ids; those "
        "elements are masked in the image and left out of the hierarchy.",
    )


class CriticConfig(Strict):
    """The ``[critic]`` section: visual state comparison in the search (docs/critic.md)."""

    no_change: bool = Field(
        True,
        description="An action after which nothing visible changed gets no_change_reward "
        "without a JudgeAgent call (recorded in info['critic']). Terminal nodes are "
        "always judged.",
    )
    no_change_reward: float = Field(
        0.05, ge=0, le=1, description="Intermediate reward of an action with no visible change."
    )
    dedup: bool = Field(
        False,
        description="Transpositions: a node whose screen has the fingerprint of a node "
        "judged earlier in the tree (reached by another path) takes that node's reward "
        "without a JudgeAgent call and is never expanded (status transposition).",
    )
    pixel_tolerance: int = Field(
        24, ge=0, le=255, description="Grey levels a shrunk pixel may move and count as equal."
    )
    min_changed: int = Field(
        2, ge=1, description="Changed shrunk pixels (135 columns) below which nothing changed."
    )
    masks: dict[str, CriticMask] = Field(
        default_factory=dict,
        description="Volatile regions by app name ('*': every app); the status bar and a "
        "focused field's cursor are always masked.",
    )
    judge: Literal["model", "critic", "prefilter"] = Field(
        "model",
        description="Intermediate rewards: model (the JudgeAgent), critic (the learned "
        "critic at `model` replaces it), prefilter (the critic first; a step it scores "
        "below prefilter_below gets that score without a JudgeAgent call).",
    )
    model: Path | None = Field(
        None, description="Directory of a learned critic (m2miner train --role critic)."
    )
    prefilter_below: float = Field(
        0.1, ge=0, le=1, description="Critic score under which the prefilter skips the judge."
    )

    @model_validator(mode="after")
    def _needs_model(self) -> CriticConfig:
        if self.judge != "model" and self.model is None:
            raise ValueError(f"critic.judge = {self.judge!r} needs critic.model (a directory)")
        return self


class ExportConfig(Strict):
    """What ``m2miner export`` writes about the data it exports."""

    license: str | None = Field(
        None,
        description="The exported data's license, a Hub identifier such as cc-by-4.0 or "
        "other: the hf dataset card's `license` (unset: `unknown`).",
    )


class RayConfig(Strict):
    """A mining run over a Ray cluster (``m2miner mine --ray``; see docs/scaleout.md)."""

    address: str | None = Field(
        None,
        description="Ray cluster to mine on: host:port of its head, `auto` for the cluster "
        "this host belongs to, `local` for a one-host cluster started by the run.",
    )
    fleet: Path | None = Field(
        None, description="Fleet file (YAML): the devices of each host (see docs/scaleout.md)."
    )
    max_restarts: int = Field(
        3, ge=0, description="Times Ray restarts a device actor whose process died."
    )
    device_failures: int = Field(
        3,
        ge=1,
        description="Failures in a row (actor deaths, lost device) after which a device is "
        "retired from the run and reported.",
    )
    restart_wait_s: float = Field(
        60.0,
        gt=0,
        description="How long a dead device actor may take to come back (its host may be "
        "gone) before its device is retired.",
    )
    start_wait_s: float = Field(
        300.0,
        gt=0,
        description="How long a device actor may take to start (a worker process, the "
        "store, the device and the agents) before its device is retired.",
    )
    namespace: str = Field("m2miner", description="Ray namespace of the device actors.")


class Config(Strict):
    """The whole configuration; ``m2miner config show`` prints it resolved."""

    _files: tuple[Path, ...] = PrivateAttr(default=())
    _layers: Layers | None = PrivateAttr(default=None)

    seed: int = Field(0, description="Seed of the search and the sim world.")
    models: list[ModelConfig] = Field(default_factory=list, description="Model endpoints.")
    agents: AgentsConfig = AgentsConfig()
    search: SearchSettings = SearchSettings()
    budget: BudgetConfig = BudgetConfig()
    store: StoreConfig = StoreConfig()
    device: DeviceConfig = DeviceConfig()
    apps: dict[str, AppConfig] = Field(default_factory=dict, description="Real apps by alias.")
    sim: SimConfig = SimConfig()
    safety: SafetyConfig = SafetyConfig()
    loop: LoopConfig = LoopConfig()
    faults: FaultsConfig = FaultsConfig()
    verify: VerifyConfig = VerifyConfig()
    critic: CriticConfig = CriticConfig()
    ray: RayConfig = RayConfig()
    export: ExportConfig = ExportConfig()
    max_intent_chars: int = Field(
        2000, ge=1, description="Longest intent accepted; it is sent in every prompt."
    )

    @model_validator(mode="after")
    def _check_model_refs(self) -> Config:
        names = [m.name for m in self.models]
        if len(names) != len(set(names)):
            raise ValueError(f"model names must be unique, got {names}")
        refs = [r.model for r in self.agents.infer.models]
        roles = self.agents
        refs += [
            r.model for r in (roles.orchestra, roles.judge, roles.recycle, roles.intents) if r.model
        ]
        refs += self.verify.judge_models
        refs += [self.safety.model_check] if self.safety.model_check else []
        for ref in refs:
            if ref not in names:
                raise ValueError(
                    f"agents refer to model {ref!r}, which no [[models]] entry names"
                    f"{did_you_mean(ref, names)}"
                )
        if self.safety.model_check:
            entry = self.model(self.safety.model_check)
            self.safety._model_check_entry = entry
            for key in ("model_check_release", "model_check_release_critical"):
                if getattr(self.safety, key) > 0 and not entry.supports_logprobs:
                    raise ValueError(
                        f"safety.{key} releases only on measured log-probabilities, but "
                        f"model {entry.name!r} has supports_logprobs = false: set it to "
                        f"true for a server that returns them, or leave {key} at 0"
                    )
        return self

    def model(self, name: str) -> ModelConfig:
        for m in self.models:
            if m.name == name:
                return m
        raise ConfigError(f"no model named {name!r} in the configuration")

    @property
    def file(self) -> Path | None:
        """The last TOML file this configuration was read from (None: defaults only)."""
        return self._files[-1] if self._files else None

    @property
    def files(self) -> tuple[Path, ...]:
        """The TOML files this configuration was merged from, in order."""
        return self._files

    def origin(self, key: str) -> Origin:
        """Where the value of dotted ``key`` came from (default, a file, a variable, a flag)."""
        return self._layers.origin_of(key) if self._layers is not None else DEFAULT


ENV_PREFIX = "M2MINER_"
NOT_SETTINGS = frozenset(
    {"M2MINER_CONFIG", "M2MINER_VIEW_TOKEN", "M2MINER_LLAMA_CPP_CONVERTER", "M2MINER_TOOL_VENVS"}
)
"""``M2MINER_`` variables that are not configuration keys: the config file's path, the
viewer's token, and the test suite's converter script and tool environments."""


def load_config(
    path: Path | Sequence[Path] | None = None,
    overrides: Mapping[str, Any] | None = None,
    environ: Mapping[str, str] | None = None,
    flags: Mapping[str, Origin] | None = None,
) -> Config:
    """Merge the layers: defaults, the TOML file(s) at ``path`` in order (tables merge
    deeply, lists replace), ``M2MINER_SECTION__KEY`` variables, then ``overrides``.

    ``flags`` names the flag each override came from (else "command line"). Raises
    :class:`ConfigError` naming the key and the file, variable or flag of each unknown
    key or bad value; :class:`BadValueError` when every bad value has a correction.
    """
    files = [path] if isinstance(path, str | Path) else list(path or [])
    layers = Layers()
    for file in files:
        layers.add_table(read_toml(file), Origin("file", str(file)))
    for key, (dotted, value) in env_settings(environ).items():
        layers.add_value(dotted, value, Origin("env", key))
    for dotted, value in (overrides or {}).items():
        if value is not None:
            origin = (flags or {}).get(dotted, Origin("flag", "command line"))
            layers.add_value(dotted, value, origin)
    try:
        config = Config.model_validate(layers.data)
    except ValidationError as exc:
        raise _invalid(exc, layers, [str(f) for f in files]) from None
    config._files = tuple(Path(f) for f in files)
    config._layers = layers
    return config


def _invalid(exc: ValidationError, layers: Layers, files: list[str]) -> ConfigError:
    problems = [problem_from(err, layers, _known_keys(err["loc"])) for err in exc.errors()]
    corrections, edits = fixes(problems)
    check = " ".join(["m2miner config show --origin", *(f"--config {f}" for f in files)])
    hint = (
        "; ".join(edits)
        if edits and not corrections
        else f"correct the keys named above, then check them with `{check}`"
    )
    return BadValueError(describe(problems, files), corrections=corrections, hint=hint)


def read_toml(path: Path) -> dict[str, Any]:
    """The tables of a TOML config file; ConfigError when it is missing or not TOML."""
    try:
        return tomllib.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ConfigError(
            f"config file {path} does not exist",
            hint=f"check the path; `ls {_nearest_folder(Path(path))}` lists the folder it is in",
        ) from None
    except IsADirectoryError:
        raise ConfigError(f"config file {path} is a folder, not a TOML file") from None
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: not valid TOML: {exc}") from None


def _nearest_folder(path: Path) -> Path:
    """The deepest folder of ``path`` that exists (where a misspelt name is to be seen)."""
    folder = path.parent
    while not folder.is_dir() and folder != folder.parent:
        folder = folder.parent
    return folder


def env_settings(environ: Mapping[str, str] | None = None) -> dict[str, tuple[str, str]]:
    """``M2MINER_SECTION__KEY`` variables: name -> (dotted key, value)."""
    env = os.environ if environ is None else environ
    return {
        key: (key[len(ENV_PREFIX) :].lower().replace("__", "."), value)
        for key, value in env.items()
        if key.startswith(ENV_PREFIX) and key not in NOT_SETTINGS
    }


def _known_keys(loc: tuple[Any, ...]) -> list[str]:
    """The keys of the table holding ``loc``'s last part (for an unknown key's did-you-mean)."""
    model: Any = Config
    for part in loc[:-1]:
        field = getattr(model, "model_fields", {}).get(part)
        annotation = getattr(field, "annotation", None)
        if not (isinstance(annotation, type) and issubclass(annotation, BaseModel)):
            return []
        model = annotation
    return list(getattr(model, "model_fields", {}))
