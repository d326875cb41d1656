"""The pygame shell: the only package (with ``app.py`` and ``main.py``) that imports pygame and pygame_gui.

UI-shell's modules draw and drive the table (camera, scene, painter, assets, hit_test, controller,
hands, keys, state); UI-chrome's modules are the pygame_gui panels and dialogs around it.
"""
