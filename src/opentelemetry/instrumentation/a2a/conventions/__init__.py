"""The conventions' names: attribute, event, span and metric names and enum values, generated
from ``semconv/*.yaml`` (``make semconv``) into ``semconv``, the only place a name is spelled.
Every layer may import it; it imports nothing.
"""
