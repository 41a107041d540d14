"""The player's files: settings and games in progress, kept in the user's folders."""
