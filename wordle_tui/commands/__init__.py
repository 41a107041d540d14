"""The subcommands of ``wordle-tui``; each module offers ``register`` and ``run``.

``register(subparsers)`` adds the command's parser and sets ``run`` as its
handler; ``run(args) -> int`` does the work and returns the exit status.
"""
