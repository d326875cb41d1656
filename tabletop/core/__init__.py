"""The pure table: model, actions, reducer, history, visibility, log sentences.

Nothing in this package imports pygame, pygame_gui or PIL, or touches a file, clock or window;
``tests/core/test_purity.py`` walks the imports to keep it so.
"""
