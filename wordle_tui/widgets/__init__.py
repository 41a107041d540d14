"""Widgets of the game: views that render the model and post what the player did."""
