"""The A2A v0.3 JSON view of a2a-sdk 1.x protobuf messages, built from their fields.

The OATF indicators read messages in the v0.3 wire shape. a2a-sdk 1.x can produce it: its
compatibility conversions (``a2a.compat.v0_3.conversions.to_compat_*``) build v0.3 pydantic models,
which ``model_dump(mode="json", by_alias=True, exclude_none=True)`` turns into JSON. Together they
cost 12 us for a one-part request and 28 us for a task with three artifacts: a third of what the
curated indicators add to a send. This module builds the same dictionaries straight from the
protobuf fields, for the messages every call carries (send requests, tasks, messages, stream
updates, task ids). Every rule below restates one of those conversions (a2a-sdk 1.0.0 to 1.3.0: their
``to_compat_*`` functions are the same) and the dump's key order (the pydantic models' field order);
``tests/detection/test_v1_json.py`` compares the two on random messages of each type.

Struct and Value fields (metadata, data parts) go through protobuf's ``MessageToDict`` as in the
conversions. A message this module does not know, or a part with no content (which the conversion
rejects), returns ``None``: the caller then uses the SDK's conversion, errors included.
"""

from __future__ import annotations

import base64
from collections.abc import Callable
from typing import Any

from google.protobuf.json_format import MessageToDict

from a2a.types import Role, TaskState

# conversions._CORE_TO_COMPAT_TASK_STATE; any other number is "unknown" there too.
_STATES = {
    TaskState.TASK_STATE_UNSPECIFIED: "unknown",
    TaskState.TASK_STATE_SUBMITTED: "submitted",
    TaskState.TASK_STATE_WORKING: "working",
    TaskState.TASK_STATE_COMPLETED: "completed",
    TaskState.TASK_STATE_FAILED: "failed",
    TaskState.TASK_STATE_CANCELED: "canceled",
    TaskState.TASK_STATE_INPUT_REQUIRED: "input-required",
    TaskState.TASK_STATE_REJECTED: "rejected",
    TaskState.TASK_STATE_AUTH_REQUIRED: "auth-required",
}
# An enum wrapper's attribute costs 0.6 us per read; the number, once.
_ROLE_USER = Role.Value("ROLE_USER")
# to_compat_task_status_update_event: `final` is true in these states.
_FINAL_STATES = frozenset({"completed", "canceled", "failed", "rejected"})


class _NotConvertible(Exception):
    """A part the SDK's conversion rejects: the caller lets the SDK raise its own error."""


def _part(part: Any) -> dict[str, Any]:
    which = part.WhichOneof("content")
    metadata = MessageToDict(part.metadata) if part.HasField("metadata") else None
    if which == "text":
        out: dict[str, Any] = {"kind": "text"}
        if metadata is not None:
            out["metadata"] = metadata
        out["text"] = part.text
        return out
    if which == "data":
        data = MessageToDict(part.data)
        if not isinstance(data, dict):
            # A Value that is not an object: the conversion wraps it and marks the part.
            data = {"value": data}
            metadata = metadata or {}
            metadata["data_part_compat"] = True
        out = {"data": data, "kind": "data"}
        if metadata is not None:
            out["metadata"] = metadata
        return out
    if which in ("raw", "url"):
        file: dict[str, Any] = {"bytes": base64.b64encode(part.raw).decode()} if which == "raw" else {}
        if part.media_type:
            file["mimeType"] = part.media_type
        if part.filename:
            file["name"] = part.filename
        if which == "url":
            file["uri"] = part.url
        out = {"file": file, "kind": "file"}
        if metadata is not None:
            out["metadata"] = metadata
        return out
    raise _NotConvertible(which)


def _message(message: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if message.context_id:
        out["contextId"] = message.context_id
    if message.extensions:
        out["extensions"] = list(message.extensions)
    out["kind"] = "message"
    out["messageId"] = message.message_id
    # Unlike the other types' metadata, a message's is dropped when empty (to_compat_message). An
    # unset Struct is empty; HasField first, as it is what most messages need and costs a quarter.
    if message.HasField("metadata") and message.metadata:
        out["metadata"] = MessageToDict(message.metadata)
    out["parts"] = [_part(part) for part in message.parts]
    if message.reference_task_ids:
        out["referenceTaskIds"] = list(message.reference_task_ids)
    out["role"] = "user" if message.role == _ROLE_USER else "agent"
    if message.task_id:
        out["taskId"] = message.task_id
    return out


def _status(status: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if status.HasField("message"):
        out["message"] = _message(status.message)
    out["state"] = _STATES.get(status.state, "unknown")
    if status.HasField("timestamp"):
        out["timestamp"] = status.timestamp.ToJsonString()
    return out


def _status_of(holder: Any) -> dict[str, Any]:
    return _status(holder.status) if holder.HasField("status") else {"state": "unknown"}


def _artifact(artifact: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"artifactId": artifact.artifact_id}
    if artifact.description:
        out["description"] = artifact.description
    if artifact.extensions:
        out["extensions"] = list(artifact.extensions)
    if artifact.HasField("metadata"):
        out["metadata"] = MessageToDict(artifact.metadata)
    if artifact.name:
        out["name"] = artifact.name
    out["parts"] = [_part(part) for part in artifact.parts]
    return out


def _task(task: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if task.artifacts:
        out["artifacts"] = [_artifact(artifact) for artifact in task.artifacts]
    out["contextId"] = task.context_id
    if task.history:
        out["history"] = [_message(message) for message in task.history]
    out["id"] = task.id
    out["kind"] = "task"
    if task.HasField("metadata"):
        out["metadata"] = MessageToDict(task.metadata)
    out["status"] = _status_of(task)
    return out


def _status_update(event: Any) -> dict[str, Any]:
    status = _status_of(event)
    out: dict[str, Any] = {"contextId": event.context_id, "final": status["state"] in _FINAL_STATES}
    out["kind"] = "status-update"
    if event.HasField("metadata"):
        out["metadata"] = MessageToDict(event.metadata)
    out["status"] = status
    out["taskId"] = event.task_id
    return out


def _artifact_update(event: Any) -> dict[str, Any]:
    out: dict[str, Any] = {
        "append": event.append,
        "artifact": _artifact(event.artifact),
        "contextId": event.context_id,
        "kind": "artifact-update",
        "lastChunk": event.last_chunk,
    }
    if event.HasField("metadata"):
        out["metadata"] = MessageToDict(event.metadata)
    out["taskId"] = event.task_id
    return out


def _push_config(config: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if config.HasField("authentication"):
        auth = config.authentication
        authentication: dict[str, Any] = {"credentials": auth.credentials} if auth.credentials else {}
        authentication["schemes"] = [auth.scheme] if auth.scheme else []
        out["authentication"] = authentication
    if config.id:
        out["id"] = config.id
    if config.token:
        out["token"] = config.token
    out["url"] = config.url
    return out


def _configuration(config: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if config.accepted_output_modes:
        out["acceptedOutputModes"] = list(config.accepted_output_modes)
    out["blocking"] = not config.return_immediately
    if config.HasField("history_length"):
        out["historyLength"] = config.history_length
    if config.HasField("task_push_notification_config"):
        out["pushNotificationConfig"] = _push_config(config.task_push_notification_config)
    return out


def _send_params(request: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if request.HasField("configuration"):
        out["configuration"] = _configuration(request.configuration)
    out["message"] = _message(request.message)
    if request.HasField("metadata"):
        out["metadata"] = MessageToDict(request.metadata)
    return out


def _task_query(request: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if request.HasField("history_length"):
        out["historyLength"] = request.history_length
    out["id"] = request.id
    return out


def _task_id_params(request: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"id": request.id}
    if request.HasField("metadata"):
        out["metadata"] = MessageToDict(request.metadata)
    return out


# By type name, as the adapter's conversion tables in v1.py.
_Build = Callable[[Any], dict[str, Any]]
_REQUESTS: dict[str, _Build] = {
    "SendMessageRequest": _send_params,
    "GetTaskRequest": _task_query,
    "CancelTaskRequest": _task_id_params,
    "SubscribeToTaskRequest": lambda request: {"id": request.id},
}
_EVENTS: dict[str, _Build] = {
    "Task": _task,
    "Message": _message,
    "TaskStatusUpdateEvent": _status_update,
    "TaskArtifactUpdateEvent": _artifact_update,
}


def request_params(request: Any) -> dict[str, Any] | None:
    """A request's v0.3 ``params``; None: not one of the types above, or not convertible here."""
    build = _REQUESTS.get(type(request).__name__)
    return _built(build, request)


def event(message: Any) -> dict[str, Any] | None:
    """A task, message or stream update in the v0.3 shape; None as for ``request_params``."""
    build = _EVENTS.get(type(message).__name__)
    return _built(build, message)


def _built(build: _Build | None, message: Any) -> dict[str, Any] | None:
    if build is None:
        return None
    try:
        return build(message)
    except _NotConvertible:
        return None
