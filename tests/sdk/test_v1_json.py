"""The v0.3 JSON view built from a2a-sdk 1.x protobuf fields (``sdk/v1_json.py``) equals the SDK's
own conversion followed by the pydantic dump, on random messages of every type it builds.

Equal means the same dictionary with the same key order (JSON dumps of either read alike), or, when
the SDK's conversion raises, the same exception type from the adapter's ``wire_*`` function.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import SDK_LINE

if SDK_LINE != "1":
    # The strategies below build 1.x protobuf messages at import: the module is skipped whole.
    pytest.skip("protobuf messages exist on a2a-sdk 1.x only", allow_module_level=True)

from a2a.compat.v0_3 import conversions
from a2a.types import (
    Artifact,
    AuthenticationInfo,
    CancelTaskRequest,
    GetTaskRequest,
    Message,
    Part,
    SendMessageConfiguration,
    SendMessageRequest,
    SubscribeToTaskRequest,
    Task,
    TaskArtifactUpdateEvent,
    TaskPushNotificationConfig,
    TaskStatus,
    TaskStatusUpdateEvent,
)
from google.protobuf import struct_pb2

from opentelemetry.instrumentation.a2a.sdk import v1 as adapter
from opentelemetry.instrumentation.a2a.sdk import v1_json

text = st.text(max_size=8) | st.sampled_from(["", "é", "\u202e", "a" * 40])
maybe = st.none() | text
# Struct values: numbers as protobuf stores them (doubles), NaN and infinities included (which
# MessageToDict refuses, on both paths alike).
scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**63), max_value=2**63)
    | st.floats(allow_nan=True, allow_infinity=True)
    | text
)
json_values = st.recursive(
    scalars, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(text, inner, max_size=3), max_leaves=8
)
json_objects = st.dictionaries(text, json_values, max_size=3)


def _struct(value: dict[str, Any] | None) -> Any:
    struct = struct_pb2.Struct()
    if value:
        struct.update(value)
    return struct


def _value(value: Any) -> Any:
    holder = struct_pb2.Struct()
    holder.update({"v": value})
    return holder.fields["v"]


def _with(target: Any, /, **fields: Any) -> Any:
    """``target`` with the sub-messages given copied in; None leaves a field unset. Metadata
    comes as a dict: {} sets it empty (HasField is true: the conversions tell the two apart)."""
    for name, value in fields.items():
        if value is not None:
            getattr(target, name).CopyFrom(_struct(value) if name == "metadata" else value)
    return target


def _part(kind: str, content: Any, media_type: str, filename: str, metadata: dict[str, Any] | None) -> Any:
    part = Part(media_type=media_type, filename=filename)
    if kind == "text":
        part.text = content
    elif kind == "data":
        part.data.CopyFrom(_value(content))
    elif kind == "raw":
        part.raw = content
    elif kind == "url":
        part.url = content
    return _with(part, metadata=metadata)


parts = (
    st.builds(_part, st.just("text"), text, text, text, st.none() | json_objects)
    | st.builds(_part, st.just("data"), json_values, text, text, st.none() | json_objects)
    | st.builds(_part, st.just("raw"), st.binary(max_size=12), text, text, st.none() | json_objects)
    | st.builds(_part, st.just("url"), text, text, text, st.none() | json_objects)
    # A part without content: the SDK's conversion raises.
    | st.builds(_part, st.just("none"), st.none(), text, text, st.none())
)
enum_numbers = st.integers(min_value=-2, max_value=12)
string_lists = st.lists(text, max_size=2)


def _message(
    message_id: str,
    role: int,
    message_parts: list[Any],
    context_id: str,
    task_id: str,
    references: list[str],
    extensions: list[str],
    metadata: dict[str, Any] | None,
) -> Any:
    message = Message(
        message_id=message_id,
        role=role,
        parts=message_parts,
        context_id=context_id,
        task_id=task_id,
        reference_task_ids=references,
        extensions=extensions,
    )
    return _with(message, metadata=metadata)


messages = st.builds(
    _message,
    text,
    enum_numbers,
    st.lists(parts, max_size=3),
    text,
    text,
    string_lists,
    string_lists,
    st.none() | json_objects,
)


def _status(state: int, message: Any, seconds: int | None) -> Any:
    status = TaskStatus(state=state)
    if message is not None:
        status.message.CopyFrom(message)
    if seconds is not None:
        status.timestamp.FromSeconds(seconds)
    return status


statuses = st.builds(_status, enum_numbers, st.none() | messages, st.none() | st.integers(0, 2**33))


def _artifact(artifact_id: str, name: str, description: str, artifact_parts: list[Any], extensions, metadata):
    artifact = Artifact(
        artifact_id=artifact_id, name=name, description=description, parts=artifact_parts, extensions=extensions
    )
    return _with(artifact, metadata=metadata)


artifacts = st.builds(_artifact, text, text, text, st.lists(parts, max_size=3), string_lists, st.none() | json_objects)


def _task(task_id, context_id, status, task_artifacts, history, metadata):
    task = Task(id=task_id, context_id=context_id, artifacts=task_artifacts, history=history)
    return _with(task, status=status, metadata=metadata)


tasks = st.builds(
    _task,
    text,
    text,
    st.none() | statuses,
    st.lists(artifacts, max_size=3),
    st.lists(messages, max_size=2),
    st.none() | json_objects,
)


def _status_update(task_id, context_id, status, metadata):
    return _with(TaskStatusUpdateEvent(task_id=task_id, context_id=context_id), status=status, metadata=metadata)


status_updates = st.builds(_status_update, text, text, st.none() | statuses, st.none() | json_objects)


def _artifact_update(task_id, context_id, artifact, append, last_chunk, metadata):
    event = TaskArtifactUpdateEvent(task_id=task_id, context_id=context_id, append=append, last_chunk=last_chunk)
    return _with(event, artifact=artifact, metadata=metadata)


artifact_updates = st.builds(
    _artifact_update,
    text,
    text,
    st.none() | artifacts,
    st.booleans(),
    st.booleans(),
    st.none() | json_objects,
)


def _push_config(url, config_id, token, scheme, credentials, with_auth):
    config = TaskPushNotificationConfig(url=url, id=config_id, token=token)
    if with_auth:
        config.authentication.CopyFrom(AuthenticationInfo(scheme=scheme, credentials=credentials))
    return config


push_configs = st.builds(_push_config, text, text, text, text, text, st.booleans())


def _configuration(modes, return_immediately, history_length, push_config):
    config = SendMessageConfiguration(accepted_output_modes=modes, return_immediately=return_immediately)
    if history_length is not None:
        config.history_length = history_length
    return _with(config, task_push_notification_config=push_config)


configurations = st.builds(
    _configuration,
    string_lists,
    st.booleans(),
    st.none() | st.integers(-(2**31), 2**31 - 1),
    st.none() | push_configs,
)


def _send_request(message, configuration, metadata):
    return _with(SendMessageRequest(), message=message, configuration=configuration, metadata=metadata)


send_requests = st.builds(_send_request, st.none() | messages, st.none() | configurations, st.none() | json_objects)


def _get_task(task_id, history_length):
    request = GetTaskRequest(id=task_id)
    if history_length is not None:
        request.history_length = history_length
    return request


get_requests = st.builds(_get_task, text, st.none() | st.integers(-(2**31), 2**31 - 1))
cancel_requests = st.builds(
    lambda task_id, metadata: _with(CancelTaskRequest(id=task_id), metadata=metadata),
    text,
    st.none() | json_objects,
)
subscribe_requests = st.builds(lambda task_id: SubscribeToTaskRequest(id=task_id), text)


def _sdk_event(message: Any) -> Any:
    conversion = adapter._EVENT_CONVERSIONS[type(message).__name__]
    return adapter._dump(getattr(conversions, conversion)(message))


def _sdk_request(request: Any) -> Any:
    conversion = adapter._REQUEST_CONVERSIONS[type(request).__name__]
    return adapter._dump(getattr(conversions, conversion)(request, 0).params)


def _outcome(convert: Any, message: Any) -> tuple[str, Any]:
    try:
        return "value", convert(message)
    except Exception as exc:  # the type is what must match
        return "raised", type(exc)


def _same(direct: tuple[str, Any], sdk: tuple[str, Any]) -> None:
    assert direct[0] == sdk[0], (direct, sdk)
    if direct[0] == "raised":
        assert direct[1] is sdk[1]
        return
    # Key order too: a JSON dump of either reads alike. NaN cannot reach here (MessageToDict refuses
    # it), so == compares every value.
    assert json.dumps(direct[1]) == json.dumps(sdk[1])
    assert direct[1] == sdk[1]


_SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@_SETTINGS
@given(st.one_of(tasks, messages, status_updates, artifact_updates))
def test_events_equal_the_sdk_conversion(message: Any) -> None:
    _same(_outcome(adapter.wire_event, message), _outcome(_sdk_event, message))


@_SETTINGS
@given(st.one_of(send_requests, get_requests, cancel_requests, subscribe_requests))
def test_requests_equal_the_sdk_conversion(request: Any) -> None:
    _same(_outcome(adapter.wire_request, request), _outcome(_sdk_request, request))


def test_every_type_is_built_directly() -> None:
    """The types above are built by v1_json, not handed back to the SDK (which the equality tests
    alone would not show), and a part without content is handed back."""
    samples = [
        Task(id="t", context_id="c"),
        Message(message_id="m", parts=[Part(text="hi")]),
        TaskStatusUpdateEvent(task_id="t"),
        TaskArtifactUpdateEvent(task_id="t"),
    ]
    assert all(v1_json.event(sample) is not None for sample in samples)
    requests = [SendMessageRequest(), GetTaskRequest(id="t"), CancelTaskRequest(id="t"), SubscribeToTaskRequest(id="t")]
    assert all(v1_json.request_params(request) is not None for request in requests)
    assert v1_json.event(Message(message_id="m", parts=[Part()])) is None
    assert v1_json.event(TaskPushNotificationConfig(url="https://example.com")) is None


def test_a_worked_example() -> None:
    """One message written out, so that a reader sees the shape without running the SDK."""
    part = Part(text="hello")
    part.metadata.update({"n": 1})
    data = Part(data=_value(["x", 2]))
    message = Message(message_id="m-1", role=1, parts=[part, data], context_id="c-1")
    assert v1_json.event(message) == {
        "contextId": "c-1",
        "kind": "message",
        "messageId": "m-1",
        "parts": [
            {"kind": "text", "metadata": {"n": 1.0}, "text": "hello"},
            {"data": {"value": ["x", 2.0]}, "kind": "data", "metadata": {"data_part_compat": True}},
        ],
        "role": "user",
    }
