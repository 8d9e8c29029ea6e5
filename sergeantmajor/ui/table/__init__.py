"""The card table: a Qt-free model of where cards lie, and the Qt objects that show it."""
