"""``python -m wordle_tui`` is the same as the ``wordle-tui`` command."""

from wordle_tui.cli import main

raise SystemExit(main())
