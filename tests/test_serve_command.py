"""``wordle-tui serve`` without a browser: its arguments, the command each tab runs, errors."""

import builtins
import os
import re
import shlex
import signal
import socket
import subprocess
import sys
import time
import urllib.parse
import urllib.request

import pytest

from wordle_tui.cli import build_parser, main
from wordle_tui.commands import serve
from wordle_tui.commands.errors import UsageError


def test_each_tab_runs_this_wordle_tui_with_the_arguments_after_the_dashes():
    assert shlex.split(serve.tab_command([])) == [sys.executable, "-m", "wordle_tui"]
    command = serve.tab_command(["--", "play", "--word", "it's"])
    assert shlex.split(command)[-3:] == ["play", "--word", "it's"]
    with pytest.raises(UsageError):
        serve.tab_command(["--", "serve"])


def test_on_posix_the_tab_command_is_quoted_for_sh(monkeypatch):
    monkeypatch.setattr(serve, "ON_WINDOWS", False)
    monkeypatch.setattr(sys, "executable", "/opt/my python/bin/python3")
    command = serve.tab_command(["--", "play", "--word", "it's"])
    assert shlex.split(command) == [sys.executable, "-m", "wordle_tui", "play", "--word", "it's"]


def test_on_windows_the_tab_command_is_quoted_for_cmd_exe(monkeypatch):
    """cmd.exe reads no single quotes: shlex.join's ``'C:\\Program Files\\...'`` ran
    ``'C:\\Program`` and failed. Windows quotes with double quotes (list2cmdline)."""
    monkeypatch.setattr(serve, "ON_WINDOWS", True)
    monkeypatch.setattr(sys, "executable", r"C:\Program Files\Python312\python.exe")
    command = serve.tab_command(["--", "play", "--word", "it's", "--code", 'a "b" c'])
    assert command == (
        '"C:\\Program Files\\Python312\\python.exe" -m wordle_tui play --word it\'s '
        '--code "a \\"b\\" c"'
    )
    assert "'" not in command.replace("it's", "")


def test_defaults_and_a_bad_port():
    args = build_parser().parse_args(["serve"])
    assert (args.host, args.port) == ("127.0.0.1", 8000)
    args = build_parser().parse_args(["serve", "--host", "0.0.0.0", "--port", "8123"])
    assert (args.host, args.port) == ("0.0.0.0", 8123)
    with pytest.raises(SystemExit) as excinfo:
        build_parser().parse_args(["serve", "--port", "70000"])
    assert excinfo.value.code == 2


def test_without_the_web_extra_it_says_how_to_get_it(monkeypatch, capsys):
    real_import = builtins.__import__

    def no_textual_serve(name, *args, **kwargs):
        if name.startswith("textual_serve"):
            raise ImportError(name)
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_textual_serve)
    assert main(["serve", "--port", "8765"]) == 1
    assert "pip install 'wordle-tui[web]'" in capsys.readouterr().err


def test_a_tab_process_knows_it_is_in_a_browser(monkeypatch):
    monkeypatch.delenv("TEXTUAL_DRIVER", raising=False)
    assert not serve.served_in_browser()
    monkeypatch.setenv("TEXTUAL_DRIVER", serve.BROWSER_DRIVER)
    assert serve.served_in_browser()


def closed_loop_leftover() -> object:
    """The report Python gives when a subprocess transport is collected after its event
    loop closed (the process ended meanwhile): what a server stopped while a tab was closing
    leaves behind."""
    import asyncio
    import gc
    import os
    import time

    async def start() -> asyncio.subprocess.Process:
        return await asyncio.create_subprocess_exec(
            sys.executable, "-c", "import sys; sys.stdin.read()", stdin=asyncio.subprocess.PIPE
        )

    loop = asyncio.new_event_loop()
    process = loop.run_until_complete(start())
    pid = process.pid
    loop.close()
    os.kill(pid, 15)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:  # until the child watcher has reaped it
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            break
        time.sleep(0.05)
    seen: list[object] = []
    saved = sys.unraisablehook
    sys.unraisablehook = seen.append
    try:
        del process
        gc.collect()
    finally:
        sys.unraisablehook = saved
    assert len(seen) == 1, seen
    return seen[0]


def test_a_tab_ending_after_the_server_loop_closed_prints_no_traceback(monkeypatch):
    passed: list[object] = []
    monkeypatch.setattr(sys, "__unraisablehook__", passed.append)
    leftover = closed_loop_leftover()
    assert str(leftover.exc_value) == "Event loop is closed"
    serve.quiet_closed_loop_transports(leftover)
    assert passed == []
    other = type(leftover)((ValueError, ValueError("x"), None, None, print))
    serve.quiet_closed_loop_transports(other)
    assert passed == [other]


def test_serving_installs_the_quiet_hook(monkeypatch):
    from wordle_tui.commands import serve_page

    hooks: list[object] = []

    class FakeServer:
        def __init__(self, *args, **kwargs):
            pass

        def serve(self):
            hooks.append(sys.unraisablehook)

    monkeypatch.setattr(serve_page, "GameServer", FakeServer)
    monkeypatch.setattr(sys, "unraisablehook", sys.unraisablehook)
    assert main(["serve", "--port", "8765"]) == 0
    assert hooks == [serve.quiet_closed_loop_transports]


def test_help_wraps_between_words_only():
    """argparse breaks long lines at hyphens: ``'wordle-`` / ``tui[web]'`` once did."""
    for columns in range(40, 121, 7):
        result = subprocess.run(
            [sys.executable, "-m", "wordle_tui", "serve", "--help"],
            capture_output=True,
            text=True,
            env={**os.environ, "COLUMNS": str(columns), "LANG": "C.UTF-8"},
            check=True,
        )
        assert "'wordle-tui[web]'" in result.stdout, (columns, result.stdout)
        assert "wordle-tui serve -- play --daily" in " ".join(result.stdout.split())
        assert not re.search(r"\w-$", result.stdout, re.MULTILINE)  # no word cut at a hyphen


def fetch(url: str) -> str:
    with urllib.request.urlopen(url, timeout=30) as response:
        return response.read().decode("utf-8")


@pytest.mark.parametrize(
    ("language", "title"),
    [("en", "wordle-tui: Wordle in the browser"), ("es", "wordle-tui: Wordle en el navegador")],
)
def test_the_page_names_the_game_and_loads_nothing_from_another_host(tmp_path, language, title):
    """The page served, without a browser (tests/test_serve_browser.py drives one): its
    title, its language, and every address it and its styles name are this server's."""
    pytest.importorskip("textual_serve", reason="textual-serve (the web extra) is not installed")
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    env = {**os.environ, "WORDLE_TUI_HOME": str(tmp_path), "LANG": "C.UTF-8"}
    server = subprocess.Popen(
        [sys.executable, "-m", "wordle_tui", "--ui-lang", language, "serve", "--port", str(port)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    try:
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 60
        while True:
            try:
                page = fetch(f"{base}/")
                break
            except OSError:
                assert server.poll() is None, server.communicate()[0]
                assert time.monotonic() < deadline, "the server never answered"
                time.sleep(0.1)
        assert f"<title>{title}</title>" in page
        assert f'<html lang="{language}">' in page
        addresses = re.findall(r"""(?:src|href)="([^"]+)"|url\("?([^")]+)"?\)""", page)
        named = [first or second for first, second in addresses]
        assert any(address.endswith("textual.js") for address in named)
        assert any(address.endswith(".ttf") for address in named)  # the font: ours to serve
        for address in named:
            where = urllib.parse.urlsplit(address)
            assert where.scheme == "data" or where.hostname == "127.0.0.1", address
        stylesheet = fetch(next(a for a in named if a.endswith(".css")))
        for address in re.findall(r"url\(([^)]*)\)|@import\s+\"([^\"]*)", stylesheet):
            assert "://" not in "".join(address), address  # the styles fetch nothing else
        for address in named:
            if urllib.parse.urlsplit(address).scheme != "data":
                with urllib.request.urlopen(address, timeout=30) as response:
                    assert response.status == 200, address
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        output = server.communicate(timeout=60)[0].decode(errors="replace")
    assert "Traceback" not in output
