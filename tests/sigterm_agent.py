"""``python sigterm_agent.py PORT [--app-handler]``: an echo agent served by uvicorn in the main
thread, as an application runs one, until SIGTERM. With ``--app-handler`` the application installs
its own SIGTERM handler first (it prints ``application handler ran`` and exits with status 3)."""

from __future__ import annotations

import signal
import sys
from pathlib import Path
from types import FrameType

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "examples"))

import uvicorn

from echo_agent.server import sdk_line


def _application_handler(signum: int, frame: FrameType | None) -> None:
    print("application handler ran", flush=True)
    sys.exit(3)


def main() -> None:
    port = int(sys.argv[1])
    if "--app-handler" in sys.argv:
        signal.signal(signal.SIGTERM, _application_handler)
    app, _, bind = sdk_line().build_app("sigterm-agent", streaming=True, push=False, observed=[])
    bind(f"http://127.0.0.1:{port}", "")
    uvicorn.run(app, host="127.0.0.1", port=port, log_level="warning", lifespan="off")


if __name__ == "__main__":
    main()
