"""The engine kit: the contract every rules engine keeps and the one binding that puts it on the table.

A game with rules enforcement supplies a ``RulesKit``: its ``Engine`` (``contract``), its ``Picture``
(state -> table, ``picture``), its ``Gestures`` (which drag means which move) and its ``Words``, and a
heuristic ``Bot``.  ``GameBinding`` (``binding``) does the rest for every game alike.
"""
