"""The table's channel group: every change of a table is announced as
`{"table": id, "version": v}` and nothing more. Listeners (the board consumer, the JSON API)
load what their audience may see; a lost announcement costs only a late refresh, because
clients resync by version."""
import logging

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer

log = logging.getLogger(__name__)

MESSAGE_TYPE = "table.version"  # handled by a consumer method named table_version


def table_group(table_id: int) -> str:
    return f"table-{table_id}"


def version_message(table_id: int, version: int) -> dict:
    return {"type": MESSAGE_TYPE, "table": table_id, "version": version}


def publish_version(table_id: int, version: int) -> None:
    """Announce a new version; called after the commit. A failure is logged, never raised:
    the move is already stored and clients catch up on their next sync."""
    try:
        async_to_sync(get_channel_layer().group_send)(table_group(table_id), version_message(table_id, version))
    except Exception:
        log.exception("could not announce table %s version %s", table_id, version)
