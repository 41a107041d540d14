"""The bot's side of the screens: plain models that wrap the solver for hints, watching the
bot, the bot guessing your word and the assistant.

They import the core and the solver, never Textual: the screens run their slow
calls in thread workers and pass a ``cancel`` callback down to the solver.
"""
