"""The tutorial on the table: the guide the controller asks, the lesson panel, the highlights,
the lesson chooser and the runner that ties them to the window."""
