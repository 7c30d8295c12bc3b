// Play by clicking the board. The board template marks its elements with data-key
// ("country:poland", "die:3", "space:generator") and lists, in #board-targets, the keys each
// option of the pending prompt names, in the order they are picked. The legal targets light up;
// clicking one (or Enter / Space on it) picks it, and once an option is fully picked its prompt
// button is clicked: the same path as choosing the button itself. An option naming two keys (a
// worker, then a space) shows what is picked so far, with a Cancel, until the second click.
// Options without a place on the board stay buttons; the rest are listed behind a toggle.
(function () {
  "use strict";
  // The board partial carries this script; a swapped-in board loads it again: set up once.
  if (window.tabletopBoard) { window.tabletopBoard.setup(); return; }
  var picked = [];
  var shownVersion = null;
  var options = [];

  function board() { return document.getElementById("board"); }

  function keyed(key) {
    return board().querySelectorAll('[data-key="' + (window.CSS && CSS.escape ? CSS.escape(key) : key) + '"]');
  }

  function candidates() {
    return options.filter(function (o) {
      for (var i = 0; i < picked.length; i++) if (o.keys[i] !== picked[i]) return false;
      return o.keys.length > picked.length;
    });
  }

  // Keys that may be clicked now: each candidate's next key, and its last key when that alone
  // tells the option apart (a space only one worker can reach needs no worker picked first).
  function clickable() {
    var now = {}, lasts = {};
    candidates().forEach(function (o) {
      now[o.keys[picked.length]] = true;
      var last = o.keys[o.keys.length - 1];
      lasts[last] = (lasts[last] || 0) + 1;
    });
    Object.keys(lasts).forEach(function (k) { if (lasts[k] === 1) now[k] = true; });
    return now;
  }

  function render() {
    var root = board();
    if (!root) return;
    // The prompt is pinned to the top of the window: a target scrolled into view (by focus or
    // a script) lands below it, not under it.
    var pinned = root.querySelector(".prompt");
    document.documentElement.style.scrollPaddingTop = pinned ? (pinned.offsetHeight + 8) + "px" : "";
    root.querySelectorAll(".target, .picked").forEach(function (el) {
      el.classList.remove("target", "picked");
      el.removeAttribute("tabindex");
      el.removeAttribute("role");
    });
    var now = clickable();
    Object.keys(now).forEach(function (key) {
      keyed(key).forEach(function (el) {
        el.classList.add("target");
        el.setAttribute("tabindex", "0");
        el.setAttribute("role", "button");
      });
    });
    picked.forEach(function (key) { keyed(key).forEach(function (el) { el.classList.add("picked"); }); });
    var bar = root.querySelector(".board-picked");
    if (bar) {
      bar.hidden = picked.length === 0;
      var what = bar.querySelector(".what");
      if (what) what.textContent = picked.map(label).join(" → ");
    }
  }

  function label(key) {
    var el = keyed(key)[0];
    return (el && el.dataset.label) || key;
  }

  function pick(key) {
    var fits = candidates().filter(function (o) { return o.keys[picked.length] === key; });
    if (fits.length === 0) {  // a last key that alone names one option
      fits = candidates().filter(function (o) { return o.keys[o.keys.length - 1] === key; });
      if (fits.length === 1) return send(fits[0]);
      return;
    }
    if (fits.length === 1 && fits[0].keys.length === picked.length + 1) return send(fits[0]);
    picked.push(key);
    render();
  }

  function send(option) {
    picked = [];
    render();
    option.button.click();
  }

  function setup() {
    var root = board();
    if (!root) return;
    if (root.dataset.version !== shownVersion) { picked = []; shownVersion = root.dataset.version; }
    var data = document.getElementById("board-targets");
    var targets = data ? JSON.parse(data.textContent) : {};
    var prompt = root.querySelector(".prompt");
    var words = (document.getElementById("board-words") || {dataset: {}}).dataset;
    options = [];
    if (!prompt) return render();
    Object.keys(targets).forEach(function (id) {
      var button = prompt.querySelector('button[data-option="' + (window.CSS && CSS.escape ? CSS.escape(id) : id) + '"]');
      if (!button) return;
      // an option naming a place this board does not draw stays a button
      if (targets[id].some(function (key) { return keyed(key).length === 0; })) return;
      var form = button.closest("form");
      if (form) form.classList.add("on-board");
      options.push({id: id, keys: targets[id], button: button});
    });
    if (options.length && !prompt.querySelector(".board-hint")) {
      var hint = document.createElement("p");
      hint.className = "board-hint";
      hint.innerHTML = '<span class="muted"></span> <button type="button" class="list-toggle"></button>';
      hint.querySelector(".muted").textContent = words.hint || "Click a highlighted place on the board.";
      hint.querySelector(".list-toggle").textContent = words.list || "Show as a list";
      prompt.insertBefore(hint, prompt.querySelector(".options"));
      var bar = document.createElement("p");
      bar.className = "board-picked";
      bar.hidden = true;
      bar.innerHTML = '<span class="label"></span> <strong class="what"></strong> <button type="button" class="cancel"></button>';
      bar.querySelector(".label").textContent = words.picked || "Picked:";
      bar.querySelector(".cancel").textContent = words.cancel || "Cancel";
      prompt.insertBefore(bar, prompt.querySelector(".options"));
    }
    render();
  }

  document.addEventListener("click", function (e) {
    var root = board();
    if (!root || !root.contains(e.target)) return;
    if (e.target.closest(".list-toggle")) {
      root.querySelector(".prompt").classList.toggle("show-all");
      return;
    }
    if (e.target.closest(".board-picked .cancel")) { picked = []; render(); return; }
    if (e.target.closest("summary")) return;  // opening a card's text is not playing it
    var el = e.target.closest("[data-key].target");
    if (el) { e.preventDefault(); pick(el.dataset.key); }
  });
  document.addEventListener("keydown", function (e) {
    if (e.key !== "Enter" && e.key !== " ") return;
    var el = e.target.closest && e.target.closest("[data-key].target");
    if (el && board() && board().contains(el)) { e.preventDefault(); pick(el.dataset.key); }
  });
  document.addEventListener("keydown", function (e) {
    if (e.key === "Escape" && picked.length) { picked = []; render(); }
  });
  document.addEventListener("DOMContentLoaded", setup);
  document.addEventListener("htmx:wsAfterMessage", setup);
  document.addEventListener("htmx:load", setup);
  if (document.readyState !== "loading") setup();
  window.tabletopBoard = {setup: setup, pick: pick, picked: function () { return picked.slice(); }};
})();
