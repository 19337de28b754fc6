"""A push-notification webhook on 127.0.0.1: records each request's path, headers and JSON body,
and answers with the status it is told to."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


class WebhookReceiver:
    """``with WebhookReceiver(status=200) as hook:`` serves at ``hook.url`` until the block ends."""

    def __init__(self, status: int = 200) -> None:
        self.received: list[dict[str, Any]] = []
        self.arrived = threading.Condition()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                body = self.rfile.read(length)
                with receiver.arrived:
                    receiver.received.append(
                        {"path": self.path, "headers": dict(self.headers.items()), "body": json.loads(body or b"null")}
                    )
                    receiver.arrived.notify_all()
                self.send_response(status)
                self.send_header("content-length", "0")
                self.end_headers()

            def log_message(self, *args: object) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}/hooks/a2a"
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    def wait_for(self, count: int, timeout: float = 15) -> list[dict[str, Any]]:
        with self.arrived:
            self.arrived.wait_for(lambda: len(self.received) >= count, timeout)
            return list(self.received)

    def __enter__(self) -> WebhookReceiver:
        self._thread.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._server.shutdown()
        self._server.server_close()
