"""autobahn's per-frame debug values are styled only when a debug line is written
(tabletop.asgi.style_frame_logs_lazily), and then read as autobahn would write them."""
from autobahn import util
from autobahn.twisted import websocket as twisted_websocket
from autobahn.websocket import protocol

import tabletop.asgi  # noqa: F401  (what Daphne loads: it sets the lazy styling up)


class Peer:
    def sendData(self, data):
        pass


def test_a_frame_styles_nothing_until_a_line_is_written(monkeypatch):
    styled = []
    real_hl = util.hl
    monkeypatch.setattr(util, "hl", lambda *args, **kwargs: styled.append(args) or real_hl(*args, **kwargs))
    peer = Peer()
    values = [module.hltype(peer.sendData) for module in (protocol, twisted_websocket)]
    values += [module.hlval(1234, color="green", bold=False) for module in (protocol, twisted_websocket)]
    assert styled == []
    line = "{func} sent {data_len} bytes".format(func=values[0], data_len=values[2])
    assert line == f"{util.hltype(peer.sendData)} sent {util.hlval(1234, color='green', bold=False)} bytes"
    assert str(values[1]) == util.hltype(peer.sendData) and repr(values[3]) == util.hlval(1234, "green", False)
    assert styled
