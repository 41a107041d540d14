"""``wordle-tui serve`` in a real headless browser: load the page, type a guess, see the colours.

The browser is Debian's chromium, driven through the Chrome DevTools protocol over a
websocket (aiohttp's client, which textual-serve already brings). The served tab plays
a friend's word (``play --word crane``) so the colours of ``crate`` are known: four
green tiles; and the same in every language added after English and Spanish, each in its
own interface (``play --lang de --word tisch``, then ``fisch``). The page is drawn on a
canvas (xterm.js), so the check is on pixels: the screenshot is decoded by the browser
itself (an ``<img>`` drawn on a 2D canvas) and the pixels of the theme's green counted
before and after the guess.
"""

from __future__ import annotations

import asyncio
import base64
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, replace
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from wordle_tui.core.settings import Settings
from wordle_tui.storage.paths import HOME_VARIABLE
from wordle_tui.storage.store import Storage

pytest.importorskip("textual_serve", reason="textual-serve (the web extra) is not installed")
aiohttp = pytest.importorskip("aiohttp", reason="aiohttp comes with textual-serve")

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        CHROMIUM is None, reason="no chromium browser installed (apt-get install chromium)"
    ),
]
CHROME_FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--window-size=1280,900",
    "--remote-debugging-port=0",
)
GREEN = (0x53, 0x8D, 0x4E)  # tile-correct of the default (dark) theme
KEY = (0x63, 0x64, 0x66)  # key-background: the on-screen keyboard
STEP_SECONDS = 60


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_for_port(port: int, process: subprocess.Popen, seconds: float = STEP_SECONDS) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise AssertionError(f"the server stopped: {process.communicate()[0]!r}")
        with socket.socket() as sock:
            if sock.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.1)
    raise AssertionError(f"nothing listens on port {port}")


class DevTools:
    """The few DevTools calls the test needs, on one page's websocket."""

    def __init__(self, ws) -> None:
        self.ws = ws
        self.next_id = 0
        self.events: list[dict] = []  # what the browser reported meanwhile (requests sent)

    async def call(self, method: str, **params):
        self.next_id += 1
        number = self.next_id
        await self.ws.send_json({"id": number, "method": method, "params": params})
        while True:
            message = await asyncio.wait_for(self.ws.receive_json(), STEP_SECONDS)
            if "method" in message:
                self.events.append(message)
            if message.get("id") == number:
                if "error" in message:
                    raise AssertionError(f"{method}: {message['error']}")
                return message.get("result", {})

    async def evaluate(self, expression: str):
        result = await self.call(
            "Runtime.evaluate", expression=expression, awaitPromise=True, returnByValue=True
        )
        return result["result"].get("value")

    def requested(self) -> list[str]:
        """Every address the page asked for so far: documents, scripts, styles, fonts,
        images, and the websocket to its game."""
        urls = []
        for event in self.events:
            if event["method"] == "Network.requestWillBeSent":
                urls.append(event["params"]["request"]["url"])
            elif event["method"] == "Network.webSocketCreated":
                urls.append(event["params"]["url"])
        return urls

    async def screenshot(self) -> bytes:
        result = await self.call("Page.captureScreenshot", format="png")
        return base64.b64decode(result["data"])

    async def count_colour(self, png: bytes, colour: tuple[int, int, int]) -> int:
        """Pixels within a small distance of ``colour``, counted by the browser's own decoder."""
        data = base64.b64encode(png).decode()
        red, green, blue = colour
        script = f"""
            new Promise((resolve) => {{
                const img = new Image();
                img.onload = () => {{
                    const canvas = document.createElement('canvas');
                    canvas.width = img.width; canvas.height = img.height;
                    const context = canvas.getContext('2d');
                    context.drawImage(img, 0, 0);
                    const pixels = context.getImageData(0, 0, img.width, img.height).data;
                    let count = 0;
                    for (let i = 0; i < pixels.length; i += 4) {{
                        const near = Math.abs(pixels[i] - {red}) < 12
                            && Math.abs(pixels[i + 1] - {green}) < 12
                            && Math.abs(pixels[i + 2] - {blue}) < 12;
                        if (near) count++;
                    }}
                    resolve(count);
                }};
                img.src = 'data:image/png;base64,{data}';
            }})
        """
        return int(await self.evaluate(script))

    async def key(self, key: str, text: str | None = None, code: int | None = None) -> None:
        params = {"key": key}
        if text is not None:
            params["text"] = text
        if code is not None:
            params["windowsVirtualKeyCode"] = code
            params["nativeVirtualKeyCode"] = code
        await self.call("Input.dispatchKeyEvent", type="keyDown", **params)
        await self.call("Input.dispatchKeyEvent", type="keyUp", key=key)


async def wait_until(check, seconds: float = STEP_SECONDS, pause: float = 0.5):
    deadline = time.monotonic() + seconds
    while True:
        value = await check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError("the page never got there")
        await asyncio.sleep(pause)


@dataclass
class Visit:
    """What the browser saw: the page's title, every address it asked for, and the green
    pixels before and after the guess."""

    title: str
    requested: list[str]
    before: int
    after: int


async def drive_browser(url: str, devtools_port: int, shot: Path, guess: str) -> Visit:
    async with aiohttp.ClientSession() as session:
        async with session.get(f"http://127.0.0.1:{devtools_port}/json/list") as response:
            targets = await response.json()
        page = next(t for t in targets if t["type"] == "page")
        async with session.ws_connect(page["webSocketDebuggerUrl"], max_msg_size=0) as ws:
            tools = DevTools(ws)
            await tools.call("Page.enable")
            await tools.call("Network.enable")
            await tools.call("Page.navigate", url=url)

            async def board_drawn() -> bool:  # the terminal is shown once the app drew
                return bool(await tools.evaluate("document.body.classList.contains('-first-byte')"))

            await wait_until(board_drawn)
            # keys reach the terminal through xterm.js's hidden textarea: focus it. A click
            # would do too, but wherever it lands it is a click on the game (once, on the
            # on-screen keyboard's H: the row read HCRAT and the guess was refused)
            focused = await tools.evaluate(
                "(() => { const area = document.querySelector('.xterm-helper-textarea');"
                " if (!area) return false; area.focus();"
                " return document.activeElement === area; })()"
            )
            assert focused, "the page has no terminal to type into"

            async def keyboard_drawn() -> bool:  # the game screen is up: its keys are shown
                return await tools.count_colour(await tools.screenshot(), KEY) > 5000

            await wait_until(keyboard_drawn)
            before = await tools.count_colour(await tools.screenshot(), GREEN)
            for letter in guess:
                await tools.key(letter, text=letter)
            await tools.key("Enter", text="\r", code=13)

            last = [-1]

            async def green_row() -> int:
                """The green count once the row is revealed: high, and the same twice running."""
                png = await tools.screenshot()
                count = await tools.count_colour(png, GREEN)
                settled = count == last[0]
                last[0] = count
                if count > before + 2000 and settled:
                    shot.write_bytes(png)
                    return count
                return 0

            after = await wait_until(green_row)
            title = await tools.evaluate("document.title")
            return Visit(title, tools.requested(), before, after)


# (word language, the friend's word, a guess with four letters of it in place)
GAMES = [
    ("en", "crane", "crate"),
    ("fr", "monde", "ronde"),
    ("de", "tisch", "fisch"),
    ("it", "gatto", "fatto"),
    ("pt", "porta", "torta"),
]


@pytest.mark.parametrize(("language", "secret", "guess"), GAMES)
def test_served_game_shows_a_coloured_row_in_a_real_browser(
    tmp_path, monkeypatch, language, secret, guess
):
    home = tmp_path / "home"
    monkeypatch.setenv(HOME_VARIABLE, str(home))
    storage = Storage()  # the help was seen: the tab opens straight on the board
    storage.settings.save(replace(Settings(), help_seen=True, ui_language=language))
    storage.close()
    port = free_port()
    env = {**os.environ, HOME_VARIABLE: str(home), "LANG": "C.UTF-8"}
    server = subprocess.Popen(
        [sys.executable, "-m", "wordle_tui", "serve", "--port", str(port), "--",
         "play", "--lang", language, "--word", secret],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True,
    )  # fmt: skip
    profile = tempfile.mkdtemp(prefix="wordle-tui-chromium-")
    browser = None
    try:
        wait_for_port(port, server)
        browser = subprocess.Popen(
            [CHROMIUM, *CHROME_FLAGS, f"--user-data-dir={profile}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True,
        )  # fmt: skip
        active = Path(profile) / "DevToolsActivePort"
        deadline = time.monotonic() + STEP_SECONDS
        while not (active.exists() and active.read_text().strip()):
            assert time.monotonic() < deadline, "chromium never opened its DevTools port"
            assert browser.poll() is None, "chromium stopped at once"
            time.sleep(0.1)
        devtools_port = int(active.read_text().split()[0])
        shot = tmp_path / "served-board.png"
        visit = asyncio.run(drive_browser(f"http://127.0.0.1:{port}/", devtools_port, shot, guess))
        assert visit.after > visit.before + 2000  # four green tiles and four green keys
        assert visit.title == "wordle-tui: Wordle in the browser"  # the page names the game
        # nothing leaves this computer: the page, its script, styles and font, the game's
        # websocket all come from the server (a font from another host did, once)
        assert visit.requested, "the browser reported no request"
        for address in visit.requested:
            where = urlsplit(address)
            assert where.scheme == "data" or where.hostname == "127.0.0.1", address
        assert shot.stat().st_size > 10_000
        keep = os.environ.get("WORDLE_TUI_SCREENSHOT")
        if keep:
            shutil.copy(shot, keep)
    finally:
        if browser is not None:
            os.killpg(browser.pid, signal.SIGTERM)
            browser.wait(timeout=STEP_SECONDS)
        shutil.rmtree(profile, ignore_errors=True)
        if server.poll() is None:
            server.send_signal(signal.SIGTERM)
        output = server.communicate(timeout=STEP_SECONDS)[0].decode(errors="replace")
    assert server.returncode == 0, output
    # every tab's process ends with the server: soon nothing is left in its session
    deadline = time.monotonic() + STEP_SECONDS
    while True:
        left = subprocess.run(
            ["ps", "-o", "pid=,stat=,args=", "--sid", str(server.pid)],
            capture_output=True,
            text=True,
        ).stdout.strip()
        if not left or time.monotonic() > deadline:
            break
        time.sleep(0.2)
    assert left == "", left
    assert "Traceback" not in output
    assert json.dumps(output)  # readable
