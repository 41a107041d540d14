"""The solver's build: the files the bot reads, made from the word lists.

Build-time code only, beside the data it makes: the game (``wordle_tui``) never imports it
and the wheel does not carry it (pyproject.toml, and tests/test_packaging.py, check both);
it imports the game's solver core. Run from the repository's root; after a list changes,
``python -m words.trees.rebuild LANG-N`` remakes all of that list's files, each step also
runs alone (words/README.md, "The solver files"):

- :mod:`words.trees.tables`: the decision trees (``words/<lang>/<N>-tree-<mode>.json``,
  the answers' optimal trees, and ``<N>-any-word-<mode>.json``, the bot guessing your word),
  built by :mod:`words.trees.any_word` with the exact search of
  :mod:`words.trees.constrained` and the bounds of :mod:`words.trees.families`;
- :mod:`words.trees.first_moves`: the empty board's suggestions (``words/first-moves.json``);
- :mod:`words.trees.absurdle_lines`: Absurdle's best lines (``words/absurdle-lines.json``);
- :mod:`words.trees.stamp`: check and stamp trees built before.
"""
