"""The pictures of the README and docs/gallery.md are the app as it is now.

docs/gallery.py draws them from the app itself; this test draws them again into a
temporary folder and compares, file by file. When a screen changes, run
``python docs/gallery.py`` and look at the new pictures before committing them.
"""

from __future__ import annotations

import asyncio
import importlib.util
import os
import sys
from pathlib import Path

import pytest

from wordle_tui.storage.paths import HOME_VARIABLE

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"

pytestmark = pytest.mark.slow


def gallery_module():
    spec = importlib.util.spec_from_file_location("gallery", DOCS / "gallery.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_the_gallery_is_current(tmp_path):
    gallery = gallery_module()
    home = os.environ.get(HOME_VARIABLE)
    try:
        written = asyncio.run(gallery.make_all(tmp_path, ("en", "es")))
    finally:
        if home is not None:
            os.environ[HOME_VARIABLE] = home
    assert written
    stale = []
    for path in written:
        shipped = DOCS / path.relative_to(tmp_path)
        if not shipped.exists() or shipped.read_bytes() != path.read_bytes():
            stale.append(str(shipped.relative_to(ROOT)))
    assert stale == [], "out of date: run python docs/gallery.py and look at the pictures"
    shipped_pictures = {p.name for p in (DOCS / "gallery").glob("*.svg")}
    assert shipped_pictures == {p.name for p in written if p.suffix == ".svg"}  # none left over


def test_the_readme_opens_with_two_pictures_of_the_gallery():
    gallery = gallery_module()
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    head = readme.split("## Quick start")[0]
    for name in gallery.TOP:
        assert f"(docs/gallery/{name}-en.svg)" in head
        assert (DOCS / "gallery" / f"{name}-en.svg").exists()
    assert "docs/gallery.md" in head
