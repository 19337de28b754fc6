"""Peer-value hygiene: every value a peer controls passes here before it becomes telemetry.

Bounds on length, depth and type (``bounds``), credentials out of URLs and texts (``urls``,
``redaction``), failures of our own kept from the host application (``safety``), locks renewed
in a forked child (``forksafe``). The lowest layer: it imports nothing else of this package.
"""
