"""Shared test set-up: the project root on ``sys.path`` and the hypothesis profiles.

``CI=true`` selects the ``ci`` profile (fewer examples, no deadline) so the default run stays quick
on a shared runner; locally the ``dev`` profile runs hypothesis' usual amount.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from hypothesis import HealthCheck, settings

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

settings.register_profile("ci", max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci" if os.environ.get("CI", "").lower() == "true" else "dev")
