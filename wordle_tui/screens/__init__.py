"""The app's screens: menu, board, result, settings, help and custom word."""
