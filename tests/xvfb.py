"""A virtual X server for the tests that need a real window.

Xvfb chooses its own display number (``-displayfd``) and tells it once it accepts connections.
Choosing a number here by looking for a free one raced: two test workers starting at once both
found the same number free, the second server failed, and both tests drew on the first one's screen,
each seeing the other's window in its screenshots.

``-noreset``: by default the server resets whenever its last client leaves, and refuses connections while
it does.  A test polls the screen (xwininfo, import) while the app it started is still opening its window,
so a poll that was the server's only client reset it on leaving, and the app's own connection then failed
now and then ("pygame.error: x11 not available" from ``pygame.display.init``; three of 30 runs of the
framing test on a busy machine).  Two xwininfo at once against a fresh server: 5 and 9 of 600 refused without the flag,
none of 600 with it.
"""

from __future__ import annotations

import os
import select
import subprocess


def start_xvfb(size: str, timeout: float = 20.0) -> tuple[subprocess.Popen[bytes], str]:
    """A running Xvfb of ``size`` ("WIDTHxHEIGHT") and its display name for ``DISPLAY``; raises
    ``RuntimeError`` when it does not start within ``timeout`` seconds."""
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", f"{size}x24", "-nolisten", "tcp",
                               "-noreset"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as told:
        ready, _, _ = select.select([told], [], [], timeout)
        number = told.readline().strip() if ready else ""
    if not number.isdigit():
        server.kill()
        server.wait()
        raise RuntimeError(f"Xvfb did not start within {timeout:.0f} s")
    return server, f":{number}"
