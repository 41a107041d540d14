"""The word build: one pipeline that makes every language's lists from its description.

Build-time code only: the game (``wordle_tui``) never imports it and the wheel does
not carry it (pyproject.toml, and tests/test_packaging.py, check both). Run it from
the repository's root as ``python -m words.build``; words/README.md says how the
lists are made and, under "Adding a language", how to add one.

- :mod:`words.build.description`: ``words/<lang>/language.toml``, read and checked;
- :mod:`words.build.hunspell`, :mod:`words.build.wordfiles`: reading the sources and the
  reviewed word files;
- :mod:`words.build.context`: one language's sources, read once;
- :mod:`words.build.pipeline`: the steps every language goes through;
- :mod:`words.build.plugins` (generic), :mod:`words.build.english`,
  :mod:`words.build.spanish`: the named rules a description picks;
- :mod:`words.build.steps`: freezing the daily ledgers, the offensive-guess lists;
- :mod:`words.build.report`: ``--measure``, ``--review``, ``--report``.
"""
