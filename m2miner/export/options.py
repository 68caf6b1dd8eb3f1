"""What an export is asked to do: formats, kinds, the model's view of a screen, selection,
splits, deduplication and mixing. Values only; :func:`m2miner.export.export_dataset`
acts on them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, get_args

from m2miner.actions import DOMAINS
from m2miner.config_sources import unknown_choice
from m2miner.coords import COORD_SYSTEMS, MIN_PIXELS, CoordSystem
from m2miner.errors import ConfigError

Kind = Literal["sft", "description", "preference", "judge"]
KINDS: tuple[Kind, ...] = get_args(Kind)
Format = Literal["llamafactory", "swift", "trl", "hf", "androidcontrol", "graph"]
FORMATS: tuple[Format, ...] = get_args(Format)
SAMPLE_FORMATS: tuple[Format, ...] = ("llamafactory", "swift", "trl", "hf")
"""Formats that hold samples of the four kinds; the others hold episodes or whole trees."""
ImagePaths = Literal["absolute", "relative"]
IMAGE_PATHS: tuple[ImagePaths, ...] = get_args(ImagePaths)
DEFAULT_IMAGE_PATHS: dict[str, ImagePaths] = {
    "llamafactory": "relative",
    "swift": "relative",
    "trl": "relative",
    "androidcontrol": "relative",
}
"""How each JSON format names its screenshots unless ``--image-paths`` says otherwise:
``images/<sha256>.png``, relative to the export directory, so the folder can be moved or
copied and still loads. Each tool is pointed at that directory: LLaMA-Factory's
``dataset_dir``, ms-swift's ``ROOT_IMAGE_DIR``, TRL through
:func:`~m2miner.export.trl_data.load_trl_dataset`; ``hf`` embeds the bytes."""
INCLUDE = ("judged", "refuted")
"""What ``--include`` may add to the verified trajectories an export takes by default."""
SplitBy = Literal["intent", "app"]
PreferenceScope = Literal["paths", "tree"]
RejectedEvidence = Literal["judged", "ranked"]
Split = Literal["train", "val", "test"]
SPLITS: tuple[Split, ...] = get_args(Split)

DEFAULT_MAX_PIXELS = 1280 * 28 * 28
"""The agents' default image limit (``ModelConfig.max_pixels``), so exports match them."""


@dataclass(frozen=True)
class ModelView:
    """How the trained model sees a screen: its coordinates, resize limits and history.

    The same values the InferAgent is configured with (``[[models]] coords``,
    ``min_pixels``, ``max_pixels`` and ``agents.infer.history``), so an exported sample
    is exactly the prompt and answer that agent exchanges.
    """

    coords: CoordSystem = "qwen25"
    min_pixels: int = MIN_PIXELS
    max_pixels: int = DEFAULT_MAX_PIXELS
    history: int = 12

    def __post_init__(self) -> None:
        if self.coords not in COORD_SYSTEMS:
            raise unknown_choice("coordinate system", self.coords, COORD_SYSTEMS)
        if self.min_pixels <= 0 or self.max_pixels < self.min_pixels:
            raise ConfigError(
                f"pixel limits must satisfy 0 < min_pixels <= max_pixels, "
                f"got {self.min_pixels} and {self.max_pixels}"
            )
        if self.history < 0:
            raise ConfigError(f"history must be 0 or more steps, got {self.history}")


@dataclass(frozen=True)
class ExportOptions:
    """Everything ``m2miner export`` was asked; see ``docs/export.md`` for each option."""

    formats: tuple[Format, ...] = ("llamafactory",)
    kinds: tuple[Kind, ...] = KINDS
    view: ModelView = field(default_factory=ModelView)
    run_ids: tuple[int, ...] = ()
    apps: tuple[str, ...] = ()
    recycled: bool = True
    require_ground_truth: bool = False
    include: tuple[str, ...] = ()
    """Trajectories exported besides verified ones: ``judged`` (judged only) and/or
    ``refuted``; each sample's meta says which (``trust``)."""
    exclude_rejected: bool = False
    """Leave out trajectories whose latest reviewer verdict (``m2miner view``) is wrong."""
    check_descriptions: bool = True
    """Check each step's description against what the step changed on the screen, and
    reword or leave out the ones that do not say it (``--stored-descriptions``: off)."""
    min_judge: float | None = None
    val_ratio: float = 0.1
    test_ratio: float = 0.0
    split_by: SplitBy = "intent"
    seed: int = 0
    dedup: bool = True
    mix: tuple[tuple[str, float], ...] = ()
    balance_judge: bool = False
    low_q: float = 0.3
    """A judged sibling with Q at or below this is a rejected answer of a preference pair."""
    preference_scope: PreferenceScope = "paths"
    rejected: RejectedEvidence = "ranked"
    """``judged``: reject only siblings the search executed and judged; ``ranked`` also
    rejects unexecuted siblings ranked below the chosen one where no judged one exists."""
    copy_images: bool = False
    image_paths: ImagePaths | None = None
    """``absolute`` or ``relative`` image paths in every JSON format; None: each format's
    default (:data:`DEFAULT_IMAGE_PATHS`)."""
    tfrecord: bool = False
    """Also write the AndroidControl episodes as GZIP TFRecords with the PNG bytes inside."""
    license: str | None = None
    """The data's license (``[export] license``), for the hf dataset card."""

    def __post_init__(self) -> None:

        _check_choices(self.formats, FORMATS, "format")
        _check_choices(self.kinds, KINDS, "kind")
        _check_choices(self.include, INCLUDE, "--include label")
        if self.image_paths is not None and self.image_paths not in IMAGE_PATHS:
            raise ConfigError(
                f"--image-paths must be absolute or relative, got {self.image_paths!r}"
            )
        if self.tfrecord and "androidcontrol" not in self.formats:
            raise ConfigError(
                "--tfrecord writes AndroidControl episodes, and no androidcontrol format "
                "was asked for",
                hint="add --format androidcontrol, or drop --tfrecord",
            )
        if not self.formats:
            raise ConfigError("no export format given", hint=f"use --format {FORMATS[0]}")
        if self.split_by not in get_args(SplitBy):
            raise unknown_choice("--split-by value", self.split_by, get_args(SplitBy))
        if self.rejected not in get_args(RejectedEvidence):
            raise unknown_choice("--rejected value", self.rejected, get_args(RejectedEvidence))
        if self.preference_scope not in get_args(PreferenceScope):
            raise unknown_choice(
                "--preference-scope value", self.preference_scope, get_args(PreferenceScope)
            )
        for name in ("val_ratio", "test_ratio", "low_q"):
            _check_unit(getattr(self, name), f"--{name.replace('_', '-')}")
        if self.val_ratio + self.test_ratio >= 1:
            raise ConfigError(
                f"--val-ratio ({self.val_ratio}) plus --test-ratio ({self.test_ratio}) "
                "leaves nothing to train on",
                hint="keep their sum below 1",
            )
        if self.min_judge is not None:
            _check_unit(self.min_judge, "--min-judge")

    @property
    def sample_formats(self) -> tuple[Format, ...]:
        return tuple(f for f in self.formats if f in SAMPLE_FORMATS)

    def image_paths_of(self, fmt: str) -> ImagePaths:
        """Whether format ``fmt``'s files name screenshots by absolute or relative path."""
        return self.image_paths or DEFAULT_IMAGE_PATHS.get(fmt, "relative")

    def image_paths_by_format(self) -> dict[str, str]:
        """How each format asked for names its screenshots (the manifest's
        ``image_paths``): ``absolute``, ``relative`` or, for hf, ``embedded``."""
        out: dict[str, str] = {
            f: "embedded" if f == "hf" else self.image_paths_of(f) for f in self.formats
        }
        out.pop("graph", None)
        return out


def check_kinds_apply(formats: tuple[str, ...], kinds_given: bool) -> None:
    """Raise ConfigError when ``--kind`` was given and no format asked for takes it:
    ``androidcontrol`` holds whole episodes and ``graph`` whole trees, not samples."""
    if kinds_given and not any(f in SAMPLE_FORMATS for f in formats):
        raise ConfigError(
            f"--kind selects samples, and {' and '.join(formats)} "
            f"{'holds' if len(formats) == 1 else 'hold'} none (episodes or trees)",
            hint=f"drop --kind, or add a sample format: --format {'|'.join(SAMPLE_FORMATS)}",
        )


def _check_choices(values: tuple[str, ...], allowed: tuple[str, ...], what: str) -> None:
    for value in values:
        if value not in allowed:
            raise unknown_choice(what, value, allowed)


def _check_unit(value: float, name: str) -> None:
    if not 0 <= value <= 1:
        raise ConfigError(f"{name} must be between 0 and 1, got {value}")


def parse_mix(text: str) -> tuple[tuple[str, float], ...]:
    """``"mobile=0.5,web=0.5"`` -> domain shares that add up to 1.

    Raises :class:`ConfigError` for an unknown domain, a repeated one, a negative or
    non-numeric share, or shares that add up to nothing.
    """
    shares: dict[str, float] = {}
    for item in filter(None, (part.strip() for part in text.split(","))):
        name, sep, value = item.partition("=")
        name = name.strip()
        if not sep or name not in DOMAINS:
            raise ConfigError(
                f"--mix {item!r}: expected DOMAIN=SHARE with DOMAIN one of {', '.join(DOMAINS)}"
            )
        if name in shares:
            raise ConfigError(f"--mix names {name!r} twice")
        try:
            share = float(value)
        except ValueError:
            raise ConfigError(f"--mix {item!r}: {value!r} is not a number") from None
        if share < 0:
            raise ConfigError(f"--mix {item!r}: a share cannot be negative")
        shares[name] = share
    total = sum(shares.values())
    if total <= 0:
        raise ConfigError(f"--mix {text!r} gives no domain a positive share")
    return tuple((name, share / total) for name, share in shares.items())


def parse_choices(values: list[str] | None, allowed: tuple[str, ...], what: str) -> tuple[str, ...]:
    """Repeatable or comma-separated option values; ``all`` means every allowed value."""
    out: list[str] = []
    for value in values or []:
        for item in filter(None, (v.strip() for v in value.split(","))):
            if item == "all":
                out.extend(allowed)
            elif item in allowed:
                out.append(item)
            else:
                raise unknown_choice(what, item, (*allowed, "all"))
    return tuple(dict.fromkeys(out))
