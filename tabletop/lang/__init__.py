"""Every word the app shows, in the player's language.

``door`` is the one pure door (``_``, ``n_``, ``N_``): the core, the engine kit, every game's words and
the UI call it, and it touches no file, so the pure layers stay pure.  ``catalogues`` reads the JSON
catalogues and Babel's plural rules and number formats from disk and installs them into the door; only
the shell (and tests) call it.  ``collect`` gathers the English source strings from the code and the data.
"""
