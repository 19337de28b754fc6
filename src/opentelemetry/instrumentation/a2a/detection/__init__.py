"""OATF indicators as span-level detections: the ``Detector`` (``detections``), what a match means
in AITF terms (``threats``), where indicators come from (``indicator_sources``, the curated set in
``indicators/``), verdicts remembered by message content (``verdict_cache``). The engine itself is
the pure ``oatf`` package beside this one. ``semantic`` is the opt-in tier that scores messages
with a model in a worker thread, off the call path.
"""
