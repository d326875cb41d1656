"""Robinson Crusoe's rules engine, pure: no window, image, file or clock (the data file is read by
``contents``, outside).

Modules by what they hold: ``state`` (the nouns), ``catalog`` and ``script`` (the data file's values
and card scripts), ``island``, ``tracks`` (wounds, morale, levels, resources), ``registry`` and ``flow``
(the task queue carried to the next decision), the phases (``phases``, ``planning``/``plan_moves``,
``actions``, ``fight``, ``rerolls``, ``weather``, ``night``), the card steps (``effects``, ``world``,
``items``, ``cards``, ``abilities``), ``anytime`` and ``manual`` (uses and resolving by hand), ``play``
(legal moves and ``apply``), ``hidden`` (views), ``checks``, ``codec`` and ``engine`` (the kit's contract).
"""
