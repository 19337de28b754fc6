"""A test-only OTLP/HTTP receiver (protobuf, gzip or not) on 127.0.0.1: what a collector forwards
lands here, decoded, to be asserted on. (oteltap 1.0 cannot read gzip bodies, and rotel's
exporter gzips whatever its compression option says.)"""

from __future__ import annotations

import gzip
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, TypeVar

from opentelemetry.proto.collector.logs.v1.logs_service_pb2 import ExportLogsServiceRequest
from opentelemetry.proto.collector.metrics.v1.metrics_service_pb2 import ExportMetricsServiceRequest
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest
from opentelemetry.proto.common.v1.common_pb2 import AnyValue

T = TypeVar("T")


def any_value(value: AnyValue) -> Any:
    """An OTLP AnyValue as plain Python (a map body becomes a dict)."""
    kind = value.WhichOneof("value")
    if kind == "kvlist_value":
        return {item.key: any_value(item.value) for item in value.kvlist_value.values}
    if kind == "array_value":
        return [any_value(item) for item in value.array_value.values]
    if kind is None:
        return None
    return getattr(value, kind)


class OTLPReceiver:
    def __init__(self) -> None:
        self.spans: list[Any] = []
        self.logs: list[Any] = []
        self.metrics: list[Any] = []
        self._lock = threading.Lock()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("content-length", 0)))
                if self.headers.get("content-encoding") == "gzip":
                    body = gzip.decompress(body)
                receiver._receive(self.path, body)
                self.send_response(200)
                self.send_header("content-type", "application/x-protobuf")
                self.send_header("content-length", "0")
                self.end_headers()

            def log_message(self, format: str, *args: Any) -> None:
                return None

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self._server.server_address[1]
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    def _receive(self, path: str, body: bytes) -> None:
        with self._lock:
            if path.endswith("/v1/traces"):
                request = ExportTraceServiceRequest.FromString(body)
                self.spans += [span for rs in request.resource_spans for ss in rs.scope_spans for span in ss.spans]
            elif path.endswith("/v1/logs"):
                request = ExportLogsServiceRequest.FromString(body)
                self.logs += [log for rl in request.resource_logs for sl in rl.scope_logs for log in sl.log_records]
            elif path.endswith("/v1/metrics"):
                request = ExportMetricsServiceRequest.FromString(body)
                self.metrics += [m for rm in request.resource_metrics for sm in rm.scope_metrics for m in sm.metrics]

    def wait_for(self, found: Callable[[OTLPReceiver], T], timeout: float = 15.0) -> T:
        deadline = time.monotonic() + timeout
        while True:
            with self._lock:
                result = found(self)
            if result or time.monotonic() > deadline:
                return result
            time.sleep(0.05)

    def __enter__(self) -> OTLPReceiver:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()
