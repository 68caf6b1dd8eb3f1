"""Shared screens for the agent tests: a small settings-like page with a hierarchy, a
blank phone screen, and the tiny random Qwen2.5-VL as a chat model."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from m2miner.config import ModelConfig
from m2miner.devices.base import Observation
from m2miner.llm import create_model
from m2miner.llm.base import ChatModel

SCREEN_XML = """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<hierarchy rotation="0">
  <node index="0" text="" resource-id="" class="android.widget.FrameLayout"
        package="com.example" content-desc="" clickable="false" scrollable="false"
        bounds="[0,0][1080,2400]">
    <node index="0" text="" resource-id="com.example:id/search" class="android.widget.EditText"
          content-desc="Search" clickable="true" focused="true" bounds="[40,100][1040,220]" />
    <node index="1" text="" resource-id="com.example:id/list"
          class="androidx.recyclerview.widget.RecyclerView" clickable="false" scrollable="true"
          bounds="[0,300][1080,2000]">
      <node index="0" text="" resource-id="com.example:id/row" class="android.widget.LinearLayout"
            clickable="true" bounds="[0,300][1080,500]">
        <node index="0" text="Wi-Fi" resource-id="com.example:id/title"
              class="android.widget.TextView" clickable="false" bounds="[40,340][600,460]" />
        <node index="1" text="" resource-id="com.example:id/toggle" class="android.widget.Switch"
              clickable="true" checked="true" bounds="[900,350][1040,450]" />
      </node>
      <node index="1" text="Bluetooth" resource-id="com.example:id/row"
            class="android.widget.LinearLayout" clickable="true" bounds="[0,500][1080,700]" />
    </node>
    <node index="2" text="" resource-id="com.example:id/pager"
          class="android.widget.HorizontalScrollView" scrollable="true"
          bounds="[0,2000][1080,2300]" />
    <node index="3" text="" resource-id="" class="android.view.View" bounds="[10,10][10,90]" />
  </node>
</hierarchy>
"""

PNG_1X1 = (
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00"
    b"\x1f\x15\xc4\x89\x00\x00\x00\rIDATx\x9cc\xf8\x0f\x00\x00\x01\x01\x00\x05\x18\xd8N\x00"
    b"\x00\x00\x00IEND\xaeB`\x82"
)


@pytest.fixture
def observation() -> Observation:
    return Observation(png=PNG_1X1, width=1080, height=2400, hierarchy=SCREEN_XML)


@pytest.fixture
def bare_observation() -> Observation:
    return Observation(png=PNG_1X1, width=1080, height=2400)


@pytest.fixture(scope="module")
def tiny(tiny_model_dir: Path) -> tuple[ChatModel, ModelConfig]:
    """The tiny model loaded in process (the hf backend), with its config."""
    config = ModelConfig(name="tiny", backend="hf", model=str(tiny_model_dir))
    return create_model(config), config


@pytest.fixture
def screen() -> Observation:
    """A blank 270x600 screen, a real PNG the model's processor can read."""
    from PIL import Image as PILImage

    buffer = io.BytesIO()
    PILImage.new("RGB", (270, 600), "white").save(buffer, "PNG")
    return Observation(buffer.getvalue(), 270, 600)
