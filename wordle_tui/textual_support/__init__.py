"""Textual plumbing that is not a widget, under the widgets and the screens: background work
and the drawing guard (:mod:`background`), screen changes (:mod:`navigation`), the board's
tile sizes (:mod:`tiles`) and every use of Textual's private parts (:mod:`compat`)."""
