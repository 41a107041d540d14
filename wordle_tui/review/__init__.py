"""The review of a finished game (what the NYT WordleBot gives, in hard mode too).

Plain Python on the core and the solver, never Textual: the review screen runs
it in a thread worker, ``wordle-tui review`` prints it.
"""
