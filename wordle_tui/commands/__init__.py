"""The subcommands of ``wordle-tui``.

Their arguments are declared in :mod:`wordle_tui.commands.arguments`, which
loads nothing heavy; each command's own module (``play``, ``solve``, …) offers
``run(args) -> int`` (the exit status) and is imported only when that command
runs. :mod:`wordle_tui.commands.support` holds what they share once running.
"""
