"""The wrap points: wrapt wrappers around the a2a-sdk's client, legacy client, request handlers
and push sender (``client``, ``legacy_client``, ``server``, ``push``), the shared call machinery
(``wrappers``, ``calls``, ``streams``, ``toolkit``), trace-context propagation, the muting of the
SDK's own tracing (``sdk_tracing``) and exact unwrapping (``patching``). The top layer below the
instrumentor: it calls into every layer under it, and none of them imports it.
"""
