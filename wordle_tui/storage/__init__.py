"""The player's database: settings, games in progress and the log of finished games.

Its own layer: plain Python and ``sqlite3``, never Textual.
"""
