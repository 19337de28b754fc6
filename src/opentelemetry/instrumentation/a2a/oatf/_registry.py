"""Facts about OATF v0.1 bindings: known modes, protocols, surfaces, events, older surface names.

Data only, carried over with citations:

* surfaces by protocol (V-018), event/mode validity (V-029), known modes and protocols (W-002,
  W-003): the Rust reference SDK oatf-spec/oatf-rs, ``src/surface.rs`` and ``src/event_registry.rs``
  (format spec §7 event tables; oatf-spec/spec b3c6344, Apache-2.0);
* older field-level surface names and their default targets: the binding chapters before
  oatf-spec/spec commit e67d529 ("replace deep protocol bindings with minimal pass-through model"),
  ``docs/specification/protocol-bindings/{mcp,a2a,ag-ui}.md`` §7.x.1 "Surfaces" tables.
"""

from __future__ import annotations

__all__ = [
    "A2A_OPERATIONS",
    "KNOWN_MODES",
    "KNOWN_PROTOCOLS",
    "LEGACY_SURFACES",
    "SURFACE_PROTOCOL",
    "event_modes",
]

KNOWN_PROTOCOLS = frozenset({"mcp", "a2a", "ag_ui"})
KNOWN_MODES = frozenset({"mcp_server", "mcp_client", "a2a_server", "a2a_client", "ag_ui_client"})

_MCP_OPERATIONS = [
    "initialize",
    "tools/list",
    "tools/call",
    "resources/list",
    "resources/read",
    "resources/subscribe",
    "resources/unsubscribe",
    "prompts/list",
    "prompts/get",
    "resources/templates/list",
    "completion/complete",
    "sampling/createMessage",
    "elicitation/create",
    "tasks/get",
    "tasks/result",
    "tasks/list",
    "tasks/cancel",
    "roots/list",
    "ping",
    "notifications/initialized",
    "notifications/roots/list_changed",
    "notifications/cancelled",
    "notifications/tools/list_changed",
    "notifications/resources/list_changed",
    "notifications/resources/updated",
    "notifications/prompts/list_changed",
    "notifications/tasks/status",
    "notifications/elicitation/complete",
    "notifications/message",
    "notifications/progress",
]
A2A_OPERATIONS = [
    "message/send",
    "message/stream",
    "tasks/resubscribe",
    "tasks/pushNotificationConfig/set",
    "tasks/pushNotificationConfig/get",
    "tasks/pushNotificationConfig/list",
    "tasks/pushNotificationConfig/delete",
    "agent/getAuthenticatedExtendedCard",
    "agent_card/get",
    "task/status",
    "task/artifact",
]
_AG_UI_OPERATIONS = [
    "run_started",
    "run_finished",
    "run_error",
    "step_started",
    "step_finished",
    "text_message_start",
    "text_message_content",
    "text_message_end",
    "tool_call_start",
    "tool_call_args",
    "tool_call_end",
    "tool_call_result",
    "state_snapshot",
    "state_delta",
    "messages_snapshot",
    "activity_snapshot",
    "activity_delta",
    "reasoning_start",
    "reasoning_message_start",
    "reasoning_message_content",
    "reasoning_message_end",
    "reasoning_message_chunk",
    "reasoning_end",
    "reasoning_encrypted_value",
    "raw",
    "custom",
    "run_agent_input",
]

# surface (operation name) -> protocol. `tasks/get` and `tasks/cancel` exist in MCP and A2A alike;
# the reference registry lists them once, under MCP, and so V-018 accepts them for both.
SURFACE_PROTOCOL: dict[str, frozenset[str]] = {}
for _proto, _ops in (("mcp", _MCP_OPERATIONS), ("a2a", A2A_OPERATIONS), ("ag_ui", _AG_UI_OPERATIONS)):
    for _op in _ops:
        SURFACE_PROTOCOL[_op] = SURFACE_PROTOCOL.get(_op, frozenset()) | {_proto}
for _shared in ("tasks/get", "tasks/cancel"):
    SURFACE_PROTOCOL[_shared] = frozenset({"mcp", "a2a"})

_BOTH_MCP = frozenset({"mcp_server", "mcp_client"})
_BOTH_A2A = frozenset({"a2a_server", "a2a_client"})
_EVENT_MODES: dict[str, frozenset[str]] = {}
for _op in _MCP_OPERATIONS:
    _EVENT_MODES[_op] = _BOTH_MCP
for _op in (
    "resources/subscribe",
    "resources/unsubscribe",
    "notifications/initialized",
    "notifications/roots/list_changed",
):
    _EVENT_MODES[_op] = frozenset({"mcp_server"})
for _op in [
    "notifications/tools/list_changed",
    "notifications/resources/list_changed",
    "notifications/resources/updated",
    "notifications/prompts/list_changed",
    "notifications/tasks/status",
    "notifications/elicitation/complete",
    "notifications/message",
    "notifications/progress",
]:
    _EVENT_MODES[_op] = frozenset({"mcp_client"})
for _op in ("tasks/get", "tasks/cancel"):
    _EVENT_MODES[_op] = _BOTH_MCP | _BOTH_A2A
for _op in A2A_OPERATIONS:
    _EVENT_MODES[_op] = _BOTH_A2A
for _op in ("task/status", "task/artifact"):
    _EVENT_MODES[_op] = frozenset({"a2a_client"})
for _op in _AG_UI_OPERATIONS:
    if _op != "run_agent_input":
        _EVENT_MODES[_op] = frozenset({"ag_ui_client"})


def event_modes(event: str) -> frozenset[str] | None:
    """Modes an event (qualifier after ``:`` ignored) is valid for; ``None`` if the event is unknown."""
    return _EVENT_MODES.get(event.split(":", 1)[0])


# Older field-level surface name -> (protocol, operation surface or None for "any operation",
# default target, direction or None). Operation and direction come from each table's
# "Applicable Context" column; where it names several operations the surface is left open.
LEGACY_SURFACES: dict[str, tuple[str, str | None, str, str | None]] = {
    # A2A (a2a.md §7.2.1)
    "agent_card": ("a2a", "agent_card/get", "", "response"),
    "card_name": ("a2a", "agent_card/get", "name", "response"),
    "card_description": ("a2a", "agent_card/get", "description", "response"),
    "skill_description": ("a2a", "agent_card/get", "skills[*].description", "response"),
    "skill_name": ("a2a", "agent_card/get", "skills[*].name", "response"),
    "task_message": ("a2a", None, "parts[*]", None),
    "task_artifact": ("a2a", None, "artifacts[*]", None),
    "task_status": ("a2a", None, "status.state", None),
    # MCP (mcp.md §7.1.1)
    "tool_description": ("mcp", "tools/list", "tools[*].description", "response"),
    "tool_title": ("mcp", "tools/list", "tools[*].title", "response"),
    "tool_input_schema": ("mcp", "tools/list", "tools[*].inputSchema", "response"),
    "tool_name": ("mcp", "tools/list", "tools[*].name", "response"),
    "tool_annotations": ("mcp", "tools/list", "tools[*].annotations", "response"),
    "tool_output_schema": ("mcp", "tools/list", "tools[*].outputSchema", "response"),
    "tool_icons": ("mcp", "tools/list", "tools[*].icons", "response"),
    "tool_response": ("mcp", "tools/call", "content[*]", "response"),
    "tool_structured_response": ("mcp", "tools/call", "structuredContent", "response"),
    "tool_arguments": ("mcp", "tools/call", "arguments", "request"),
    "resource_content": ("mcp", "resources/read", "contents[*]", "response"),
    "resource_uri": ("mcp", None, "resources[*].uri", None),
    "resource_title": ("mcp", "resources/list", "resources[*].title", "response"),
    "resource_description": ("mcp", "resources/list", "resources[*].description", "response"),
    "resource_icons": ("mcp", "resources/list", "resources[*].icons", "response"),
    "prompt_content": ("mcp", "prompts/get", "messages[*].content", "response"),
    "prompt_arguments": ("mcp", "prompts/get", "arguments", "request"),
    "prompt_title": ("mcp", "prompts/list", "prompts[*].title", "response"),
    "prompt_description": ("mcp", "prompts/list", "prompts[*].description", "response"),
    "prompt_icons": ("mcp", "prompts/list", "prompts[*].icons", "response"),
    "server_notification": ("mcp", None, "", None),
    "server_capability": ("mcp", "initialize", "capabilities", "response"),
    "server_info": ("mcp", "initialize", "serverInfo", "response"),
    "server_instructions": ("mcp", "initialize", "instructions", "response"),
    "sampling_request": ("mcp", "sampling/createMessage", "", "request"),
    "elicitation_request": ("mcp", "elicitation/create", "", "request"),
    "elicitation_response": ("mcp", "elicitation/create", "", "response"),
    "mcp_task_status": ("mcp", None, "", None),
    "mcp_task_result": ("mcp", "tasks/result", "", "response"),
    "roots_response": ("mcp", "roots/list", "roots[*]", "response"),
    # AG-UI (ag-ui.md §7.3.1)
    "message_history": ("ag_ui", "run_agent_input", "messages[*]", "request"),
    "tool_definition": ("ag_ui", "run_agent_input", "tools[*]", "request"),
    "tool_result": ("ag_ui", "run_agent_input", "messages[*]", "request"),
    "agent_state": ("ag_ui", "run_agent_input", "state", "request"),
    "agent_context": ("ag_ui", "run_agent_input", "context[*]", "request"),
    "forwarded_props": ("ag_ui", "run_agent_input", "forwardedProps", "request"),
    "agent_event": ("ag_ui", None, "", "response"),
    "agent_tool_call": ("ag_ui", None, "", "response"),
}
