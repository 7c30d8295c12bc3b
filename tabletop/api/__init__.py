"""The JSON API (HTTP under /api/, websockets under /ws/api/), built on services.play and the
table group broadcast ({"table": id, "version": v}, see tabletop.broadcast)."""
