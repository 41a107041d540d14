"""The app's full screens: the menu, the board, the bot's screens and the review."""
