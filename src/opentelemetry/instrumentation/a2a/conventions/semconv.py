"""Names and values of the conventions this package emits.

GENERATED from semconv/*.yaml by tools/gen_semconv.py: do not edit by hand.
This module is the only place an attribute, span or event name is spelled.
"""

# fmt: off

# Attributes
AITF_A2A_AGENT_URL = "aitf.a2a.agent.url"
AITF_A2A_AGENT_NAME = "aitf.a2a.agent.name"
AITF_A2A_AGENT_VERSION = "aitf.a2a.agent.version"
AITF_A2A_AGENT_PROVIDER_ORGANIZATION = "aitf.a2a.agent.provider.organization"
AITF_A2A_AGENT_SKILLS = "aitf.a2a.agent.skills"
AITF_A2A_AGENT_CAPABILITIES_STREAMING = "aitf.a2a.agent.capabilities.streaming"
AITF_A2A_AGENT_CAPABILITIES_PUSH_NOTIFICATIONS = "aitf.a2a.agent.capabilities.push_notifications"
AITF_A2A_PROTOCOL_VERSION = "aitf.a2a.protocol.version"
AITF_A2A_TRANSPORT = "aitf.a2a.transport"
AITF_A2A_METHOD = "aitf.a2a.method"
AITF_A2A_INTERACTION_MODE = "aitf.a2a.interaction_mode"
AITF_A2A_TASK_ID = "aitf.a2a.task.id"
AITF_A2A_TASK_CONTEXT_ID = "aitf.a2a.task.context_id"
AITF_A2A_TASK_STATE = "aitf.a2a.task.state"
AITF_A2A_MESSAGE_ID = "aitf.a2a.message.id"
AITF_A2A_MESSAGE_ROLE = "aitf.a2a.message.role"
AITF_A2A_MESSAGE_PARTS_COUNT = "aitf.a2a.message.parts_count"
AITF_A2A_MESSAGE_CONTENT = "aitf.a2a.message.content"
AITF_A2A_ARTIFACT_ID = "aitf.a2a.artifact.id"
AITF_A2A_ARTIFACT_NAME = "aitf.a2a.artifact.name"
AITF_A2A_ARTIFACT_CONTENT = "aitf.a2a.artifact.content"
AITF_A2A_CONTENT_TRUNCATED = "aitf.a2a.content.truncated"
AITF_A2A_TASK_ARTIFACTS_COUNT = "aitf.a2a.task.artifacts_count"
AITF_A2A_JSONRPC_ERROR_CODE = "aitf.a2a.jsonrpc.error_code"
AITF_A2A_JSONRPC_ERROR_MESSAGE = "aitf.a2a.jsonrpc.error_message"
AITF_A2A_STREAM_EVENTS_COUNT = "aitf.a2a.stream.events_count"
AITF_A2A_STREAM_TIME_TO_FIRST_EVENT = "aitf.a2a.stream.time_to_first_event"
AITF_A2A_STREAM_EVENT_TYPE = "aitf.a2a.stream.event_type"
AITF_A2A_STREAM_IS_FINAL = "aitf.a2a.stream.is_final"
AITF_A2A_PUSH_NOTIFICATION_CONFIG_ID = "aitf.a2a.push_notification.config_id"
AITF_A2A_PUSH_NOTIFICATION_ORIGIN = "aitf.a2a.push_notification.origin"
AITF_A2A_PUSH_NOTIFICATION_CONFIGS_COUNT = "aitf.a2a.push_notification.configs_count"
AITF_A2A_TASKS_COUNT = "aitf.a2a.tasks.count"
AITF_SECURITY_THREAT_TYPE = "aitf.security.threat_type"
AITF_SECURITY_OWASP_CATEGORY = "aitf.security.owasp_category"
AITF_SECURITY_RISK_LEVEL = "aitf.security.risk_level"
AITF_SECURITY_RISK_SCORE = "aitf.security.risk_score"
AITF_SECURITY_CONFIDENCE = "aitf.security.confidence"
AITF_SECURITY_DETECTION_METHOD = "aitf.security.detection_method"
AITF_SECURITY_BLOCKED = "aitf.security.blocked"
AITF_SECURITY_DETAILS = "aitf.security.details"
AITF_SECURITY_OATF_ATTACK_ID = "aitf.security.oatf.attack_id"
AITF_SECURITY_OATF_ATTACK_NAME = "aitf.security.oatf.attack_name"
AITF_SECURITY_OATF_INDICATOR_ID = "aitf.security.oatf.indicator_id"
AITF_SECURITY_OATF_SEVERITY = "aitf.security.oatf.severity"
AITF_SECURITY_OATF_TIER = "aitf.security.oatf.tier"
AITF_SECURITY_OATF_SURFACE = "aitf.security.oatf.surface"
AITF_SECURITY_OATF_DIRECTION = "aitf.security.oatf.direction"
AITF_SECURITY_OATF_TARGET = "aitf.security.oatf.target"
AITF_SECURITY_OATF_MATCHED_VALUE = "aitf.security.oatf.matched_value"
AITF_SECURITY_CLASSIFICATION_ATLAS = "aitf.security.classification.atlas"
AITF_SECURITY_CLASSIFICATION_ATTACK = "aitf.security.classification.attack"
AITF_SECURITY_CLASSIFICATION_OWASP = "aitf.security.classification.owasp"
AITF_SECURITY_THREAT_DETECTED = "aitf.security.threat_detected"
AITF_SECURITY_THREATS_COUNT = "aitf.security.threats_count"
A2A_METHOD_NAME = "a2a.method.name"
A2A_PROTOCOL_VERSION = "a2a.protocol.version"
A2A_TENANT = "a2a.tenant"
A2A_MESSAGE_ID = "a2a.message.id"
A2A_MESSAGE_REFERENCE_TASK_IDS = "a2a.message.reference_task_ids"
A2A_TASK_ID = "a2a.task.id"
A2A_TASK_STATE = "a2a.task.state"
GEN_AI_AGENT_NAME = "gen_ai.agent.name"
GEN_AI_AGENT_VERSION = "gen_ai.agent.version"
GEN_AI_AGENT_DESCRIPTION = "gen_ai.agent.description"
GEN_AI_CONVERSATION_ID = "gen_ai.conversation.id"
SERVER_ADDRESS = "server.address"
SERVER_PORT = "server.port"
CLIENT_ADDRESS = "client.address"
CLIENT_PORT = "client.port"
URL_FULL = "url.full"
ERROR_TYPE = "error.type"
HTTP_RESPONSE_STATUS_CODE = "http.response.status_code"
EXCEPTION_TYPE = "exception.type"
EXCEPTION_MESSAGE = "exception.message"
EXCEPTION_STACKTRACE = "exception.stacktrace"
EXCEPTION_ESCAPED = "exception.escaped"
SERVICE_NAME = "service.name"
SERVICE_VERSION = "service.version"
SERVICE_INSTANCE_ID = "service.instance.id"
HOST_NAME = "host.name"
OCSF_PROFILE = "ocsf.profile"
OCSF_VERSION = "ocsf.version"
OCSF_CATEGORY_UID = "ocsf.category_uid"
OCSF_CLASS_UID = "ocsf.class_uid"
OCSF_CLASS_NAME = "ocsf.class_name"
OCSF_ACTIVITY_ID = "ocsf.activity_id"
OCSF_TYPE_UID = "ocsf.type_uid"
OCSF_SEVERITY_ID = "ocsf.severity_id"


class TaskStateValues:
    """Values of the `task_state` enum."""

    SUBMITTED = "submitted"
    WORKING = "working"
    INPUT_REQUIRED = "input-required"
    COMPLETED = "completed"
    CANCELED = "canceled"
    FAILED = "failed"
    REJECTED = "rejected"
    AUTH_REQUIRED = "auth-required"
    UNKNOWN = "unknown"


class TransportValues:
    """Values of the `transport` enum."""

    JSONRPC = "jsonrpc"
    GRPC = "grpc"
    HTTP_JSON = "http_json"


class InteractionModeValues:
    """Values of the `interaction_mode` enum."""

    SYNC = "sync"
    STREAM = "stream"


class RoleValues:
    """Values of the `role` enum."""

    USER = "user"
    AGENT = "agent"


class StreamEventTypeValues:
    """Values of the `stream_event_type` enum."""

    STATUS_UPDATE = "status-update"
    ARTIFACT_UPDATE = "artifact-update"
    TASK = "task"
    MESSAGE = "message"


class ThreatTypeValues:
    """Values of the `threat_type` enum."""

    PROMPT_INJECTION = "prompt_injection"
    SENSITIVE_DATA_EXPOSURE = "sensitive_data_exposure"
    SUPPLY_CHAIN = "supply_chain"
    DATA_POISONING = "data_poisoning"
    IMPROPER_OUTPUT = "improper_output"
    EXCESSIVE_AGENCY = "excessive_agency"
    SYSTEM_PROMPT_LEAK = "system_prompt_leak"
    VECTOR_DATA_WEAKNESS = "vector_data_weakness"
    MISINFORMATION = "misinformation"
    UNBOUNDED_CONSUMPTION = "unbounded_consumption"
    JAILBREAK = "jailbreak"
    DATA_EXFILTRATION = "data_exfiltration"
    MODEL_THEFT = "model_theft"


class RiskLevelValues:
    """Values of the `risk_level` enum."""

    INFO = "info"
    LOW = "low"
    MEDIUM = "medium"
    HIGH = "high"
    CRITICAL = "critical"


class OatfSeverityValues:
    """Values of the `oatf_severity` enum."""

    INFORMATIONAL = "informational"
    LOW = "low"
    MEDIUM = "medium"
    HIGH = "high"
    CRITICAL = "critical"


class OatfDirectionValues:
    """Values of the `oatf_direction` enum."""

    REQUEST = "request"
    RESPONSE = "response"


class DetectionMethodValues:
    """Values of the `detection_method` enum."""

    PATTERN = "pattern"
    EXPRESSION = "expression"
    SEMANTIC = "semantic"


class OatfTierValues:
    """Values of the `oatf_tier` enum."""

    INLINE = "inline"
    SEMANTIC = "semantic"


class DraftTaskStateValues:
    """Values of the `draft_task_state` enum."""

    TASK_STATE_SUBMITTED = "TASK_STATE_SUBMITTED"
    TASK_STATE_WORKING = "TASK_STATE_WORKING"
    TASK_STATE_INPUT_REQUIRED = "TASK_STATE_INPUT_REQUIRED"
    TASK_STATE_COMPLETED = "TASK_STATE_COMPLETED"
    TASK_STATE_CANCELED = "TASK_STATE_CANCELED"
    TASK_STATE_FAILED = "TASK_STATE_FAILED"
    TASK_STATE_REJECTED = "TASK_STATE_REJECTED"
    TASK_STATE_AUTH_REQUIRED = "TASK_STATE_AUTH_REQUIRED"
    TASK_STATE_UNSPECIFIED = "TASK_STATE_UNSPECIFIED"


class MethodNameValues:
    """Values of the `method_name` enum."""

    GET_AGENT_CARD = "GetAgentCard"
    GET_EXTENDED_AGENT_CARD = "GetExtendedAgentCard"
    SEND_MESSAGE = "SendMessage"
    SEND_STREAMING_MESSAGE = "SendStreamingMessage"
    GET_TASK = "GetTask"
    LIST_TASKS = "ListTasks"
    CANCEL_TASK = "CancelTask"
    SUBSCRIBE_TO_TASK = "SubscribeToTask"
    CREATE_TASK_PUSH_NOTIFICATION_CONFIG = "CreateTaskPushNotificationConfig"
    GET_TASK_PUSH_NOTIFICATION_CONFIG = "GetTaskPushNotificationConfig"
    LIST_TASK_PUSH_NOTIFICATION_CONFIGS = "ListTaskPushNotificationConfigs"
    DELETE_TASK_PUSH_NOTIFICATION_CONFIG = "DeleteTaskPushNotificationConfig"


class MethodValues:
    """Values of the `method` enum."""

    AGENT_CARD_GET = "agent_card/get"
    AGENT_GET_AUTHENTICATED_EXTENDED_CARD = "agent/getAuthenticatedExtendedCard"
    MESSAGE_SEND = "message/send"
    MESSAGE_STREAM = "message/stream"
    TASKS_GET = "tasks/get"
    TASKS_CANCEL = "tasks/cancel"
    TASKS_RESUBSCRIBE = "tasks/resubscribe"
    TASKS_PUSH_NOTIFICATION_CONFIG_SET = "tasks/pushNotificationConfig/set"
    TASKS_PUSH_NOTIFICATION_CONFIG_GET = "tasks/pushNotificationConfig/get"
    TASKS_PUSH_NOTIFICATION_CONFIG_LIST = "tasks/pushNotificationConfig/list"
    TASKS_PUSH_NOTIFICATION_CONFIG_DELETE = "tasks/pushNotificationConfig/delete"
    TASKS_LIST = "tasks/list"


class SpanName:
    """Span names (before the agent-name suffix)."""

    AGENT_DISCOVER = "a2a.agent.discover"
    MESSAGE_SEND = "a2a.message.send"
    MESSAGE_STREAM = "a2a.message.stream"
    TASK_GET = "a2a.task.get"
    TASK_CANCEL = "a2a.task.cancel"
    TASK_RESUBSCRIBE = "a2a.task.resubscribe"
    TASK_LIST = "a2a.task.list"
    PUSH_CONFIG_SET = "a2a.push_config.set"
    PUSH_CONFIG_GET = "a2a.push_config.get"
    PUSH_CONFIG_LIST = "a2a.push_config.list"
    PUSH_CONFIG_DELETE = "a2a.push_config.delete"
    PUSH_NOTIFICATION_SEND = "a2a.push_notification.send"


class EventName:
    """Span event names."""

    STREAM_EVENT = "a2a.stream.event"
    TASK_STATE_CHANGE = "a2a.task.state_change"
    MESSAGE = "a2a.message"
    ARTIFACT = "a2a.artifact"
    AITF_SECURITY_THREAT_DETECTED = "aitf.security.threat_detected"


class MetricName:
    """Metric names."""

    CLIENT_OPERATION_DURATION = "a2a.client.operation.duration"
    CLIENT_RESPONSE_TIME_TO_FIRST_EVENT = "a2a.client.response.time_to_first_event"
    CLIENT_RESPONSE_SSE_EVENT_COUNT = "a2a.client.response.sse.event.count"
    SERVER_OPERATION_DURATION = "a2a.server.operation.duration"
    SECURITY_DETECTIONS = "a2a.security.detections"


# Advisory histogram bucket boundaries, per metric.
METRIC_BUCKETS = {
    "a2a.client.operation.duration": (0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10, 30, 60, 120, 300),
    "a2a.client.response.time_to_first_event": (0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10, 30, 60),
    "a2a.client.response.sse.event.count": (1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 4096, 16384),
    "a2a.server.operation.duration": (0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10, 30, 60, 120, 300),
}

# fmt: on
