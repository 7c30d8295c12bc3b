"""The JSON API (HTTP under /api/, websockets under /ws/api/), built on services.play and the
table announcements (each version's payload rendered once per seat and language, see
tabletop.broadcast)."""
