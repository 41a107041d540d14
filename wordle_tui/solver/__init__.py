"""The solver: pattern tables, strategies, decision trees and the bot that plays.

Plain Python (numpy), no Textual: the screens call it from thread workers and
cancel it between steps through the ``cancel`` callbacks it accepts.
"""
