"""The model-view layer between the engine and the window: controller, models, storage, words."""
