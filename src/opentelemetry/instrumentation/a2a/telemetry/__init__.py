"""What a call records under the conventions: span attributes (``attributes``, ``peers``), the
operation table (``operations``), the three convention modes (``convention_modes``), metrics,
the outcome of a call (``outcome``) and opt-in content capture (``content``). Reads the SDK
through ``sdk``'s views; knows nothing of wrapping, detection or OCSF.
"""
