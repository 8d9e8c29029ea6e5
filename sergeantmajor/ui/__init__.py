"""The window: the table of animated cards, its dialogs and the application start-up."""
