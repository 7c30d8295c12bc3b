// Resync by version: on every (re)connect and now and then, tell the server which version this
// page shows; it sends the board only if the table moved on. So a lost broadcast or a dropped
// connection costs one late refresh, never a stale board.
(function () {
  var socket = null;
  function shown() {
    var board = document.getElementById("board");
    return board ? board.dataset.version : null;
  }
  function sync() {
    if (socket) socket.send(JSON.stringify({action: "sync", version: shown()}));
  }
  // body[data-live] says the board is live; the stylesheet shows a notice while it is not.
  document.addEventListener("htmx:wsOpen", function (e) {
    socket = e.detail.socketWrapper;
    document.body.dataset.live = "1";
    sync();
  });
  document.addEventListener("htmx:wsClose", function () {
    socket = null;
    delete document.body.dataset.live;
  });
  // A choice is sent once: its buttons wait for the next board.
  document.addEventListener("htmx:wsAfterSend", function (e) {
    var prompt = e.target.closest && e.target.closest(".prompt");
    if (prompt) prompt.querySelectorAll("button").forEach(function (b) { b.disabled = true; });
  });
  // Re-enable them if the server answered with an error instead of a new board.
  document.addEventListener("htmx:wsAfterMessage", function () {
    if (document.querySelector("#flash .error")) {
      document.querySelectorAll(".prompt button").forEach(function (b) { b.disabled = false; });
    }
  });
  setInterval(sync, 15000);
})();
