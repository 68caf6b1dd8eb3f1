"""Recognize's screens for the four-hundred-and-sixty-second held-out corpus: ``screens(t,
lang)`` lays them out in one language, ``t(text, **args)`` being that language's lookup of an
English string in the app's ``l10n/<lang>.json`` catalogue. What each action sends, and why
it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

ADMIN = "/index.php/apps/recognize/admin"  # generateUrl('/apps/recognize/admin/...')
GPU_WIKI = "https://github.com/nextcloud/recognize/wiki/GPU-mode"
APP_DIR = "/var/www/html/custom_apps/recognize"
# ViewAdmin.vue's SETTINGS, in its order: submit() walks them in this order and puts every
# one whose name holds neither "status" nor "lastFile".
SETTINGS = ("tensorflow.cores", "tensorflow.gpu", "tensorflow.purejs", "imagenet.enabled",
            "landmarks.enabled", "faces.enabled", "musicnn.enabled", "movinet.enabled",
            "node_binary", "ffmpeg_binary", "faces.status", "imagenet.status",
            "landmarks.status", "movinet.status", "musicnn.status", "faces.lastFile",
            "imagenet.lastFile", "landmarks.lastFile", "movinet.lastFile", "musicnn.lastFile",
            "faces.batchSize", "imagenet.batchSize", "landmarks.batchSize", "movinet.batchSize",
            "musicnn.batchSize", "clusterFaces.status", "clusterFaces.lastRun", "nice_binary",
            "nice_value", "concurrency.enabled", "taskprocessing.enabled")  # fmt: skip
SAVED = tuple(s for s in SETTINGS if "status" not in s and "lastFile" not in s)
# The settings the server hands over (strings; the switches parsed to booleans).
NATIVE = {"tensorflow.cores": "0", "tensorflow.gpu": False, "tensorflow.purejs": False,
          "imagenet.enabled": True, "landmarks.enabled": False, "faces.enabled": True,
          "musicnn.enabled": False, "movinet.enabled": False,
          "node_binary": f"{APP_DIR}/bin/node",
          "ffmpeg_binary": f"{APP_DIR}/lib/Migration/../../node_modules/ffmpeg-static/ffmpeg",
          "faces.batchSize": "500", "imagenet.batchSize": "100", "landmarks.batchSize": "100",
          "movinet.batchSize": "20", "musicnn.batchSize": "100",
          "clusterFaces.lastRun": "1786536000", "nice_binary": "/usr/bin/nice",
          "nice_value": "0", "concurrency.enabled": False,
          "taskprocessing.enabled": False}  # fmt: skip
# An ARM server: WASM mode on, with its smaller batch sizes.
WASM = {**NATIVE, "tensorflow.purejs": True, "faces.batchSize": "50",
        "imagenet.batchSize": "20", "landmarks.batchSize": "20", "movinet.batchSize": "5",
        "musicnn.batchSize": "20"}  # fmt: skip
# The recognize_backend ExApp installed: TaskProcessing on, four classifiers on.
TASKS = {**NATIVE, "taskprocessing.enabled": True, "musicnn.enabled": True,
         "movinet.enabled": True}  # fmt: skip
FRESH = {**NATIVE, "imagenet.enabled": False, "faces.enabled": False}
# The last classification, 12 Aug 2026, as toLocaleDateString() writes it in the browser's
# locale (more than a week ago, so no relative time).
DATES = {"en": "8/12/2026", "zh": "2026/8/12", "ja": "2026/8/12", "ko": "2026. 8. 12.",
         "de": "12.8.2026", "fr": "12/08/2026", "es": "12/8/2026", "pt": "12/08/2026",
         "ru": "12.08.2026"}  # fmt: skip
BATCH_500 = (
    "The number of files to process per job run (A job will be scheduled every 5 "
    "minutes; For normal operation ~500 or more, in WASM mode ~50 is recommended)"
)
BATCH_100 = (
    "The number of files to process per job run (A job will be scheduled every 5 "
    "minutes; For normal operation ~100 or more, in WASM mode ~20 is recommended)"
)
BATCH_20 = (
    "The number of files to process per job run (A job will be scheduled every 5 "
    "minutes; For normal operation ~20 or more, in WASM mode ~5 is recommended)"
)
Act = tuple[str, bool, list[Any]]


def get(path: str) -> str:
    """An axios GET to the app's admin routes."""
    return f"GET {ADMIN}/{path}"


def submit(settings: dict[str, Any]) -> list[dict[str, str]]:
    """onChange(): a second later submit() puts every saved setting, one after the other,
    as ``{"value": ...}`` (a switch's value JSON.stringify'd first)."""
    sends = []
    for name in SAVED:
        value = settings[name]
        if isinstance(value, bool):
            value = json.dumps(value)
        body = json.dumps({"value": value}, separators=(",", ":"), ensure_ascii=False)
        sends.append({"request": f"PUT {ADMIN}/settings/{name}", "body": body})
    return sends


def flip(settings: dict[str, Any], name: str) -> list[dict[str, str]]:
    """What tapping the switch bound to ``name`` sends."""
    return submit({**settings, name: not settings[name]})


RESET_TAGS = [get("reset"), get("countQueued")]  # onReset()
RESET_FACES = [get("resetFaces")]  # onResetFaces()
RESCAN = [get("recrawl")]  # onRescan()
CLEAR = [get("clearJobs"), get("countQueued")]  # onClearJobs()


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"recognize {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def text(*parts: str) -> dict[str, str]:
    """A text as the page shows it: the parts joined, runs of spaces made one."""
    return {"text": " ".join(" ".join(parts).split())}


def screens(t: Any, lang: str = "en") -> list[dict[str, Any]]:
    """Every screen of the admin page, in one language."""
    title = t("Recognize")  # the admin section's name (AdminSection::getName)
    date = DATES[lang]

    def page(*parts: list[dict[str, Any]]) -> dict[str, Any]:
        return {"title": title, "items": [item for part in parts for item in part]}

    def switch(label: str, checked: bool) -> dict[str, Any]:
        return {"switch": t(label), "checked": checked}

    def field(name: str, label: str) -> dict[str, Any]:
        return {"field": name, "hint": t(label), "text": ""}

    def queue(label: str, queued: int, jobs: int, tasks: tuple[int, int] | None = None) -> Any:
        """A classifier's queue card (its last background job never ran, so that part is
        empty)."""
        parts = [t(label), str(queued), t("Queued files") + ",", t("Last classification: "),
                 date + ",", t("Scheduled background jobs: "), f"{jobs},"]  # fmt: skip
        if tasks:
            parts += [",", t("TaskProcessing tasks: "), str(tasks[0]), t("scheduled") + ",",
                      str(tasks[1]), t("running")]  # fmt: skip
        return text(*parts)

    # Sections, top to bottom.
    status = [text(t("Status")),
              text(t("The machine learning models have been downloaded successfully.")),
              text(t("The systemtags app is enabled.")),
              text(t("The app is installed and will automatically classify files in "
                     "background processes."))]  # fmt: skip
    backend_heading = [text(t("Classifier backend"))]
    tp_label = "Use Nextcloud TaskProcessing for classification"
    faces_label = (
        "Enable face recognition (groups photos by faces that appear in them; UI "
        "is in the photos app)"
    )
    imagenet_label = "Enable object recognition (e.g. food, vehicles, landscapes)"
    landmarks_label = "Enable landmark recognition (e.g. Eiffel Tower, Golden Gate Bridge)"
    musicnn_label = "Enable music genre recognition (e.g. pop, rock, folk, metal, new age)"
    movinet_label = (
        "Enable human action recognition (e.g. arm wrestling, dribbling basketball, hula hooping)"
    )
    concurrency_label = "Enable unlimited concurrency of classifier processes"
    gpu_label = "Enable GPU mode"
    gpu_link = "Learn how to setup GPU mode with Recognize"
    reset_tags = t("Reset tags for classified files")
    reset_faces = t("Reset faces for classified files")
    rescan = t("Rescan all files")
    clear = t("Clear queues and background jobs")
    reset = [text(t("Reset")),
             text(t("Click the button below to remove all tags from all files that have been "
                    "classified so far.")), {"button": reset_tags},
             text(t("Click the button below to remove all face detections from all files "
                    "that have been classified so far.")), {"button": reset_faces},
             text(t("Click the button below to rescan all files in this instance and add "
                    "them to the classifier queues.")), {"button": rescan},
             text(t("Click the button below to clear the classifier queues and clear all "
                    "background jobs. This is useful when you want to do the initial "
                    "classification using the terminal command.")),
             {"button": clear}]  # fmt: skip
    resources = [text(t("Resource usage")),
                 field("tensorflow.cores", "Number of CPU Cores (0 for no limit)"),
                 text(t("By default, recognize will only ever run one classifier process at a "
                        "time. If you have a lot of resources available and want to run as "
                        "many processes in parallel as possible, you can turn on concurrency "
                        "here.")),
                 switch(concurrency_label, False)]  # fmt: skip
    terminal = [text(t("Terminal commands")),
                text(t("To download all models preliminary to executing the classification "
                       "jobs, run the following command on the server terminal.")),
                text("occ recognize:download-models")]  # fmt: skip

    def video(settings: dict[str, Any], *cards: dict[str, str]) -> list[dict[str, Any]]:
        items = [
            text(t("Video tagging")),
            *cards,
            switch(movinet_label, settings["movinet.enabled"]),
        ]
        if not settings["taskprocessing.enabled"]:
            items.append(field("movinet.batchSize", BATCH_20))
        return items

    def gpu(settings: dict[str, Any]) -> list[dict[str, Any]]:
        return [text(t("Tensorflow GPU mode")),
                switch(gpu_label, settings["tensorflow.gpu"]),
                text(t("Like most machine learning models, Recognize will run even faster when "
                       "using a GPU. Setting this up is non-trivial but works well when "
                       "everything is setup correctly.")), {"link": t(gpu_link)}]  # fmt: skip

    def reset_screen(where: str, above: list[dict[str, Any]], below: list[dict[str, Any]],
                     extra: list[Act] | None = None) -> dict[str, Any]:  # fmt: skip
        """The Reset section in one setting of the page, with what shows above or below it;
        each of its four buttons is tapped."""
        return _entry("reset", f"{where} reset", page(above, reset, below), [
            *(extra or []), (reset_tags, True, RESET_TAGS), (reset_faces, True, RESET_FACES),
            (rescan, False, RESCAN), (clear, False, CLEAR)])  # fmt: skip

    n = NATIVE
    working_video = text(t("Video recognition is working."))
    error_video = text(t("An error occurred during video recognition, please check the "
                         "Nextcloud logs."))  # fmt: skip
    waiting_video = text(
        t(
            "Waiting for status reports on video recognition. If this message "
            "persists beyond 15 minutes, please check the Nextcloud logs."
        )
    )
    no_job = text(t("There are queued files but no background job is scheduled to process "
                    "them."))  # fmt: skip
    on_video = {**n, "movinet.enabled": True}
    link = [{"request": f"GET {GPU_WIKI}", "via": "link"}]
    return [
        # A server that runs TensorFlow natively: faces and objects on.
        _entry("reversible", "status and classifier backend", page(
            status, backend_heading, [switch(tp_label, False)]), [
            (t(tp_label), False, flip(n, "taskprocessing.enabled"))]),
        _entry("reversible", "face recognition", page(
            [text(t("Face recognition")), text(t("Face recognition is working. ")),
             queue("Face recognition:", 0, 0),
             text(t("Face clustering:"), "96", t("faces left to cluster") + ",",
                  t("Last clustering run: "), date + ",", t("Scheduled background jobs: "),
                  "1,"),
             text(t("A minimum of 120 faces per user is necessary for clustering to kick in")),
             switch(faces_label, True), field("faces.batchSize", BATCH_500)]), [
            (t(faces_label), False, flip(n, "faces.enabled"))]),
        _entry("reversible", "object and landmark recognition", page(
            [text(t("Object detection & landmark recognition")),
             text(t("Object recognition is working.")),
             queue("Object recognition:", 0, 0),
             switch(imagenet_label, True), field("imagenet.batchSize", BATCH_100),
             switch(landmarks_label, False), field("landmarks.batchSize", BATCH_100)]), [
            (t(landmarks_label), False, flip(n, "landmarks.enabled"))]),
        _entry("reversible", "audio tagging", page(
            [text(t("Audio tagging")), switch(musicnn_label, False),
             field("musicnn.batchSize", BATCH_100)]), [
            (t(musicnn_label), False, flip(n, "musicnn.enabled"))]),
        reset_screen("video tagging and", video(n), [], [
            (t(movinet_label), False, flip(n, "movinet.enabled"))]),
        reset_screen("resource usage and", [], resources, [
            (t(concurrency_label), False, flip(n, "concurrency.enabled"))]),
        _entry("harmless", "gpu mode", page(gpu(n)), [(t(gpu_link), False, link)]),
        # The same server with video recognition on: working, failing, just turned on.
        reset_screen("working video tagging and", video(
            on_video, working_video, queue("Video recognition:", 0, 0)), []),
        reset_screen("failing video tagging and", video(
            on_video, error_video, queue("Video recognition:", 212, 0), no_job), []),
        reset_screen("waiting video tagging and", video(
            on_video, waiting_video, queue("Video recognition:", 212, 1)), []),
        # Object recognition off: landmarks cannot be turned on.
        _entry("harmless", "object recognition off", page(
            [text(t("Object detection & landmark recognition")),
             switch(imagenet_label, False), field("imagenet.batchSize", BATCH_100),
             switch(landmarks_label, False), field("landmarks.batchSize", BATCH_100)]), [
            (t(landmarks_label), False, [])]),
        # An ARM server: WASM mode was switched on for it; no action recognition, no GPU.
        _entry("harmless", "gpu mode on arm", page(gpu(WASM)), [
            (t(gpu_label), False, []), (t(gpu_link), False, link)]),
        reset_screen("arm video tagging and", video(WASM), [], [(t(movinet_label), False, [])]),
        # WASM mode turned on by hand on the same x86 server: no action recognition.
        _entry("harmless", "video tagging in wasm mode", page(video({**n, **WASM})), [
            (t(movinet_label), False, [])]),
        # TaskProcessing mode with the recognize_backend ExApp.
        _entry("reversible", "classifier backend in taskprocessing mode", page(
            backend_heading,
            [text(t("The recognize_backend ExApp is installed; TaskProcessing mode is "
                    "recommended.")), switch(tp_label, True)]), [
            (t(tp_label), False, flip(TASKS, "taskprocessing.enabled"))]),
        reset_screen("taskprocessing video tagging and", video(
            TASKS, working_video, queue("Video recognition:", 38, 1, (3, 1))), []),
        reset_screen("taskprocessing terminal commands and", [], terminal),
    ]  # fmt: skip
