"""``wordle-tui serve`` without a browser: its arguments, the command each tab runs, errors."""

import builtins
import shlex
import sys

import pytest

from wordle_tui.cli import UsageError, build_parser, main
from wordle_tui.commands import serve


def test_each_tab_runs_this_wordle_tui_with_the_arguments_after_the_dashes():
    assert shlex.split(serve.tab_command([])) == [sys.executable, "-m", "wordle_tui"]
    command = serve.tab_command(["--", "play", "--word", "it's"])
    assert shlex.split(command)[-3:] == ["play", "--word", "it's"]
    with pytest.raises(UsageError):
        serve.tab_command(["--", "serve"])


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
    import textual_serve.server

    hooks: list[object] = []

    class FakeServer:
        def __init__(self, *args, **kwargs):
            pass

        def serve(self):
            hooks.append(sys.unraisablehook)

    monkeypatch.setattr(textual_serve.server, "Server", FakeServer)
    monkeypatch.setattr(sys, "unraisablehook", sys.unraisablehook)
    assert main(["serve", "--port", "8765"]) == 0
    assert hooks == [serve.quiet_closed_loop_transports]
