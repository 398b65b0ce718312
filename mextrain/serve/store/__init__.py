"""Where the tables live: ``Store`` (``base``), kept by SQLite (``sqlite``)
or Redis (``redis``)."""

from .base import LEASE_MS, Bus, Store, keep_token, teacher_token
from .redis import RedisStore
from .sqlite import SQLiteStore

__all__ = ["Store", "Bus", "SQLiteStore", "RedisStore", "LEASE_MS", "teacher_token", "keep_token"]
