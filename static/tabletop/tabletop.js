// Resync by version: on every (re)connect and now and then, tell the server which version this
// page shows; it sends the board only if the table moved on. So a lost broadcast or a dropped
// connection costs one late refresh, never a stale board.
(function () {
  var socket = null;
  function shown() {
    var board = document.getElementById("board");
    return board ? board.dataset.version : null;
  }
  function sync(withChat) {
    var message = {action: "sync", version: shown()};
    if (withChat === true) message.chat = 1;  // lines written while away come with the answer
    if (socket) socket.send(JSON.stringify(message));
  }
  // body[data-live] says the board is live; the stylesheet shows a notice while it is not.
  document.addEventListener("htmx:wsOpen", function (e) {
    socket = e.detail.socketWrapper;
    document.body.dataset.live = "1";
    sync(true);
  });
  document.addEventListener("htmx:wsClose", function () {
    socket = null;
    delete document.body.dataset.live;
  });
  // A choice is sent once: its buttons wait for the next board.
  document.addEventListener("htmx:wsAfterSend", function (e) {
    var prompt = e.target.closest && e.target.closest(".prompt");
    if (prompt) prompt.querySelectorAll("button").forEach(function (b) { b.disabled = true; });
    if (e.target.id === "chat-form") e.target.reset();  // a chat line is sent: the box is ready for the next
  });
  // Re-enable them if the server answered with an error instead of a new board.
  document.addEventListener("htmx:wsAfterMessage", function () {
    if (document.querySelector("#flash .error")) {
      document.querySelectorAll(".prompt button").forEach(function (b) { b.disabled = false; });
    }
  });
  setInterval(sync, 15000);
  // A form that gives something up (data-confirm: the question) is sent only if the person agrees.
  document.addEventListener("htmx:wsConfigSend", function (e) {
    var question = e.target.dataset && e.target.dataset.confirm;
    if (question && !window.confirm(question)) e.preventDefault();
  });

  // A delta (tabletop/pieces.py): the pieces of the board that changed since the version shown,
  // each replacing the element of its id; a piece sent whole may refer to an element inside it
  // that the page keeps as it is (<!--keep:ID-->). Applied to that version only and whole;
  // anything that does not fit asks for the whole board instead.
  var DELTA = /^<!--delta:(\d+):(\d+)-->/, PIECE = /<!--piece:([^>]+?)-->([\s\S]*?)<!--\/piece:\1-->/g;
  var KEEP = /<!--keep:([^>]+?)-->/g;
  document.addEventListener("htmx:wsBeforeMessage", function (e) {
    var message = e.detail.message, head = DELTA.exec(message);
    if (!head) return;
    e.preventDefault();
    var board = document.getElementById("board"), tagEnd = message.indexOf(">", head[0].length) + 1;
    var changes = [], found, missing = false;
    PIECE.lastIndex = tagEnd;
    while ((found = PIECE.exec(message))) {
      var old = document.getElementById(found[1]), kept = {}, reference;
      if (!old || !board || !board.contains(old)) missing = true;
      KEEP.lastIndex = 0;
      while ((reference = KEEP.exec(found[2]))) {
        var held = document.getElementById(reference[1]);
        if (!held || !old || !old.contains(held)) missing = true;
        kept[reference[1]] = held;
      }
      changes.push([old, found[2], kept]);
    }
    if (!board || board.dataset.version !== head[1] || missing) { sync(); return; }
    var shell = document.createElement("div");
    shell.innerHTML = message.slice(head[0].length, tagEnd) + "</div>";
    var fresh = shell.firstChild;
    changes.forEach(function (change) {
      var parent = change[0].parentNode, next = change[0].nextSibling, kept = change[2];
      Object.keys(kept).forEach(function (id) { kept[id].remove(); });  // out before the old element goes
      change[0].outerHTML = change[1];  // parsed in its parent's context: an SVG box stays SVG
      var placed = next ? next.previousSibling : parent.lastChild;
      if (placed && placed.nodeType === 1) {
        var walk = document.createTreeWalker(placed, NodeFilter.SHOW_COMMENT), references = [];
        while (walk.nextNode()) if (walk.currentNode.data.indexOf("keep:") === 0) references.push(walk.currentNode);
        references.forEach(function (c) { c.parentNode.replaceChild(kept[c.data.slice(5)], c); });
        htmx.process(placed);
      }
    });
    Array.prototype.slice.call(board.attributes).forEach(function (a) {
      if (!fresh.hasAttribute(a.name)) board.removeAttribute(a.name);
    });
    Array.prototype.slice.call(fresh.attributes).forEach(function (a) {
      if (a.name !== "hx-swap-oob") board.setAttribute(a.name, a.value);
    });
    document.body.dataset.deltas = (Number(document.body.dataset.deltas) || 0) + 1;  // what a test can see
    htmx.trigger(e.target, "htmx:wsAfterMessage", {message: message, socketWrapper: e.detail.socketWrapper});
  });

  // Your turn: the tab title says so (board[data-my-turn]), and a short tone sounds if the
  // player switched it on (off by default; the choice is kept in this browser).
  var baseTitle = document.title, wasMyTurn = false, SOUND = "tabletop-turn-sound";
  function soundOn() {
    try { return localStorage.getItem(SOUND) === "1"; } catch (e) { return false; }
  }
  function tone() {
    document.body.dataset.tones = (Number(document.body.dataset.tones) || 0) + 1;  // what a test can see
    var Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) return;
    var audio = new Context(), osc = audio.createOscillator(), gain = audio.createGain();
    osc.frequency.value = 660;
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.4);
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + 0.4);
  }
  function showTurn() {
    var board = document.getElementById("board"), live = document.getElementById("live");
    if (!board || !live) return;
    var mine = board.dataset.myTurn === "1";
    document.title = mine ? "\u25CF " + live.dataset.turnTitle + " \u00B7 " + baseTitle : baseTitle;
    if (mine && !wasMyTurn && soundOn()) tone();
    wasMyTurn = mine;
  }
  document.addEventListener("htmx:wsAfterMessage", showTurn);

  // A folded part of the page (details.fold: the seats, the invite link) opened or closed by the
  // player stays so when a move draws it again; until then it follows the board (open while the
  // table waits for players; the invite link sits outside the board, so it is folded here).
  var folds = {};
  document.addEventListener("click", function (e) {
    var summary = e.target.closest && e.target.closest("details.fold > summary");
    if (!summary || !summary.parentNode.id) return;
    var fold = summary.parentNode;
    setTimeout(function () { folds[fold.id] = fold.open; }, 0);  // after the browser toggled it
  });
  document.addEventListener("htmx:wsAfterMessage", function () {
    var invite = document.getElementById("invite"), board = document.getElementById("board");
    if (invite && board && !("invite" in folds)) invite.open = board.classList.contains("status-open");
    Object.keys(folds).forEach(function (id) {
      var fold = document.getElementById(id);
      if (fold) fold.open = folds[id];
    });
  });
  document.addEventListener("DOMContentLoaded", function () {
    var box = document.getElementById("turn-sound");
    if (box) {
      box.checked = soundOn();
      box.addEventListener("change", function () {
        try { localStorage.setItem(SOUND, box.checked ? "1" : "0"); } catch (e) { /* private mode */ }
      });
    }
    wasMyTurn = true;  // no tone for the turn the page opened on
    showTurn();
  });
})();


// The new-table form shows only the seat rows of the seating chosen, each offering only the
// choices that seating allows it (#seat-plans: the game's seatings, from the server); without
// this script every row shows, with a hint that only the first ones count, and the server says
// which choice does not fit.
document.addEventListener("DOMContentLoaded", function () {
  var form = document.querySelector("form.new-table"), count = form && form.querySelector("select[name=seats]");
  var plans = document.getElementById("seat-plans");
  if (!count || !plans) return;
  plans = JSON.parse(plans.textContent);
  function showRows() {
    var plan = plans[count.value] || [];
    form.querySelectorAll(".seat-row").forEach(function (row) {
      var allowed = plan[Number(row.dataset.seat) - 1], select = row.querySelector("select");
      row.hidden = !allowed;
      if (!allowed || !select) return;
      Array.prototype.forEach.call(select.options, function (option) {
        option.disabled = option.hidden = allowed.indexOf(option.value) < 0;
      });
      if (select.selectedOptions[0] && select.selectedOptions[0].disabled) {
        select.value = allowed.indexOf("bot") >= 0 ? "bot" : allowed[0];
      }
    });
  }
  var hint = form.querySelector(".seat-hint");
  if (hint) hint.hidden = true;
  count.addEventListener("change", showRows);
  showRows();
});

// A turn-based table's clocks: each seat's deadline counted down, by the server's time (the page
// says what it was when drawn, so a browser clock that is off does not matter).
(function () {
  var live = document.getElementById("live");
  if (!live || !live.dataset.now) return;
  var offset = Date.parse(live.dataset.now) - Date.now();
  function span(seconds) {
    var minutes = Math.max(0, Math.floor(seconds / 60));
    var d = Math.floor(minutes / 1440), h = Math.floor(minutes / 60) % 24, m = minutes % 60;
    return d ? d + " d " + h + " h" : h ? h + " h " + m + " min" : m + " min";
  }
  function tick() {
    document.querySelectorAll("time[data-deadline]").forEach(function (t) {
      var left = (Date.parse(t.dataset.deadline) - (Date.now() + offset)) / 1000;
      t.textContent = t.dataset.left.replace("{left}", span(left));
    });
  }
  tick();
  document.addEventListener("htmx:wsAfterMessage", tick);
  setInterval(tick, 30000);
})();
