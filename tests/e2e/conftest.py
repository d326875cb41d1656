"""The end-to-end tests share one Xvfb display fixture (``test_real_window.display``)."""

from .test_real_window import display  # noqa: F401
