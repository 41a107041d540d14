"""Modal dialogs over a screen (``ModalScreen``): each is dismissed with its answer, or None."""
