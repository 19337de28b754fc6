# Both a2a-sdk lines: 0.3.x (pydantic types) and 1.x (protobuf types).
_instruments = ("a2a-sdk >= 0.3, < 2",)

_supports_metrics = True
