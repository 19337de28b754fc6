"""Detection tiers that run off the call path (``semantic``: a model scores messages in a worker thread)."""
